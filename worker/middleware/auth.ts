/**
 * Bearer-token guard: a missing, unknown, expired or revoked token gets 401. The token
 * is only read here; the session is looked up in the route's own D1 batch (lib/signed-in.ts), so a
 * signed-in request costs one round trip. A request refused before its route ran (an invalid body
 * or header) is checked on the way out, so a bad token still answers 401 before a 400. A session
 * whose last-seen time is stale gets it written after the answer.
 */
import { createMiddleware } from 'hono/factory';
import { touchSession } from '../db/sessions';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError } from '../lib/envelope';
import { SESSION_EXPIRED, SignedIn } from '../lib/signed-in';
import { hashToken } from '../lib/tokens';
import { documented, failure } from '../openapi/responses';

export { SESSION_EXPIRED };

const guard = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!header) throw new ApiError(401, 'Authentication required');
  if (!match?.[1]) throw new ApiError(401, SESSION_EXPIRED);
  const signedIn = new SignedIn(c.var.d1, await hashToken(match[1]), Date.now(), c.env, clientKey(c), (seconds) =>
    c.header('Retry-After', String(seconds)),
  );
  c.set('signedIn', signedIn);
  await next();
  if (!signedIn.ran) await signedIn.settle();
  // "Last seen", at most every few minutes and after the answer (see lib/signed-in.ts).
  if (signedIn.staleSessionId) c.executionCtx.waitUntil(touchSession(c.var.db, signedIn.staleSessionId));
});

/** Every route behind it is documented with the bearer scheme and its 401. */
export const requireAuth = documented(guard, {
  security: [{ bearerAuth: [] }],
  responses: { 401: failure('No token, or an unknown, expired or revoked one: sign in again') },
});
