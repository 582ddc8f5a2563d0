/**
 * `/api/team/invitations`: the current team's open invitations, for its owner and admins: invite an
 * address with a role, resend (a new link, valid 7 days again) and cancel
 * (docs/decisions/accounts-and-teams.md). Another team's invitation answers 404.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRoute } from 'hono-openapi';
import {
  invitationData,
  invitationIdSchema,
  invitationListData,
  inviteSchema,
} from '../../site/shared/api/team-invitations';
import { teamErrors } from '../../site/shared/api/teams';
import { INVITATION_DAYS } from '../../site/shared/domain/teams';
import { auditEntry } from '../db/audit';
import {
  cancellable,
  deleteInvitation,
  insertInvitation,
  invitationById,
  invitationsOf,
  memberByEmail,
  openInvitationOf,
  resendInvitation,
  storedWith,
  toInvitation,
} from '../db/invitations';
import { userById, withVerifiedAddress } from '../db/users';
import type { AppEnv, SignedInEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { mailInvitation } from '../lib/invitation-mail';
import { namedBatch } from '../lib/named-batch';
import { hashToken, newToken } from '../lib/tokens';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { documentLimit, retryMessage } from '../middleware/rate-limit';
import { inTeamConflict, signedInRoute } from '../middleware/signed-in-route';
import { documented, failure, success } from '../openapi/responses';

const EXAMPLE_ID = '5c0e8a4e-8f9b-4d7a-b1c2-3e4f5a6b7c8d';
const idParam = pathParam('id', invitationIdSchema, {
  description: 'The invitation id from GET /api/team/invitations',
  example: EXAMPLE_ID,
});

/**
 * A mail to an address counts per user, per team and per address invited. The address is only
 * known from the body (or, for a resend, the invitation), so the route counts that one itself.
 */
const mailLimits = documented(
  createMiddleware<SignedInEnv>(async (c, next) => {
    c.var.signedIn.count('teamWrite', retryMessage);
    c.var.signedIn.count('invitations', retryMessage);
    await next();
  }),
  { responses: { 429: documentLimit(['teamWrite', 'invitations', 'invitationsInvitee']) } },
);

const notFound = failure(`"${teamErrors.invitationNotFound}": unknown, accepted, cancelled or another team's`);

export const teamInvitations = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({ action: 'members:manage', inTeam: true }),
    describeRoute({
      tags: ['Teams'],
      summary: "List the team's open invitations",
      description: 'Invitations not accepted yet, newest first; expired ones stay listed so they can be resent.',
      responses: { 200: success('The open invitations', invitationListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ open: invitationsOf(db, signedIn.accountActor.account) });
      const { open } = batch.read((await signedIn.runInAccount(batch.statements)).results);
      return ok(c, { invitations: open.map(toInvitation) });
    },
  )
  .post(
    '/',
    signedInRoute({ action: 'members:manage', inTeam: true }),
    mailLimits,
    jsonBody(inviteSchema, { email: 'grace@example.com', role: 'member' }),
    describeRoute({
      tags: ['Teams'],
      summary: 'Invite someone to the team',
      description: `Mails the address a link to join with the role given, valid ${INVITATION_DAYS} days and once. Only a customer signed in with that address can accept it.`,
      responses: {
        201: success('The invitation, mailed', invitationData),
        409: inTeamConflict(`"${teamErrors.alreadyMember}"`, `"${teamErrors.alreadyInvited}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { email, role } = c.req.valid('json');
      const id = crypto.randomUUID();
      signedIn.count('invitationsInvitee', retryMessage, { email, invitationId: id, resend: false });
      const actor = withVerifiedAddress(signedIn.accountActor);
      const now = Date.now();
      const token = newToken();
      const tokenHash = await hashToken(token);
      const batch = namedBatch({
        insert: insertInvitation(db, actor, { id, email, role, tokenHash }, now),
        audit: auditEntry(
          db,
          { ...actor, guard: storedWith(actor, id, tokenHash) },
          { event: 'invitation.sent', target: email, detail: { role } },
          { now, address: clientKey(c) },
        ),
        member: memberByEmail(db, actor.account, email),
        stored: openInvitationOf(db, actor.account, id),
        inviter: userById(db, actor.user),
      });
      const { user, account, results } = await signedIn.runInAccount(batch.statements);
      const { member, stored, inviter } = batch.read(results);
      if (!inviter[0]?.emailVerifiedAt) throw new ApiError(403, teamErrors.inviterUnverified);
      const [row] = stored;
      if (!row) throw new ApiError(409, member.length > 0 ? teamErrors.alreadyMember : teamErrors.alreadyInvited);
      const invitation = toInvitation(row);
      mailInvitation(c, {
        email,
        role,
        team: account.name,
        inviter: user.name,
        token,
        expiresAt: invitation.expiresAt,
      });
      return ok(c, invitation, 201);
    },
  )
  .post(
    '/:id/resend',
    signedInRoute({ action: 'members:manage', inTeam: true }),
    mailLimits,
    idParam,
    describeRoute({
      tags: ['Teams'],
      summary: 'Send an invitation again',
      description: `Mails a new link, valid ${INVITATION_DAYS} days from now; the link sent before stops working. Works for an expired invitation too.`,
      responses: { 200: success('The invitation, mailed again', invitationData), 404: notFound },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { id } = c.req.valid('param');
      const found = await invitationById(db, id);
      if (found)
        signedIn.count('invitationsInvitee', retryMessage, { email: found.email, invitationId: id, resend: true });
      const actor = withVerifiedAddress(signedIn.accountActor);
      if (!found) {
        await signedIn.runInAccount([]);
        throw new ApiError(404, teamErrors.invitationNotFound);
      }
      const now = Date.now();
      const token = newToken();
      const tokenHash = await hashToken(token);
      const batch = namedBatch({
        resend: resendInvitation(db, actor, { id, email: found.email, tokenHash }, now),
        audit: auditEntry(
          db,
          { ...actor, guard: storedWith(actor, id, tokenHash) },
          { event: 'invitation.resent', target: found.email, detail: { role: found.role } },
          { now, address: clientKey(c) },
        ),
        stored: openInvitationOf(db, actor.account, id),
        inviter: userById(db, actor.user),
      });
      const { user, account, results } = await signedIn.runInAccount(batch.statements);
      const { resend, stored, inviter } = batch.read(results);
      if (!inviter[0]?.emailVerifiedAt) throw new ApiError(403, teamErrors.inviterUnverified);
      const [row] = stored;
      if (resend.length === 0 || !row) throw new ApiError(404, teamErrors.invitationNotFound);
      const invitation = toInvitation(row);
      mailInvitation(c, {
        email: row.email,
        role: row.role,
        team: account.name,
        inviter: user.name,
        token,
        expiresAt: invitation.expiresAt,
      });
      return ok(c, invitation);
    },
  )
  .delete(
    '/:id',
    signedInRoute({ action: 'members:manage', inTeam: true, limits: ['teamWrite'] }),
    idParam,
    describeRoute({
      tags: ['Teams'],
      summary: 'Cancel an invitation',
      description: 'Its link stops working at once.',
      responses: { 200: success('The invitation, cancelled', invitationData), 404: notFound },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { id } = c.req.valid('param');
      const found = await invitationById(db, id);
      const actor = withVerifiedAddress(signedIn.accountActor);
      if (!found) {
        await signedIn.runInAccount([]);
        throw new ApiError(404, teamErrors.invitationNotFound);
      }
      // The entry goes first: it reads the invitation the DELETE then removes, in the same batch.
      const batch = namedBatch({
        open: openInvitationOf(db, actor.account, id),
        audit: auditEntry(
          db,
          { ...actor, guard: cancellable(actor, id) },
          { event: 'invitation.cancelled', target: found.email, detail: { role: found.role } },
          { now: Date.now(), address: clientKey(c) },
        ),
        removed: deleteInvitation(db, actor, id),
      });
      const { open, removed } = batch.read((await signedIn.runInAccount(batch.statements)).results);
      const [row] = open;
      if (removed.length === 0 || !row) throw new ApiError(404, teamErrors.invitationNotFound);
      return ok(c, toInvitation(row));
    },
  );
