/**
 * The cart in one statement, for the signed-in cart read and checkout: the account's billing details
 * and each line with its plan, service or instance type, oldest line first. It is a left join from
 * the account's own row, so an empty cart still answers one row (carrying the billing details, if
 * any), and the account is looked up once. D1 answers a batch's rows keyed by column name, so every
 * column is aliased `prefix_column` (no two alike) and decoded as its column decodes.
 */
import { asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { CartRow } from './cart';
import type { Db } from './client';
import { accounts, billingDetails, cartItems, instanceTypes, plans, services } from './schema';

type Columns<T extends SQLiteTable> = T['_']['columns'];
/** A left-joined table's columns: each may be NULL when the join found no row. */
type Joined<T extends SQLiteTable> = { [K in keyof Columns<T>]: SQL.Aliased<Columns<T>[K]['_']['data'] | null> };

function joined<T extends SQLiteTable>(table: T, prefix: string): Joined<T> {
  const entries = Object.entries(getTableColumns(table)).map(([key, column]) => [
    key,
    sql`${column}`.mapWith(column).as(`${prefix}_${column.name}`),
  ]);
  return Object.fromEntries(entries) as Joined<T>;
}

/** The account's billing details and cart lines with their items, unrun (`account`: an id or SQL for one). */
export function cartContents(db: Db, account: string | SQL) {
  return db
    .select({
      billing: joined(billingDetails, 'billing'),
      line: joined(cartItems, 'line'),
      plan: joined(plans, 'plan'),
      service: joined(services, 'service'),
      instance: joined(instanceTypes, 'instance'),
    })
    .from(accounts)
    .leftJoin(billingDetails, eq(billingDetails.accountId, accounts.id))
    .leftJoin(cartItems, eq(cartItems.accountId, accounts.id))
    .leftJoin(plans, eq(plans.id, cartItems.planId))
    .leftJoin(services, eq(services.id, cartItems.serviceId))
    .leftJoin(instanceTypes, eq(instanceTypes.id, cartItems.instanceId))
    .where(eq(accounts.id, account))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

type ContentsRow = Awaited<ReturnType<typeof cartContents>>[number];

/** A joined row, or null when the join found none (its key, never NULL in a real row, is NULL). */
function present<T>(row: { [K in keyof T]: T[K] | null }, key: keyof T): T | null {
  return row[key] === null ? null : (row as T);
}

/** `cartContents`' rows as the billing details and the cart's rows (`cartRowsWithCatalog`'s shape). */
export function toCartContents(rows: readonly ContentsRow[]): {
  billing: typeof billingDetails.$inferSelect | null;
  rows: CartRow[];
} {
  const first = rows[0];
  const billing = first ? present<typeof billingDetails.$inferSelect>(first.billing, 'accountId') : null;
  const lines: CartRow[] = [];
  for (const row of rows) {
    const line = present<typeof cartItems.$inferSelect>(row.line, 'id');
    if (!line) continue;
    lines.push({
      line,
      plan: present<typeof plans.$inferSelect>(row.plan, 'id'),
      service: present<typeof services.$inferSelect>(row.service, 'id'),
      instance: present<typeof instanceTypes.$inferSelect>(row.instance, 'id'),
    });
  }
  return { billing, rows: lines };
}
