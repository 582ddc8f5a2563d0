/**
 * A route an API token may call names the scope it needs (docs/decisions/api-tokens.md); a route
 * without one answers a token 401, so account security (password, factors, sessions, tokens, team
 * membership) is for browser sessions only by default.
 */
import { createMiddleware } from 'hono/factory';
import { tokenErrors } from '../../site/shared/api/api-tokens-messages';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import { TOKEN_PREFIX } from '../../site/shared/domain/api-tokens';
import type { AppEnv } from '../env';
import { documented, failure } from '../openapi/responses';
import { requireAuth } from './auth';
import { documentLimit } from './rate-limit';

export function tokenScope(scope: TokenScope) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    c.var.signedIn.acceptToken(scope);
    await next();
  });
  return documented(middleware, {
    security: [{ apiToken: [scope] }],
    responses: {
      403: failure(`An API token without the \`${scope}\` scope: "${tokenErrors.missingScope(scope)}"`),
    },
  });
}

/**
 * A public route that an API token may also call: without a token it answers anyone; with one, the
 * token is checked as on a signed-in route (well formed, live, its maker a member, this scope).
 */
export function optionalToken(scope: TokenScope) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization')?.trim() ?? '';
    if (!header.startsWith(`Bearer ${TOKEN_PREFIX}`)) return next();
    return requireAuth(c, async () => {
      c.var.signedIn.acceptToken(scope);
      await c.var.signedIn.settle();
      await next();
    });
  });
  return documented(middleware, {
    security: [{}, { apiToken: [scope] }],
    responses: {
      401: failure(`An API token that is malformed, expired, revoked or whose maker left its account`),
      403: failure(`An API token without the \`${scope}\` scope: "${tokenErrors.missingScope(scope)}"`),
      429: documentLimit(['apiToken']),
    },
  });
}
