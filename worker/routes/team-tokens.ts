/**
 * `/api/team/tokens`: owners and admins see every API token of the team's members and revoke any of
 * them (docs/decisions/api-tokens.md). Browser sessions only, as every token route.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { teamTokenListData, tokenData, tokenErrors, tokenIdSchema } from '../../site/shared/api/tokens';
import { revokeTeamToken, teamTokensOf, toApiToken, toTeamApiToken } from '../db/api-tokens';
import { auditEntry } from '../db/audit';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { pathParam } from '../middleware/path-param';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const tags = ['API tokens'];

export const teamTokens = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({ action: 'tokens:oversee', inTeam: true }),
    describeRoute({
      tags,
      summary: "List every API token of the team's members",
      description: 'Newest first, revoked and expired ones included (until they are deleted 30 days later).',
      responses: { 200: success("The team's tokens", teamTokenListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ tokens: teamTokensOf(db, signedIn.accountActor.account) });
      const { tokens } = batch.read((await signedIn.runInAccount(batch.statements)).results);
      const now = Date.now();
      return ok(c, { tokens: tokens.map((row) => toTeamApiToken(row, now)) });
    },
  )
  .delete(
    '/:id',
    signedInRoute({ action: 'tokens:oversee', inTeam: true, limits: ['tokenWrite'] }),
    pathParam('id', tokenIdSchema, {
      description: 'The token id (a UUID), from GET /api/team/tokens',
      example: '0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40',
    }),
    describeRoute({
      tags,
      summary: "Revoke a member's API token",
      description: 'It stops working at once. Another team’s token, or one already revoked, answers 404.',
      responses: { 200: success('The revoked token', tokenData), 404: failure(tokenErrors.notFound) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const now = Date.now();
      const batch = namedBatch({ revoked: revokeTeamToken(db, actor, c.req.valid('param').id, now) });
      const [revoked] = batch.read((await signedIn.runInAccount(batch.statements)).results).revoked;
      if (!revoked) throw new ApiError(404, tokenErrors.notFound);
      await signedIn.runNext([
        auditEntry(db, actor, { event: 'token.revoked', target: revoked.name }, { now, address: clientKey(c) }),
      ]);
      return ok(c, toApiToken(revoked, now));
    },
  );
