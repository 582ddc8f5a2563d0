/** `POST /api/teams`: a customer creates a team, becomes its owner, and the session switches to it. */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountData } from '../../site/shared/api/accounts';
import { teamCreateSchema } from '../../site/shared/api/teams';
import { createTeam } from '../db/teams';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { jsonBody } from '../middleware/json-body';
import { signedInRoute } from '../middleware/signed-in-route';
import { success } from '../openapi/responses';

export const teams = new Hono<AppEnv>().post(
  '/',
  signedInRoute({ limits: ['teamCreate'] }),
  jsonBody(teamCreateSchema, { name: 'Analytical Engines' }),
  describeRoute({
    tags: ['Teams'],
    summary: 'Create a team',
    description:
      'You become its owner and the session acts for it from now on. Invite members with POST /api/team/invitations.',
    responses: { 201: success('The new team, now the current account', accountData) },
  }),
  async (c) => {
    const { db, signedIn } = c.var;
    const { name } = c.req.valid('json');
    const id = crypto.randomUUID();
    const context = { now: Date.now(), address: clientKey(c) };
    const batch = namedBatch(createTeam(db, signedIn.actor, { id, name, tokenHash: signedIn.tokenHash }, context));
    const { created } = batch.read((await signedIn.run(batch.statements)).results);
    if (created.length === 0) throw new ApiError(401, 'Authentication required');
    return ok(c, { id, kind: 'team' as const, name, role: 'owner' as const, requireTwoFactor: false }, 201);
  },
);
