/**
 * Per-client rate limit (R20: 429 with a clear message), reusable for any route: each use
 * names its own bucket, limit and window. Counting happens before validation, so malformed
 * requests count too.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getDb } from '../db/client';
import { hitRateLimit, pruneRateLimits } from '../db/rate-limits';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/envelope';
import { documented, failure, retryAfter as retryAfterHeader } from '../openapi/responses';

export type RateLimitOptions = {
  /** Names the counter, so separate endpoints do not share one budget. */
  bucket: string;
  /** Requests allowed per client in one window. */
  limit: number;
  /** Window length; at most a day, since older counters are pruned. */
  windowMs: number;
  /** The 429 text, given the seconds until the window ends. */
  message?: (retryAfterSeconds: number) => string;
};

const DAY_MS = 86_400_000;

/**
 * The client: Cloudflare sets `cf-connecting-ip` on every request it proxies (and replaces any
 * value a client sends). Without it (local tools), the first `x-forwarded-for` hop, else one
 * shared "unknown" client, which errs on the side of limiting.
 */
export function clientKey(c: Context): string {
  const ip = c.req.header('cf-connecting-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0];
  return ip?.trim().toLowerCase().slice(0, 64) || 'unknown';
}

/** "1 minute", "10 minutes": the wait, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function retryMessage(seconds: number): string {
  return `Too many requests. Please try again in ${waitText(seconds)}.`;
}

export function rateLimit({ bucket, limit, windowMs, message = retryMessage }: RateLimitOptions) {
  const limiter = createMiddleware<AppEnv>(async (c, next) => {
    const db = getDb(c.env.DB);
    const now = Date.now();
    const hit = await hitRateLimit(db, `${bucket}:${clientKey(c)}`, windowMs, now);
    // Stale counters are swept now and then, off the request's critical path.
    if (Math.random() < 0.01) c.executionCtx.waitUntil(pruneRateLimits(db, now - DAY_MS));
    if (hit.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((hit.windowStart + windowMs - now) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw new ApiError(429, message(retryAfter));
    }
    await next();
  });
  const window = windowMs >= 60_000 ? waitText(windowMs / 1000) : `${windowMs / 1000} seconds`;
  return documented(limiter, {
    responses: { 429: failure(`More than ${limit} requests from one client in ${window}`, retryAfterHeader) },
  });
}
