import type { Db } from '../db/client';
import { runBatch } from '../db/compiled';
import { countHit, type RateLimitHit, refundHit } from '../db/rate-limits';
import type { RequestContext } from '../env';
import { ApiError } from './envelope';
import { LIMITS, type LimitName, type LimitVars, limitOf, retryAfterSeconds } from './limits';
import { namedBatch } from './named-batch';

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
 * while the earlier ones are within their limits (db/rate-limits.ts, `gatedRateLimitHit`). They are
 * named by limit: run them (alone with `run`, or spread into a larger named batch), then `judge` the
 * results by those names.
 */
export function countAttempt(db: Db, env: LimitVars, counters: readonly Counter[], now = Date.now()) {
  const specs = counters.map(({ name, key }) => ({
    name,
    key: `${LIMITS[name].bucket}:${key}`,
    ...limitOf(env, name),
  }));
  const statements = Object.fromEntries(
    specs.map((spec, index) => [spec.name, countHit(db, spec.key, spec.windowMs, specs.slice(0, index), now)]),
  ) as Record<LimitName, ReturnType<typeof countHit>>;
  const judge = (results: Partial<Record<LimitName, readonly RateLimitHit[]>>): Verdict => {
    const counted: RateLimitHit[] = [];
    for (const spec of specs) {
      const hit = results[spec.name]?.[0];
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
  /** Counts the attempt in a batch of its own and judges it. */
  const run = async (client: D1Database) => {
    const batch = namedBatch(statements);
    return judge(batch.read(await runBatch(client, batch.statements)));
  };
  return { statements, judge, run };
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
  const { refused, refunds } = await countAttempt(c.var.db, c.env, counters).run(c.var.d1);
  if (refused) {
    c.header('Retry-After', String(refused.retryAfter));
    throw new ApiError(429, message(refused.retryAfter));
  }
  return refunds;
}
