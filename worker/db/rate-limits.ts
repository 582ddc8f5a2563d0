/**
 * Fixed-window request counters for the rate limits (lib/limits.ts). D1 has no interactive
 * transactions, so the read-check-write is one conditional upsert: concurrent requests each get
 * their own count back and none is lost.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema';

export type RateLimitHit = {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window started (ms since the epoch). */
  windowStart: number;
};

/** The upsert that counts one request for `key`, not yet run (to await, or to put in a batch). */
export function rateLimitHit(db: Db, key: string, windowMs: number, now = Date.now()) {
  // A window that has run out starts again at 1; SQLite evaluates every SET expression on the old row.
  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  return db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

/** Counts one request for `key` and answers the count in the current window. */
export async function hitRateLimit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<RateLimitHit> {
  const row = (await rateLimitHit(db, key, windowMs, now))[0];
  if (!row) throw new Error('Rate-limit upsert returned no row');
  return row;
}

/** Deletes counters whose window started before `before`; they would restart at 1 anyway. */
export async function pruneRateLimits(db: Db, before: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}

/** The read of `key`'s current window without counting anything, not yet run. */
export function rateLimitPeek(db: Db, key: string, windowMs: number, now = Date.now()) {
  return db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.windowStart} > ${now - windowMs}`);
}

/** A counter that must be within its limit before the next one of an attempt is counted. */
export type Gate = { key: string; limit: number };

/**
 * Like `rateLimitHit`, but counts only while every counter of `gates` (upserted earlier in the same
 * batch) is within its limit; answers no row otherwise. So an attempt refused by a narrow counter
 * (one account from one client) is never charged to a wider one (the account from everywhere), and
 * a stranger held at 429 cannot run the owner's budget down. Unrun.
 */
export function gatedRateLimitHit(db: Db, key: string, windowMs: number, gates: readonly Gate[], now = Date.now()) {
  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}`;
  const open =
    gates.length === 0
      ? sql`1`
      : sql.join(
          gates.map(
            (gate) => sql`(SELECT gate.count FROM rate_limits AS gate WHERE gate.key = ${gate.key}) <= ${gate.limit}`,
          ),
          sql` AND `,
        );
  return db
    .insert(rateLimits)
    .select(sql`SELECT ${key}, ${now}, 1 WHERE ${open}`)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
      setWhere: open,
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

/** Takes back one counted attempt of `key`'s window `windowStart` (it turned out right), unrun. */
export function refundRateLimitHit(db: Db, key: string, windowStart: number) {
  return db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}
