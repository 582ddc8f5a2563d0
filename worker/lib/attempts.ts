import type { Db } from '../db/client';
import { runBatch } from '../db/compiled';
import { countHit, type RateLimitHit, refundHit } from '../db/rate-limits';
import type { RequestContext } from '../env';
import { ApiError } from './envelope';
import { LIMITS, type LimitName, type LimitVars, limitOf, retryAfterSeconds } from './limits';

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
  refunds: ReturnType<typeof refundHit>[];
};

/**
 * The statements that count one attempt against `counters`, narrowest first: each is counted only
 * while the earlier ones are within their limits (db/rate-limits.ts, `gatedRateLimitHit`). Run the
 * statements (alone or in a larger batch), then `judge` their results, in order.
 */
export function countAttempt(db: Db, env: LimitVars, counters: readonly Counter[], now = Date.now()) {
  const specs = counters.map(({ name, key }) => ({
    name,
    key: `${LIMITS[name].bucket}:${key}`,
    ...limitOf(env, name),
  }));
  const statements = specs.map((spec, index) => countHit(db, spec.key, spec.windowMs, specs.slice(0, index), now));
  const judge = (results: readonly (readonly RateLimitHit[])[]): Verdict => {
    const counted: RateLimitHit[] = [];
    for (const [index, spec] of specs.entries()) {
      const hit = results[index]?.[0];
      // No row: an earlier counter was over its limit (the loop has returned there already).
      if (!hit) break;
      if (hit.count > spec.limit) {
        const retryAfter = retryAfterSeconds(hit.windowStart, spec.windowMs, now);
        return { refused: { name: spec.name, retryAfter, first: hit.count === spec.limit + 1 }, refunds: [] };
      }
      counted.push(hit);
    }
    const refunds = counted.map((hit, index) => refundHit(db, specs[index]?.key ?? '', hit.windowStart));
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

/**
 * Counts this request against `counters` and answers 429 (with `Retry-After` and `message`) past
 * any of them; answers the refunds, for a guess that turns out right.
 */
export async function enforceLimits(
  c: RequestContext,
  counters: readonly Counter[],
  message: (seconds: number) => string,
): Promise<Verdict['refunds']> {
  const attempt = countAttempt(c.var.db, c.env, counters);
  const { refused, refunds } = attempt.judge(await runBatch(c.var.d1, attempt.statements));
  if (refused) {
    c.header('Retry-After', String(refused.retryAfter));
    throw new ApiError(429, message(refused.retryAfter));
  }
  return refunds;
}
