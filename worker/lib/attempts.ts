/**
 * Limits that guard a guess (a password, a second-factor code). Each attempt is counted before the
 * guess is looked at, by the statement that also answers the count, so N attempts sent at once are
 * checked no more often than N sent one after another. A right guess gives its count back: only
 * wrong ones use the budget (docs/decisions/password-guess-limits.md).
 */
import type { Db } from '../db/client';
import { gatedRateLimitHit, type RateLimitHit, refundRateLimitHit } from '../db/rate-limits';
import { LIMITS, type LimitName, type LimitVars, limitOf } from './limits';

/** One budget an attempt is charged to: a row of lib/limits.ts and whose budget it is. */
export type Counter = { name: LimitName; key: string };

export type Refusal = {
  name: LimitName;
  /** Seconds until the refusing counter's window ends. */
  retryAfter: number;
  /** The first refusal of this window: worth recording once, not on every retry of an attacker. */
  first: boolean;
};

export type Verdict = {
  refused: Refusal | null;
  /** The statements that give this attempt back (after a right guess), unrun. */
  refunds: ReturnType<typeof refundRateLimitHit>[];
};

/**
 * The statements that count one attempt against `counters`, narrowest first: each is counted only
 * while the earlier ones are within their limits (db/rate-limits.ts, `gatedRateLimitHit`). Run the
 * statements (alone or in a larger batch), then `judge` their results, in order.
 */
export function countAttempt(db: Db, env: LimitVars, counters: readonly Counter[], now = Date.now()) {
  const specs = counters.map(({ name, key }) => ({ name, key: `${LIMITS[name].bucket}:${key}`, ...limitOf(env, name) }));
  const statements = specs.map((spec, index) =>
    gatedRateLimitHit(db, spec.key, spec.windowMs, specs.slice(0, index), now),
  );
  const judge = (results: readonly (readonly RateLimitHit[])[]): Verdict => {
    const counted: RateLimitHit[] = [];
    for (const [index, spec] of specs.entries()) {
      const hit = results[index]?.[0];
      // No row: an earlier counter was over its limit (the loop has returned there already).
      if (!hit) break;
      if (hit.count > spec.limit) {
        const retryAfter = Math.max(1, Math.ceil((hit.windowStart + spec.windowMs - now) / 1000));
        return { refused: { name: spec.name, retryAfter, first: hit.count === spec.limit + 1 }, refunds: [] };
      }
      counted.push(hit);
    }
    const refunds = counted.map((hit, index) => refundRateLimitHit(db, specs[index]?.key ?? '', hit.windowStart));
    return { refused: null, refunds };
  };
  return { statements, judge };
}

/**
 * The budgets a password attempt for the account `email` from `client` is charged to, at sign-in
 * and wherever a signed-in customer types the password again: hard per account and client, then
 * per client, then a far larger ceiling per account, so a stranger held at 429 does not lock the
 * owner out from another address.
 */
export const passwordCounters = (email: string, client: string): Counter[] => [
  { name: 'loginFailures', key: `${email}|${client}` },
  { name: 'loginFailuresClient', key: client },
  { name: 'loginFailuresAccount', key: email },
];
