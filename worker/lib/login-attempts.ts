/**
 * Brute-force guard for login (issue 6): after N failed logins for one e-mail, or from one
 * client, within the window (`RATE_LIMIT_LOGIN_FAILURES`, default 10 in 15 minutes), every login
 * for that e-mail or from that client gets 429 until the window passes. Only failures count, so a
 * customer who types the password right is never slowed down by their own successful logins.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import { type RateLimitHit, rateLimitHit } from '../db/rate-limits';
import { LIMITS, type Limit, waitText } from './limits';

export const tooManyLogins = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${waitText(seconds)}.`;

/** The counter keys of one login: the e-mail tried and the client address. */
export const loginKeys = (email: string, client: string) => [
  `${LIMITS.loginFailures.bucket}-email:${email}`,
  `${LIMITS.loginFailures.bucket}-client:${client}`,
];

/** Seconds until login may be tried again given the two counters' windows, or null when it may be tried now. */
export function loginRetryAfter(hits: RateLimitHit[], limit: Limit, now = Date.now()): number | null {
  const blocked = hits.filter((hit) => hit.count >= limit.limit);
  if (blocked.length === 0) return null;
  const until = Math.max(...blocked.map((hit) => hit.windowStart + limit.windowMs));
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/** Counts a failed login; `alsoRun` joins the same batch (the sign-in history's record, db/sign-ins.ts). */
export async function recordLoginFailure(
  db: Db,
  email: string,
  client: string,
  limit: Limit,
  now = Date.now(),
  alsoRun: readonly BatchItem<'sqlite'>[] = [],
) {
  const [emailKey, clientKey] = loginKeys(email, client) as [string, string];
  // Both counters in one round trip.
  await db.batch([
    rateLimitHit(db, emailKey, limit.windowMs, now),
    rateLimitHit(db, clientKey, limit.windowMs, now),
    ...alsoRun,
  ]);
}
