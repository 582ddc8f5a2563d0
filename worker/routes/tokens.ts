/**
 * `/api/tokens`: the signed-in customer's API tokens for the current account (docs/decisions/api-tokens.md).
 * Browser sessions only: no route here names a token scope, so a token cannot make or revoke tokens.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  MAX_LIVE_TOKENS,
  ownTokenListData,
  tokenCreatedData,
  tokenCreateSchema,
  tokenData,
  tokenErrors,
  tokenIdSchema,
  tokenListData,
} from '../../site/shared/api/tokens';
import { formatToken, SCOPE_ACTIONS } from '../../site/shared/domain/api-tokens';
import { can } from '../../site/shared/domain/teams';
import {
  apiTokensOf,
  insertApiToken,
  liveTokenCount,
  ownLiveTokens,
  revokeApiToken,
  toApiToken,
  toOwnApiToken,
} from '../db/api-tokens';
import { auditEntry } from '../db/audit';
import { userById } from '../db/users';
import type { AppEnv } from '../env';
import { mailTokenCreated } from '../lib/api-token-mail';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { hashToken } from '../lib/tokens';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const DAY = 86_400_000;
const tags = ['API tokens'];

export const tokens = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({ action: 'tokens:manage' }),
    describeRoute({
      tags,
      summary: 'List your API tokens',
      description: 'The tokens you made for the current account, newest first, revoked and expired ones included.',
      responses: { 200: success('Your tokens', tokenListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { account, user } = signedIn.accountActor;
      const batch = namedBatch({ tokens: apiTokensOf(db, account, user) });
      const { tokens } = batch.read((await signedIn.run(batch.statements)).results);
      const now = Date.now();
      return ok(c, { tokens: tokens.map((row) => toApiToken(row, now)) });
    },
  )
  .get(
    '/all',
    signedInRoute({}),
    describeRoute({
      tags,
      summary: 'List your live API tokens in every account',
      description:
        'Every token you made that still works, in your personal account and in each team, newest first: the Security page lists them.',
      responses: { 200: success('Your live tokens', ownTokenListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const now = Date.now();
      const batch = namedBatch({ tokens: ownLiveTokens(db, signedIn.actor.user, now) });
      const { tokens } = batch.read((await signedIn.run(batch.statements)).results);
      return ok(c, { tokens: tokens.map((row) => toOwnApiToken(row, now)) });
    },
  )
  .post(
    '/',
    signedInRoute({ action: 'tokens:manage', limits: ['tokenWrite'] }),
    jsonBody(tokenCreateSchema, { name: 'CI deploys', scopes: ['orders:read', 'orders:write'], expiresInDays: 30 }),
    describeRoute({
      tags,
      summary: 'Make an API token',
      description:
        'For the current account, with scopes your role there can use and an expiry of 7, 30, 90 or 365 days; needs a verified e-mail address, and at most 50 of your tokens may be live in one account. The answer holds the token itself, this once; only its hash is kept. A mail tells you.',
      responses: {
        201: success('The token, shown this once, and its details', tokenCreatedData),
        403: failure(
          `"${tokenErrors.unverified}", or a scope your role cannot use: "${tokenErrors.scopeBeyondRole('cart:write')}"`,
        ),
        409: failure(tokenErrors.tooMany(MAX_LIVE_TOKENS)),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { name, scopes, expiresInDays } = c.req.valid('json');
      const actor = signedIn.accountActor;
      const token = formatToken(crypto.getRandomValues(new Uint8Array(32)));
      const now = Date.now();
      const row = {
        id: crypto.randomUUID(),
        name,
        tokenHash: await hashToken(token),
        hint: token.slice(-4),
        scopes,
        expiresAt: now + expiresInDays * DAY,
      };
      // The role is known once the batch ran; a scope beyond it is refused before anything is kept.
      const batch = namedBatch({ makers: userById(db, actor.user), counted: liveTokenCount(db, actor, now) });
      const { user, account, results } = await signedIn.runInAccount(batch.statements);
      const {
        makers: [maker],
        counted: [live],
      } = batch.read(results);
      // A token outlives a password change; only a verified owner of the address may make one.
      if (!maker?.emailVerifiedAt) throw new ApiError(403, tokenErrors.unverified);
      if ((live?.n ?? 0) >= MAX_LIVE_TOKENS) throw new ApiError(409, tokenErrors.tooMany(MAX_LIVE_TOKENS));
      const beyond = scopes.find((scope) => {
        const action = SCOPE_ACTIONS[scope];
        return action !== null && !can(account.role, action);
      });
      if (beyond) throw new ApiError(403, tokenErrors.scopeBeyondRole(beyond));
      const context = { now, address: clientKey(c) };
      const made = namedBatch({
        inserted: insertApiToken(db, actor, row, now),
        audit: auditEntry(
          db,
          actor,
          { event: 'token.created', target: name, detail: { scopes: scopes.join(' ') } },
          context,
        ),
      });
      const { inserted } = made.read(await signedIn.runNext(made.statements));
      const [saved] = inserted;
      // Another request took the last free place in between (the insert checks the cap itself).
      if (!saved) throw new ApiError(409, tokenErrors.tooMany(MAX_LIVE_TOKENS));
      const details = toApiToken(saved, now);
      mailTokenCreated(c, user, details, account);
      return ok(c, { token, details }, 201);
    },
  )
  .delete(
    '/:id',
    signedInRoute({ action: 'tokens:manage', limits: ['tokenWrite'] }),
    pathParam('id', tokenIdSchema, {
      description: 'The token id (a UUID)',
      example: '0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40',
    }),
    describeRoute({
      tags,
      summary: 'Revoke one of your API tokens',
      description: 'It stops working at once. Another customer’s token, or one already revoked, answers 404.',
      responses: { 200: success('The revoked token', tokenData), 404: failure(tokenErrors.notFound) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const now = Date.now();
      const batch = namedBatch({ revoked: revokeApiToken(db, actor, c.req.valid('param').id, now) });
      const [revoked] = batch.read((await signedIn.run(batch.statements)).results).revoked;
      if (!revoked) throw new ApiError(404, tokenErrors.notFound);
      await signedIn.runNext([
        auditEntry(db, actor, { event: 'token.revoked', target: revoked.name }, { now, address: clientKey(c) }),
      ]);
      return ok(c, toApiToken(revoked, now));
    },
  );
