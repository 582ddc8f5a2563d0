/**
 * Rate limits as middleware (429 with a clear message and `Retry-After`). The numbers come
 * from lib/limits.ts, which reads them from the Worker's vars. `rateLimit` counts an anonymous
 * request per client address before validation (its own round trip: there is no session to join); a
 * signed-in route's limits are counted in its one batch, as its declaration names them
 * (middleware/signed-in-route.ts).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { enforceLimits } from '../lib/attempts';
import { clientKey } from '../lib/client-address';
import { describeDefault, LIMITS, type LimitName, waitText } from '../lib/limits';
import { documented, failure, retryAfter as retryAfterHeader } from '../openapi/responses';

export { waitText };

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
    await enforceLimits(c, [{ name, key: clientKey(c) }], message);
    await next();
  });
  return documented(limiter, { responses: { 429: documentLimit([name]) } });
}
