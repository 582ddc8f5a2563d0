/**
 * The row of an `INSERT … SELECT` by column name: drizzle's insert names every column of the table in
 * the schema's order, so the SELECT list must follow it; here it is put in that order from the names,
 * and a column left out does not type-check, so moving a column in the schema cannot shift values.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

export type SelectRow<T extends SQLiteTable> = { [K in keyof T['_']['columns']]: unknown };

/** `SELECT <row's values in the table's column order> <rest>`, for `db.insert(table).select(…)`. */
export function selectRow<T extends SQLiteTable>(table: T, row: SelectRow<T>, rest: SQL): SQL {
  const values = Object.keys(getTableColumns(table)).map((name) => sql`${row[name as keyof SelectRow<T>]}`);
  return sql`SELECT ${sql.join(values, sql`, `)} ${rest}`;
}
