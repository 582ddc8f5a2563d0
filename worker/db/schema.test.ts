/**
 * The drizzle schema says what the migrations made: for every table, the same columns with the same
 * type, nullability, primary key, default and allowed values (a CHECK … IN list in the SQL, an `enum`
 * in drizzle). A migration and the schema that disagree on any of these fail here, not in a query.
 */
import { env } from 'cloudflare:workers';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

type DbColumn = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number };

const tables = Object.values(schema).filter(
  (value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value,
);

/** A default as SQLite prints it: 'text', 12, 1 for true, or the expression without outer parentheses. */
function sqlDefault(column: SQLiteColumn): string | null {
  if (!column.hasDefault || column.default === undefined) return null;
  const value: unknown = column.default;
  if (is(value, SQL))
    return value.queryChunks
      .flatMap((chunk) => (typeof chunk === 'object' && chunk !== null && 'value' in chunk ? chunk.value : chunk))
      .join('');
  if (column.columnType === 'SQLiteTextJson') return `'${JSON.stringify(value).replaceAll("'", "''")}'`;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

const bare = (expression: string | null) =>
  expression
    ?.replace(/^\((.*)\)$/s, '$1')
    .replace(/\s+/g, ' ')
    .trim() ?? null;

/**
 * The allowed values of each column the table's SQL limits with `column IN (…)` (only CHECKs hold such
 * lists in a CREATE TABLE), as text: 'a' → a, 0 → 0.
 */
function checkLists(createSql: string): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  for (const match of createSql.matchAll(/"?(\w+)"?\s+IN\s*\(([^)]*)\)/gi)) {
    const values = [...(match[2] ?? '').matchAll(/'((?:[^']|'')*)'|(-?\d+)/g)].map((v) =>
      v[1] === undefined ? (v[2] ?? '') : v[1].replaceAll("''", "'"),
    );
    lists.set(match[1] ?? '', values.sort());
  }
  return lists;
}

type Shape = {
  type: string;
  notNull: boolean;
  primaryKey: boolean;
  default: string | null;
  allowed: string[] | null;
};

/** Each column's shape as the migrations made it. */
async function migrated(name: string): Promise<Map<string, Shape>> {
  const { results } = await env.DB.prepare('SELECT * FROM pragma_table_info(?)').bind(name).all<DbColumn>();
  const created = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .bind(name)
    .first<{ sql: string }>();
  const checks = checkLists(created?.sql ?? '');
  return new Map(
    results.map((c) => [
      c.name,
      {
        type: c.type.toLowerCase(),
        notNull: c.notnull === 1 || c.pk === 1,
        primaryKey: c.pk > 0,
        default: bare(c.dflt_value),
        allowed: checks.get(c.name) ?? null,
      },
    ]),
  );
}

/**
 * What drizzle lets a column hold: an enum's values, else anything of its type. A boolean holds 0 and 1,
 * which a CHECK may say too (`checked`, the list in the SQL), or not.
 */
function allowedValues(column: SQLiteColumn, checked: string[] | null): string[] | null {
  if (column.enumValues?.length) return [...column.enumValues].sort();
  const bit = ['0', '1'];
  return column.columnType === 'SQLiteBoolean' && JSON.stringify(checked) === JSON.stringify(bit) ? bit : null;
}

/** Each column's shape as drizzle declares it. */
function declared(table: Parameters<typeof getTableConfig>[0], inSql: Map<string, Shape>): Map<string, Shape> {
  const config = getTableConfig(table);
  const compositeKey = new Set(config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)));
  return new Map(
    config.columns.map((c) => [
      c.name,
      {
        type: c.getSQLType().toLowerCase(),
        notNull: c.notNull || c.primary,
        primaryKey: c.primary || compositeKey.has(c.name),
        default: bare(sqlDefault(c)),
        allowed: allowedValues(c, inSql.get(c.name)?.allowed ?? null),
      },
    ]),
  );
}

/** "table.column: what differs", one line per difference. */
function differences(name: string, inSql: Map<string, Shape>, inDrizzle: Map<string, Shape>): string[] {
  const found: string[] = [];
  for (const column of new Set([...inSql.keys(), ...inDrizzle.keys()])) {
    const sqlShape = inSql.get(column);
    const drizzleShape = inDrizzle.get(column);
    if (!sqlShape || !drizzleShape) {
      found.push(`${name}.${column}: only in ${sqlShape ? 'the migrations' : 'drizzle'}`);
      continue;
    }
    for (const key of ['type', 'notNull', 'primaryKey', 'default', 'allowed'] as const) {
      const [a, b] = [JSON.stringify(sqlShape[key]), JSON.stringify(drizzleShape[key])];
      if (a !== b) found.push(`${name}.${column}: ${key} ${a} in the migrations, ${b} in drizzle`);
    }
  }
  return found;
}

/**
 * Where the two differ on purpose. A column added by `ALTER TABLE` cannot be NOT NULL without a default,
 * so the SQL has a default of 0 or allows null where drizzle keeps the column required (every insert must
 * say it; the migrations filled in the old rows). And one list is the code's alone: SQLite cannot add a
 * CHECK to a column after the fact.
 */
const ON_PURPOSE = [
  'orders.account_id: notNull false in the migrations, true in drizzle',
  'orders.subtotal_cents: default "0" in the migrations, null in drizzle',
  'orders.discount_cents: default "0" in the migrations, null in drizzle',
  'orders.tax_cents: default "0" in the migrations, null in drizzle',
  'orders.total_cents: default "0" in the migrations, null in drizzle',
  'order_lines.monthly_price_cents: default "0" in the migrations, null in drizzle',
  'order_lines.unit_price_cents: default "0" in the migrations, null in drizzle',
  'invoices.currency: allowed null in the migrations, ["USD"] in drizzle',
  'credit_notes.currency: allowed null in the migrations, ["USD"] in drizzle',
  // drizzle has no enum for an integer column: the type narrows it (BudgetPercent), the CHECK holds it.
  'budget_alerts.percent: allowed ["100","50","75"] in the migrations, null in drizzle',
];

describe('drizzle schema matches the migrations', () => {
  const found: string[] = [];
  it.each(tables.map((table) => [getTableConfig(table as never).name, table]))('table %s', async (name, table) => {
    const inSql = await migrated(name);
    const differing = differences(name, inSql, declared(table as never, inSql));
    found.push(...differing);
    expect(differing.filter((difference) => !ON_PURPOSE.includes(difference))).toEqual([]);
  });

  it('differs on purpose only where the list says, and the list holds nothing that no longer differs', () => {
    expect(found.sort()).toEqual([...ON_PURPOSE].sort());
  });
});
