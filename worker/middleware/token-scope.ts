/**
 * A route an API token may call names the scope it needs (docs/decisions/api-tokens.md); a route
 * without one answers a token 401, so account security (password, factors, sessions, tokens, team
 * membership) is for browser sessions only by default.
 */
import { createMiddleware } from 'hono/factory';
import { tokenErrors } from '../../site/shared/api/api-tokens-messages';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import type { SignedInEnv } from '../env';
import { documented, failure } from '../openapi/responses';

export function tokenScope(scope: TokenScope) {
  const middleware = createMiddleware<SignedInEnv>(async (c, next) => {
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

export { optionalToken } from './signed-in-route';
