/**
 * `/api/team/members/{userId}`: owners and admins change a member's role or remove them; never the
 * owner's role (it moves only by a transfer) and never themselves (they leave instead). Another
 * team's member answers 404. The member is read first, to name them in the audit log and the mail;
 * the change then happens only if they are still as read.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { memberData, memberIdSchema, roleChangeSchema, teamData, teamErrors } from '../../site/shared/api/teams';
import { changeRole, removeMember } from '../db/team-members';
import { type MemberRow, memberOf, membersOf, toMember, toTeam } from '../db/teams';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { mailRemoved, mailRoleChanged } from '../lib/team-mail';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { inTeamConflict, signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const tags = ['Teams'];
const userIdParam = pathParam('userId', memberIdSchema, {
  description: "The member's user id, from GET /api/team",
  example: '9a3e5c71-4b2d-4f80-8c6e-1d7f2b9a0e54',
});
const notFound = failure(`"${teamErrors.memberNotFound}": not a member of this team`);

/** 404 for no member, 409 for the owner: what a change of this member meets. */
function changeable(member: MemberRow | undefined): MemberRow {
  if (!member) throw new ApiError(404, teamErrors.memberNotFound);
  if (member.role === 'owner') throw new ApiError(409, teamErrors.ownerRole);
  return member;
}

/** A change that lost a race is tried again on what it finds, this many times. */
const ATTEMPTS = 3;

export const teamMembers = new Hono<AppEnv>()
  .patch(
    '/:userId',
    signedInRoute({ action: 'members:manage', inTeam: true, limits: ['teamWrite'] }),
    userIdParam,
    jsonBody(roleChangeSchema, { role: 'billing' }),
    describeRoute({
      tags,
      summary: "Change a member's role",
      description:
        'To admin, billing, member or viewer; the member is told by mail. The owner’s role changes only by a transfer.',
      responses: {
        200: success('The member with their new role', memberData),
        404: notFound,
        409: inTeamConflict(`"${teamErrors.ownerRole}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const { userId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const context = { now: Date.now(), address: clientKey(c) };
      const first = namedBatch({ member: memberOf(db, actor.account, userId) });
      const { user, account, results } = await signedIn.runInAccount(first.statements);
      let [read] = first.read(results).member;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const member = changeable(read);
        if (member.role === role) return ok(c, toMember(member));
        const change = namedBatch({
          ...changeRole(db, actor, member, role, context),
          member: memberOf(db, account.id, userId),
        });
        const {
          changed,
          member: [after],
        } = change.read(await signedIn.runNext(change.statements));
        if (changed.length > 0 && after) {
          mailRoleChanged(c, member, account.name, role, user);
          return ok(c, toMember(after));
        }
        // Unchanged while still as read: the guard refused (the actor's role changed, or a limit).
        if (after?.role === member.role) break;
        read = after;
      }
      throw new ApiError(403, teamErrors.forbidden);
    },
  )
  .delete(
    '/:userId',
    signedInRoute({ action: 'members:manage', inTeam: true, limits: ['teamWrite'] }),
    userIdParam,
    describeRoute({
      tags,
      summary: 'Remove a member',
      description:
        'Their sessions on the team act for their personal account again, and they are told by mail. Not the owner, and not yourself (leave instead).',
      responses: {
        200: success('The team without them', teamData),
        404: notFound,
        409: inTeamConflict(`"${teamErrors.ownerRole}"`, `"${teamErrors.removeSelf}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const { userId } = c.req.valid('param');
      const context = { now: Date.now(), address: clientKey(c) };
      const first = namedBatch({ found: memberOf(db, actor.account, userId) });
      const { user, account, results } = await signedIn.runInAccount(first.statements);
      if (userId === user.id) throw new ApiError(409, teamErrors.removeSelf);
      const member = changeable(first.read(results).found[0]);
      const removal = namedBatch({ ...removeMember(db, actor, member, context), members: membersOf(db, account.id) });
      const { removed, members } = removal.read(await signedIn.runNext(removal.statements));
      if (removed.length === 0) {
        // Gone or made the owner in between (404, 409), or else the guard refused.
        changeable(members.find((row) => row.userId === userId));
        throw new ApiError(403, teamErrors.forbidden);
      }
      mailRemoved(c, member, account.name, user);
      return ok(c, toTeam(account, members));
    },
  );
