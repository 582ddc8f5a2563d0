/**
 * Rate limits as middleware (R20: 429 with a clear message and `Retry-After`). The numbers come
 * from lib/limits.ts, which reads them from the Worker's vars. `rateLimit` counts an anonymous
 * request per client address before validation (its own round trip: there is no session to join);
 * `signedInLimit` puts the counter into the signed-in request's one batch (lib/signed-in.ts).
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hitRateLimit, pruneRateLimits } from '../db/rate-limits';
import type { AppEnv } from '../env';
import { clientOf } from '../lib/client-address';
import { ApiError } from '../lib/envelope';
import { describeDefault, LIMITS, type LimitName, limitOf, waitText } from '../lib/limits';
import { documented, failure, retryAfter as retryAfterHeader } from '../openapi/responses';

export { waitText };

const DAY_MS = 86_400_000;

/**
 * The client: Cloudflare sets `cf-connecting-ip` on every request it proxies (and replaces any
 * value a client sends). Without it (local tools), the first `x-forwarded-for` hop, else one
 * shared "unknown" client, which errs on the side of limiting. IPv6 counts by its /64 (clientOf).
 */
export function clientKey(c: Context): string {
  const ip = c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0];
  return (ip && clientOf(ip)) || 'unknown';
}

export function retryMessage(seconds: number): string {
  return `Too many requests. Please try again in ${waitText(seconds)}.`;
}

/** The 429 of an operation counted against limits `names`, as the document describes it. */
export const documentLimit = (names: readonly LimitName[]) =>
  failure(
    names.map((name) => `More than ${describeDefault(name)} ${LIMITS[name].purpose}`).join('; or ') +
      ` (defaults; the Worker vars ${names.map((name) => `\`${LIMITS[name].variable}\``).join(', ')} set them)`,
    retryAfterHeader,
  );

/** Counts an anonymous request per client address (limit `name`) and answers 429 over it. */
export function rateLimit(name: LimitName, message: (seconds: number) => string = retryMessage) {
  const limiter = createMiddleware<AppEnv>(async (c, next) => {
    const { limit, windowMs } = limitOf(c.env, name);
    const db = c.var.db;
    const now = Date.now();
    const hit = await hitRateLimit(db, `${LIMITS[name].bucket}:${clientKey(c)}`, windowMs, now);
    // Stale counters are swept now and then, off the request's critical path.
    if (Math.random() < 0.01) c.executionCtx.waitUntil(pruneRateLimits(db, now - DAY_MS));
    if (hit.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((hit.windowStart + windowMs - now) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw new ApiError(429, message(retryAfter));
    }
    await next();
  });
  return documented(limiter, { responses: { 429: documentLimit([name]) } });
}

/**
 * Counts a signed-in request against limits `names` (per user or per address, as each is
 * scoped) inside the route's one batch; must come after `requireAuth`.
 */
export function signedInLimit(names: LimitName[], message: (seconds: number) => string = retryMessage) {
  const limiter = createMiddleware<AppEnv>(async (c, next) => {
    for (const name of names) c.var.signedIn.count(name, message);
    if (Math.random() < 0.01) c.executionCtx.waitUntil(pruneRateLimits(c.var.db, Date.now() - DAY_MS));
    await next();
  });
  return documented(limiter, { responses: { 429: documentLimit(names) } });
}
