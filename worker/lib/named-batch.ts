/**
 * A batch by name: `statements` in the order the object lists them (the order D1 runs them), and
 * `read(results)` answering each statement's rows under its name, so no route reads `results[6]`.
 * `runNamed` does both for a batch sent through drizzle's own `db.batch()`, `runNamedD1` for plain D1
 * statements.
 */
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import type { BatchItemOf, BatchResults } from '../db/compiled';

export function namedBatch<const N extends Record<string, BatchItemOf>>(named: N) {
  const names = Object.keys(named);
  return {
    statements: Object.values(named),
    read: (results: readonly unknown[]) =>
      Object.fromEntries(names.map((name, index) => [name, results[index]])) as {
        [K in keyof N]: BatchResults<[N[K]]>[0];
      },
  };
}

/** Runs `named` as one drizzle batch (one transaction) and answers each statement's result by name. */
export async function runNamed<const N extends Record<string, BatchItem<'sqlite'>>>(
  db: Db,
  named: N,
): Promise<{ [K in keyof N]: BatchResponse<[N[K]]>[0] }> {
  const names = Object.keys(named);
  const statements = Object.values(named) as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]];
  const results: readonly unknown[] = await db.batch(statements);
  return Object.fromEntries(names.map((name, index) => [name, results[index]])) as {
    [K in keyof N]: BatchResponse<[N[K]]>[0];
  };
}

/** Runs plain D1 statements, named, as one batch and answers each statement's result by name. */
export async function runNamedD1<const N extends Record<string, D1PreparedStatement>>(
  client: D1Database,
  named: N,
): Promise<{ [K in keyof N]: D1Result<Record<string, unknown>> }> {
  const names = Object.keys(named);
  const results = await client.batch<Record<string, unknown>>(Object.values(named));
  return Object.fromEntries(names.map((name, index) => [name, results[index]])) as {
    [K in keyof N]: D1Result<Record<string, unknown>>;
  };
}
