/**
 * Every text of API tokens (`/api/tokens`, `/api/team/tokens`) the pages and the API show, without
 * Valibot (`tokens.ts` re-exports it).
 */
import { TOKEN_SCOPES, type TokenScope } from '../domain/api-tokens';

export const tokenErrors = {
  malformed: 'This API token is not valid: check that it was copied whole.',
  expired: 'This API token has expired or was revoked.',
  sessionOnly: 'This needs a browser session: API tokens are not accepted here.',
  missingScope: (scope: TokenScope) => `This API token does not have the ${scope} scope.`,
  creatorLeft: 'This API token no longer works: the person who made it is not a member of its account any more.',
  scopeBeyondRole: (scope: TokenScope) => `Your role in this account cannot give a token the ${scope} scope.`,
  nameRequired: 'Token name is required',
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: `Scopes are ${TOKEN_SCOPES.join(', ')}`,
  expiryInvalid: 'Choose an expiry of 7, 30, 90 or 365 days',
  notFound: 'Token not found',
  unverified: 'Verify your e-mail address before creating API tokens.',
  tooMany: (max: number) =>
    `You have ${max} live API tokens in this account, the most there can be. Revoke one you no longer use first.`,
} as const;

/** Live tokens one person may have in one account (docs/decisions/api-tokens.md). */
export const MAX_LIVE_TOKENS = 50;

export const SCOPE_LABELS: Record<TokenScope, string> = {
  'orders:read': 'Read orders',
  'orders:write': 'Place orders',
  'cart:read': 'Read the cart',
  'cart:write': 'Change the cart',
  'billing:read': 'Read billing details and invoices',
  'catalog:read': 'Read the catalog',
  'services:read': 'Read services and their usage',
  'services:write': 'Cancel services',
};

/** What the pages say after a token was made, copied or revoked. */
export const tokenMessages = {
  created: 'Token created. Copy it now: it is shown only once.',
  revoked: 'Token revoked.',
  copied: 'Token copied.',
} as const;

/** Where a customer manages their API tokens. */
export const TOKENS_PATH = '/profile/tokens';
