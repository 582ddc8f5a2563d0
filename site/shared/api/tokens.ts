/**
 * `/api/tokens`: the signed-in customer's API tokens for the current account (docs/decisions/api-tokens.md).
 * Texts in `tokens-messages.ts`, re-exported here.
 */
import * as v from 'valibot';
import { TOKEN_EXPIRY_DAYS, TOKEN_SCOPES } from '../domain/api-tokens';
import { defineSchema, requestObject, timestamp, tooLong } from './common';
import { tokenErrors } from './tokens-messages';

export * from './tokens-messages';

export const TOKEN_NAME_MAX = 60;
const CONTROLS = String.raw`\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069`;
const ONE_LINE = /* @__PURE__ */ defineSchema(() => new RegExp(`^[^${CONTROLS}]*$`));

export const tokenCreateSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    name: v.pipe(
      v.string(tokenErrors.nameRequired),
      v.trim(),
      v.minLength(1, tokenErrors.nameRequired),
      v.maxLength(TOKEN_NAME_MAX, tooLong('Token name', TOKEN_NAME_MAX)),
      v.regex(ONE_LINE, 'Token name must be one line'),
    ),
    scopes: v.pipe(
      v.array(v.picklist(TOKEN_SCOPES, tokenErrors.scopeUnknown), tokenErrors.scopesRequired),
      v.minLength(1, tokenErrors.scopesRequired),
      v.maxLength(TOKEN_SCOPES.length, tokenErrors.scopeUnknown),
      v.transform((scopes) => [...new Set(scopes)].sort()),
    ),
    expiresInDays: v.picklist(TOKEN_EXPIRY_DAYS, tokenErrors.expiryInvalid),
  }),
);
export type TokenCreateInput = v.InferInput<typeof tokenCreateSchema>;

export const tokenIdSchema = /* @__PURE__ */ defineSchema(() => v.pipe(v.string(), v.uuid('Token id must be a UUID')));

export const TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;

export const tokenData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    id: v.string(),
    name: v.string(),
    hint: v.pipe(v.string(), v.description("The token's last four characters")),
    scopes: v.array(v.picklist(TOKEN_SCOPES)),
    status: v.picklist(TOKEN_STATUSES),
    createdAt: timestamp('When it was made'),
    expiresAt: timestamp('When it stops working'),
    lastUsedAt: v.pipe(v.nullable(v.string()), v.description('Its last use, to 5 minutes; null if never used')),
  }),
);
export type ApiToken = v.InferOutput<typeof tokenData>;

export const tokenListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    tokens: v.pipe(v.array(tokenData), v.description('Your tokens for the current account, newest first')),
  }),
);

export const tokenCreatedData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    token: v.pipe(v.string(), v.description('The token itself: shown this once, never again')),
    details: tokenData,
  }),
);

/** A token of the team, as its owners and admins see it: with the member who made it. */
export const teamTokenData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    ...tokenData.entries,
    maker: v.pipe(
      v.strictObject({ id: v.string(), name: v.string(), email: v.string() }),
      v.description('The member who made it'),
    ),
  }),
);
export type TeamApiToken = v.InferOutput<typeof teamTokenData>;

export const teamTokenListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    tokens: v.pipe(v.array(teamTokenData), v.description("Every token of the team's members, newest first")),
  }),
);

/** A live token of the person, in whichever account it was made for. */
export const ownTokenData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    ...tokenData.entries,
    account: v.pipe(
      v.strictObject({ id: v.string(), kind: v.picklist(['personal', 'team']), name: v.string() }),
      v.description("The account it acts for ('' as the name of the personal account)"),
    ),
  }),
);
export type OwnApiToken = v.InferOutput<typeof ownTokenData>;

export const ownTokenListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    tokens: v.pipe(v.array(ownTokenData), v.description('Your live tokens in every account, newest first')),
  }),
);
