/**
 * Bearer-token guard: a missing, unknown, expired or revoked token gets 401. The token
 * is only read here; the session is looked up in the route's own D1 batch (lib/signed-in.ts), so a
 * signed-in request costs one round trip. A request refused before its route ran (an invalid body
 * or header) is checked on the way out, so a bad token still answers 401 before a 400. A session
 * whose last-seen time is stale gets it written after the answer.
 */
import { createMiddleware } from 'hono/factory';
import { tokenErrors } from '../../site/shared/api/api-tokens-messages';
import { isWellFormedToken, TOKEN_PREFIX } from '../../site/shared/domain/api-tokens';
import { touchApiToken } from '../db/api-tokens';
import { touchSession } from '../db/sessions';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError } from '../lib/envelope';
import { SESSION_EXPIRED, SignedIn } from '../lib/signed-in';
import { hashToken } from '../lib/tokens';
import { documented, failure } from '../openapi/responses';
import { documentLimit, retryMessage } from './rate-limit';

export { SESSION_EXPIRED };

const guard = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!header) throw new ApiError(401, 'Authentication required');
  const value = match?.[1];
  const kind = value?.startsWith(TOKEN_PREFIX) ? 'token' : 'session';
  // A mistyped or made-up API token is refused by its check characters, before any read.
  if (!value || (kind === 'token' && !isWellFormedToken(value))) {
    throw new ApiError(401, kind === 'token' ? tokenErrors.malformed : SESSION_EXPIRED);
  }
  const signedIn = new SignedIn(
    c.var.d1,
    await hashToken(value),
    Date.now(),
    c.env,
    clientKey(c),
    (seconds) => c.header('Retry-After', String(seconds)),
    kind,
  );
  if (kind === 'token') signedIn.count('apiToken', retryMessage);
  c.set('signedIn', signedIn);
  await next();
  if (!signedIn.ran) await signedIn.settle();
  // "Last seen" and "last used", at most every few minutes and after the answer (see lib/signed-in.ts).
  if (signedIn.staleSessionId) c.executionCtx.waitUntil(touchSession(c.var.db, signedIn.staleSessionId));
  if (signedIn.staleTokenId) c.executionCtx.waitUntil(touchApiToken(c.var.db, signedIn.staleTokenId));
});

/** Every route behind it is documented with the bearer scheme and its 401. */
export const requireAuth = documented(guard, {
  security: [{ bearerAuth: [] }],
  responses: {
    401: failure(
      `No token, or an unknown, expired or revoked one: sign in again. An API token: "${tokenErrors.malformed}", "${tokenErrors.expired}", "${tokenErrors.creatorLeft}", or "${tokenErrors.sessionOnly}" where only a browser session is accepted`,
    ),
    429: documentLimit(['apiToken']),
  },
});
