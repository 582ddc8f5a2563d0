/**
 * Statements whose SQL is built once per isolate. drizzle builds a query's SQL by
 * walking its parts and checking each one's class, a large share of a hot request's CPU
 * (docs/scaling.md has the profile). A compiled statement is built on first use, with named placeholders
 * (`sql.placeholder('name')`) where a request's values go, and kept: a request only binds its
 * values on its own D1 session and maps the rows as drizzle maps a batch's.
 *
 * Queries built per request (the colder routes) go through the same path (`toBound`), so one
 * batch can mix both.
 */
import { fillPlaceholders, type Query } from 'drizzle-orm';
import { type Db, getDb } from './client';

/** What drizzle's `prepare()` answers, as far as a batch needs it. */
type Prepared = {
  getQuery(): Query;
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
  execute(): PromiseLike<unknown>;
};
type Preparable = { prepare(): Prepared };
type RowsOf<Q extends Preparable> = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;

/** One statement for a batch: its SQL with placeholders, the values it takes, and its rows' mapping. */
export type Bound<T> = {
  readonly prepared: Prepared;
  readonly values: Readonly<Record<string, unknown>>;
  /** Only carries the row type; never set. */
  readonly rows?: T;
};

/** What a batch item answers: a bound statement's rows, or an unrun drizzle query's result. */
type ResultOf<I> = I extends Bound<infer T> ? T : I extends PromiseLike<infer T> ? T : never;
export type BatchItemOf = Bound<unknown> | (Preparable & PromiseLike<unknown>);
/** What a batch of `T` answers: each item's rows, in order. */
export type BatchResults<T extends readonly BatchItemOf[]> = { -readonly [K in keyof T]: ResultOf<T[K]> };

/**
 * drizzle that only builds SQL. Its client is never asked to run anything: drizzle's `prepare()`
 * calls `client.prepare(sql)` and keeps what it answers, and the batch prepares on the request's
 * own session instead.
 */
const builder: Db = getDb({
  prepare: () => ({}) as D1PreparedStatement,
  batch: () => Promise.reject(new Error('The statement builder runs nothing')),
} as unknown as D1Database);

/**
 * A statement built once: `compiled((db) => db.select()…where(eq(t.id, sql.placeholder('id'))))`
 * answers `(values) => Bound`, to pass to a batch (`runBatch`, `SignedIn.run`).
 */
export function compiled<Q extends Preparable>(build: (db: Db) => Q) {
  let prepared: Prepared | null = null;
  return (values: Record<string, unknown> = {}): Bound<RowsOf<Q>> => {
    prepared ??= build(builder).prepare();
    return { prepared, values };
  };
}

/** Several statements built once together, e.g. the reads of one page of data. */
export function compiledEach<const Q extends readonly Preparable[]>(build: (db: Db) => Q) {
  let prepared: Prepared[] | null = null;
  return (values: Record<string, unknown> = {}) => {
    prepared ??= build(builder).map((query) => query.prepare());
    return prepared.map((one) => ({ prepared: one, values })) as unknown as {
      -readonly [K in keyof Q]: Bound<RowsOf<Q[K]>>;
    };
  };
}

/** A query built for this request, as a batch item (its values are already in its SQL's parameters). */
function toBound(item: BatchItemOf): Bound<unknown> {
  return 'prepared' in item ? item : { prepared: item.prepare(), values: {} };
}

/**
 * Runs `items` as one D1 batch (one transaction) on `client`; `shared` fills placeholders every
 * item may use (e.g. the signed-in session's). Answers each item's rows, in order.
 */
export async function runBatch<const T extends readonly BatchItemOf[]>(
  client: D1Database,
  items: T,
  shared: Readonly<Record<string, unknown>> = {},
): Promise<BatchResults<T>> {
  const bound = items.map(toBound);
  const statements = bound.map(({ prepared, values }) => {
    const { sql, params } = prepared.getQuery();
    return client.prepare(sql).bind(...fillPlaceholders(params, { ...shared, ...values }));
  });
  const results = await client.batch(statements);
  return results.map((result, index) => bound[index]?.prepared.mapResult(result, true)) as BatchResults<T>;
}
