/**
 * The short sign-in history of each account: time, device, outcome, method. Every record prunes
 * the account's older rows of its kind in the same batch, so an account never holds more than
 * SIGN_IN_HISTORY successes and SIGN_IN_HISTORY others, and nothing has to sweep the table.
 * Successes are kept apart so that failures never push one out (docs/decisions/sign-in-history.md).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { SignInMethod, SignInOutcome } from '../../site/shared/domain/accounts';
import { deviceLabel } from '../lib/device';
import type { UserRef } from './actor';
import type { Db } from './client';
import { signIns, users } from './schema';

/** How many successes an account keeps, and apart from them how many failures and refusals. */
export const SIGN_IN_HISTORY = 20;
/** What the history lists at most: both kinds in full. */
export const SIGN_INS_LISTED = 2 * SIGN_IN_HISTORY;

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
  outcome: SignInOutcome;
  /** The request's `User-Agent`; only the device it names is kept ("Chrome on Linux"). */
  userAgent: string | null | undefined;
  method: SignInMethod;
  now?: number;
};

/**
 * The statements that record one sign-in and prune the account's rows of the same kind (successes,
 * or failures and refusals together) to the newest SIGN_IN_HISTORY, unrun: put them in the
 * request's own batch (createSession's `alsoRun` after a success, the failure counters' batch after
 * a failure), or run them with `db.batch(…)`.
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
      sql`SELECT ${crypto.randomUUID()}, ${users.id}, ${now}, ${record.outcome}, ${record.method}, ${deviceLabel(record.userAgent)} FROM ${users} WHERE ${account}`,
    );
  const sameKind = record.outcome === 'success' ? eq(signIns.outcome, 'success') : ne(signIns.outcome, 'success');
  // rowid breaks ties between sign-ins of the same millisecond: the later insert is the newer.
  const kept = sql`SELECT ${signIns.id} FROM ${signIns} WHERE ${signIns.userId} = ${owner} AND ${sameKind} ORDER BY ${signIns.createdAt} DESC, rowid DESC LIMIT ${SIGN_IN_HISTORY}`;
  const prune = db.delete(signIns).where(and(eq(signIns.userId, owner), sameKind, sql`${signIns.id} NOT IN (${kept})`));
  return [insert, prune] as const;
}

/** The user's sign-ins, newest first, both kinds, unrun. */
export function signInsOf(db: Db, userId: UserRef) {
  return db
    .select({ createdAt: signIns.createdAt, outcome: signIns.outcome, method: signIns.method, device: signIns.device })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.createdAt), desc(sql`rowid`))
    .limit(SIGN_INS_LISTED);
}

export type SignInRow = { createdAt: number; outcome: SignInOutcome; method: SignInMethod; device: string };

export type SignIn = { at: string; device: string; outcome: SignInOutcome; method: SignInMethod };

export const toSignIn = (row: SignInRow): SignIn => ({
  at: new Date(row.createdAt).toISOString(),
  device: row.device,
  outcome: row.outcome,
  method: row.method,
});
