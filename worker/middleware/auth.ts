/** Bearer-token guard (rulings R15): a missing, unknown, expired or revoked token gets 401. */
import { createMiddleware } from 'hono/factory';
import { getDb } from '../db/client';
import { findLiveSession } from '../db/sessions';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/envelope';
import { documented, failure } from '../openapi/responses';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

const guard = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!header) throw new ApiError(401, 'Authentication required');
  if (!match?.[1]) throw new ApiError(401, SESSION_EXPIRED);
  const session = await findLiveSession(getDb(c.env.DB), match[1]);
  if (!session) throw new ApiError(401, SESSION_EXPIRED);
  c.set('user', session.user);
  c.set('sessionId', session.sessionId);
  await next();
});

/** Every route behind it is documented with the bearer scheme and its 401. */
export const requireAuth = documented(guard, {
  security: [{ bearerAuth: [] }],
  responses: { 401: failure('No token, or an unknown, expired or revoked one: sign in again') },
});
