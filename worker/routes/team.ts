/**
 * `/api/team`: the current team (docs/decisions/accounts-and-teams.md): read it with its members,
 * rename it, require two-factor sign-in, leave it, read its audit log. Members are changed in
 * team-members.ts, ownership and deletion in team-owner.ts; invitations in team-invitations.ts.
 * On a personal account every route answers 409 (its declaration's `inTeam`).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountData } from '../../site/shared/api/accounts';
import {
  auditPageData,
  auditQuerySchema,
  teamData,
  teamErrors,
  teamRenameSchema,
  twoFactorPolicySchema,
} from '../../site/shared/api/teams';
import { auditPage, toAuditPage } from '../db/audit';
import { leaveTeam } from '../db/team-members';
import { membersOf, personalAccount, renameTeam, setTwoFactorPolicy, toTeam } from '../db/teams';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { jsonBody } from '../middleware/json-body';
import { queryParams } from '../middleware/query-params';
import { inTeamConflict, signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';
import { teamMembers } from './team-members';
import { teamOwner } from './team-owner';

const tags = ['Teams'];

export const team = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({ action: 'team:read', inTeam: true }),
    describeRoute({
      tags,
      summary: 'Read the current team',
      description: 'Its name, policy, your role, and its members: the owner first, then by name.',
      responses: { 200: success('The team', teamData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ members: membersOf(db, signedIn.accountActor.account) });
      const { account, results } = await signedIn.runInAccount(batch.statements);
      return ok(c, toTeam(account, batch.read(results).members));
    },
  )
  .patch(
    '/',
    signedInRoute({ action: 'team:rename', inTeam: true, limits: ['teamWrite'] }),
    jsonBody(teamRenameSchema, { name: 'Difference Engines' }),
    describeRoute({
      tags,
      summary: 'Rename the current team',
      responses: { 200: success('The renamed team', teamData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const context = { now: Date.now(), address: clientKey(c) };
      const batch = namedBatch({
        ...renameTeam(db, actor, c.req.valid('json').name, context),
        members: membersOf(db, actor.account),
      });
      const { account, results } = await signedIn.runInAccount(batch.statements);
      const {
        renamed: [renamed],
        members,
      } = batch.read(results);
      if (!renamed) throw new ApiError(403, teamErrors.forbidden);
      return ok(c, toTeam({ ...account, ...renamed }, members));
    },
  )
  .put(
    '/two-factor-policy',
    signedInRoute({ action: 'team:policy', inTeam: true, limits: ['teamWrite'] }),
    jsonBody(twoFactorPolicySchema, { required: true }),
    describeRoute({
      tags,
      summary: 'Require two-factor sign-in for the team, or stop requiring it',
      description:
        'While required, a member without two-factor sign-in gets 403 for everything of the team but leaving, until they turn it on. Requiring it needs your own turned on.',
      responses: {
        200: success('The team with its policy', teamData),
        409: inTeamConflict(`"${teamErrors.ownerNeedsTwoFactor}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const context = { now: Date.now(), address: clientKey(c) };
      const { required } = c.req.valid('json');
      const batch = namedBatch({
        ...setTwoFactorPolicy(db, actor, required, context),
        members: membersOf(db, actor.account),
      });
      const { account, results } = await signedIn.runInAccount(batch.statements);
      const {
        changed: [changed],
        members,
      } = batch.read(results);
      if (!changed)
        throw required ? new ApiError(409, teamErrors.ownerNeedsTwoFactor) : new ApiError(403, teamErrors.forbidden);
      return ok(c, toTeam({ ...account, ...changed }, members));
    },
  )
  .post(
    '/leave',
    signedInRoute({ action: 'team:leave', inTeam: true, limits: ['teamWrite'] }),
    describeRoute({
      tags,
      summary: 'Leave the current team',
      description:
        'Anyone but the owner (who transfers the ownership first). Works even while the team requires two-factor sign-in you have not turned on. Your sessions on the team act for your personal account again.',
      responses: {
        200: success('Your personal account, which the session now acts for', accountData),
        403: failure(
          `"${teamErrors.ownerCannotLeave}" for the owner; "${teamErrors.notMember}" after they were removed`,
        ),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const context = { now: Date.now(), address: clientKey(c) };
      const batch = namedBatch(leaveTeam(db, signedIn.accountActor, context));
      const { user, results } = await signedIn.runInAccount(batch.statements).catch((error: unknown) => {
        // The table refuses leaving to the owner alone: say what to do instead.
        if (error instanceof ApiError && error.message === teamErrors.forbidden) {
          throw new ApiError(403, teamErrors.ownerCannotLeave);
        }
        throw error;
      });
      if (batch.read(results).left.length === 0) throw new ApiError(403, teamErrors.ownerCannotLeave);
      return ok(c, personalAccount(user.id));
    },
  )
  .get(
    '/audit',
    signedInRoute({ action: 'audit:read', inTeam: true }),
    queryParams(auditQuerySchema, {
      event: { description: 'Only entries of this event', example: 'member.role_changed' },
      before: { description: 'Only entries older than this `seq`: `nextBefore` of the page before', example: '26' },
    }),
    describeRoute({
      tags,
      summary: "Read the team's audit log",
      description: 'Who did what, to what, when and from which client: newest first, a page at a time.',
      responses: { 200: success('One page of the log', auditPageData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { event, before } = c.req.valid('query');
      const filter = { event, before: before === undefined ? undefined : Number(before) };
      const batch = namedBatch({ page: auditPage(db, signedIn.accountActor.account, filter) });
      const { results } = await signedIn.runInAccount(batch.statements);
      return ok(c, toAuditPage(batch.read(results).page));
    },
  )
  .route('/members', teamMembers)
  .route('/', teamOwner);
