/**
 * Brute-force guard for login (issue 6): after 10 failed logins for one e-mail, or from one
 * client, within 15 minutes, every login for that e-mail or from that client gets 429 until the
 * window passes. Only failures count, so a customer who types the password right is never
 * slowed down by their own successful logins.
 */
import type { Db } from '../db/client';
import { hitRateLimit, peekRateLimit } from '../db/rate-limits';
import { waitText } from '../middleware/rate-limit';

export const LOGIN_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;

export const tooManyLogins = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${waitText(seconds)}.`;

const keys = (email: string, client: string) => [`login-email:${email}`, `login-client:${client}`];

/** Seconds until login may be tried again, or null when it may be tried now. */
export async function loginRetryAfter(db: Db, email: string, client: string, now = Date.now()): Promise<number | null> {
  const hits = await Promise.all(keys(email, client).map((key) => peekRateLimit(db, key, LOGIN_LIMIT.windowMs, now)));
  const blocked = hits.filter((hit) => hit.count >= LOGIN_LIMIT.failures);
  if (blocked.length === 0) return null;
  const until = Math.max(...blocked.map((hit) => hit.windowStart + LOGIN_LIMIT.windowMs));
  return Math.max(1, Math.ceil((until - now) / 1000));
}

export async function recordLoginFailure(db: Db, email: string, client: string, now = Date.now()): Promise<void> {
  await Promise.all(keys(email, client).map((key) => hitRateLimit(db, key, LOGIN_LIMIT.windowMs, now)));
}
