/**
 * Fixed-window counters of the rate limits (lib/limits.ts). D1 has no interactive transactions, so
 * counting and reading the count are one conditional upsert: requests sent at once each get their
 * own count back and none is lost. Counters whose window has ended are deleted by the scheduled
 * clean-up (worker/scheduled.ts).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema';

export type RateLimitHit = {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** When the current window started (ms since the epoch). */
  windowStart: number;
};

/** A counter that must be within its limit before the next one of a request is counted. */
export type Gate = { key: string; limit: number };

/**
 * Counts one request for `key` and answers its count in the current window (a window that has run
 * out starts again at 1), but only while every counter of `gates` (counted earlier in the same
 * batch) is within its limit; answers no row otherwise. So a request refused by a narrow counter (one
 * account from one client) is never charged to a wider one (the account from everywhere), and a
 * stranger held at 429 cannot run the owner's budget down. Unrun.
 */
export function countHit(db: Db, key: string, windowMs: number, gates: readonly Gate[] = [], now = Date.now()) {
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
  // SQLite evaluates every SET expression on the old row, and needs a WHERE on an INSERT … SELECT with ON CONFLICT.
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

/** Takes back one counted request of `key`'s window `windowStart` (a guess that was right), unrun. */
export function refundHit(db: Db, key: string, windowStart: number) {
  return db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}
