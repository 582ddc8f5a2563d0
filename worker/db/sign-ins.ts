/**
 * The short sign-in history of each account (R31): time, device, success or failure, method.
 * Every record prunes the account's older rows in the same batch, so an account never holds more
 * than SIGN_IN_HISTORY rows and nothing has to sweep the table.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { deviceLabel } from '../lib/device';
import type { Db } from './client';
import { signIns, users } from './schema';

export const SIGN_IN_HISTORY = 20;

export const SIGN_IN_METHODS = ['password', 'totp', 'recovery-code', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export type SignInRecord = (
  | {
      /** The account signing in. */
      userId: string;
    }
  | {
      /** The address tried: recorded only when an account has it (nobody could see it otherwise). */
      email: string;
    }
) & {
  ok: boolean;
  /** The request's `User-Agent`; only the device it names is kept ("Chrome on Linux"). */
  userAgent: string | null | undefined;
  method: SignInMethod;
  now?: number;
};

/**
 * The statements that record one sign-in and prune the account's history to the newest
 * SIGN_IN_HISTORY rows, unrun: put them in the request's own batch (createSession's `alsoRun`
 * after a success, the failure counters' batch after a failure), or run them with `db.batch(…)`.
 *
 * With `email`, the account is a subquery: an unknown address inserts and deletes nothing, yet
 * runs the same statements as a known one, so recording a failure does not tell them apart.
 */
export function recordSignIn(db: Db, record: SignInRecord) {
  const now = record.now ?? Date.now();
  const account = 'userId' in record ? eq(users.id, record.userId) : eq(users.email, record.email.trim().toLowerCase());
  const owner = sql`(SELECT ${users.id} FROM ${users} WHERE ${account})`;
  const insert = db
    .insert(signIns)
    .select(
      sql`SELECT ${crypto.randomUUID()}, ${users.id}, ${now}, ${record.ok ? 1 : 0}, ${record.method}, ${deviceLabel(record.userAgent)} FROM ${users} WHERE ${account}`,
    );
  // rowid breaks ties between sign-ins of the same millisecond: the later insert is the newer.
  const kept = sql`SELECT ${signIns.id} FROM ${signIns} WHERE ${signIns.userId} = ${owner} ORDER BY ${signIns.createdAt} DESC, rowid DESC LIMIT ${SIGN_IN_HISTORY}`;
  const prune = db.delete(signIns).where(and(eq(signIns.userId, owner), sql`${signIns.id} NOT IN (${kept})`));
  return [insert, prune] as const;
}

/** The user's sign-ins, newest first, unrun. */
export function signInsOf(db: Db, userId: SQL) {
  return db
    .select({ createdAt: signIns.createdAt, ok: signIns.ok, method: signIns.method, device: signIns.device })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.createdAt), desc(sql`rowid`))
    .limit(SIGN_IN_HISTORY);
}

export type SignInRow = { createdAt: number; ok: boolean; method: SignInMethod; device: string };

export const toSignIn = (row: SignInRow) => ({
  at: new Date(row.createdAt).toISOString(),
  device: row.device,
  outcome: row.ok ? ('success' as const) : ('failure' as const),
  method: row.method,
});
