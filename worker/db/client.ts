/**
 * drizzle over D1, or over one D1 Sessions API session (read replication).
 *
 * drizzle-orm 0.45.4's D1 driver types its client as a whole `D1Database`, but only ever calls
 * `prepare()` and `batch()` on it (d1/session.js), which a `D1DatabaseSession` has too. So a
 * session goes in through `sessionClient`, a `D1Database` whose `prepare`/`batch` are the
 * session's; the methods a session lacks (`exec`, `dump`, `withSession`) throw, and nothing here
 * calls them.
 */
import { drizzle } from 'drizzle-orm/d1';

/**
 * Without `schema`: nothing here uses drizzle's relational queries (`db.query`), and with a schema
 * drizzle walks every table's relations on each `drizzle()` call, i.e. on every request.
 */
export function getDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof getDb>;

export function sessionClient(session: D1DatabaseSession): D1Database {
  const unsupported = (what: string) => () => {
    throw new Error(`${what} is not available on a D1 session`);
  };
  const client = {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: unsupported('exec()'),
    dump: unsupported('dump()'),
    withSession: unsupported('withSession()'),
  };
  return client as D1Database;
}

/** drizzle over one D1 session, and the session as a plain client for statements built once (db/compiled.ts). */
export function sessionDb(session: D1DatabaseSession): { d1: D1Database; db: Db } {
  const d1 = sessionClient(session);
  return { d1, db: getDb(d1) };
}
