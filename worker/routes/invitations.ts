/**
 * `/api/invitations`: what an invitation link shows (anyone holding it) and accepting it (the
 * customer signed in with the invited address). A link is single-use and valid 7 days from its last
 * send (docs/decisions/accounts-and-teams.md).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountData } from '../../site/shared/api/accounts';
import { invitationPreviewData, invitationTokenSchema } from '../../site/shared/api/invitations';
import { teamErrors } from '../../site/shared/api/teams';
import { auditEntry } from '../db/audit';
import { acceptInvitation, acceptRefusal, joinedRecipients, joinedTeam, usableInvitation } from '../db/invitations';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { mailJoined } from '../lib/invitation-mail';
import { namedBatch } from '../lib/named-batch';
import { hashToken, newToken } from '../lib/tokens';
import { jsonBody } from '../middleware/json-body';
import { rateLimit } from '../middleware/rate-limit';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const EXAMPLE_TOKEN = 'q3Jx0bVfZk9u1WmC4yTQeR7pLs2NdH8aGvXo5iKcEwY';
const invalid = failure(
  `"${teamErrors.invitationInvalid}": unknown, expired, accepted or cancelled, or its team deleted`,
);

export const invitations = new Hono<AppEnv>()
  .post(
    '/preview',
    rateLimit('invitationCheck'),
    jsonBody(invitationTokenSchema, { token: EXAMPLE_TOKEN }),
    describeRoute({
      tags: ['Teams'],
      summary: 'Read an invitation link',
      description:
        'The team, role, invited address and inviter a link names, before it is accepted. The token is the one in the link’s fragment (`#token=…`); reading does not use it up.',
      responses: { 200: success('What the invitation offers', invitationPreviewData), 404: invalid },
    }),
    async (c) => {
      const preview = await usableInvitation(c.var.db, await hashToken(c.req.valid('json').token), Date.now());
      if (!preview) throw new ApiError(404, teamErrors.invitationInvalid);
      return ok(c, preview);
    },
  )
  .post(
    '/accept',
    signedInRoute({ limits: ['teamWrite'] }),
    jsonBody(invitationTokenSchema, { token: EXAMPLE_TOKEN }),
    describeRoute({
      tags: ['Teams'],
      summary: 'Accept an invitation',
      description:
        'Joins the team with the role invited and makes it the current account of this session. Only the customer signed in with the invited address may accept, and only while the person who sent it is still a member who may invite; the link proves that mailbox, so an address not verified yet is verified by accepting. The link then stops working.',
      responses: {
        200: success('The team joined, now the current account', accountData),
        403: failure(`"${teamErrors.invitationOtherAddress('…')}": signed in with another address`),
        404: invalid,
        409: failure(`"${teamErrors.alreadyMember}", or "${teamErrors.invitationSenderGone}"`),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const tokenHash = await hashToken(c.req.valid('json').token);
      const now = Date.now();
      // Read first for the audit entry's address and role; the batch decides again on its own.
      const found = await usableInvitation(db, tokenHash, now);
      if (!found) {
        await signedIn.run([]);
        throw new ApiError(404, teamErrors.invitationInvalid);
      }
      const actor = signedIn.actor;
      const mark = await hashToken(newToken());
      const accept = acceptInvitation(db, actor, { tokenHash, mark, sessionTokenHash: signedIn.tokenHash }, now);
      const batch = namedBatch({
        claim: accept.claim,
        join: accept.join,
        switchTo: accept.switchTo,
        verify: accept.verify,
        audit: auditEntry(
          db,
          { account: accept.team, user: actor.user, guard: accept.done },
          { event: 'member.joined', target: found.email, detail: { role: found.role } },
          { now, address: clientKey(c) },
        ),
        refusal: acceptRefusal(db, actor, tokenHash, now),
        joined: joinedTeam(db, mark),
        recipients: joinedRecipients(db, actor, mark),
      });
      const { user, results } = await signedIn.run(batch.statements);
      const { claim, refusal, joined, recipients } = batch.read(results);
      const [team] = joined;
      if (claim.length === 0 || !team) {
        const [refused] = refusal;
        if (!refused) throw new ApiError(404, teamErrors.invitationInvalid);
        if (refused.email !== user.email) throw new ApiError(403, teamErrors.invitationOtherAddress(refused.email));
        if (refused.member) throw new ApiError(409, teamErrors.alreadyMember);
        if (!refused.senderMay) throw new ApiError(409, teamErrors.invitationSenderGone);
        throw new ApiError(404, teamErrors.invitationInvalid);
      }
      mailJoined(c, recipients, { member: user.name, memberEmail: user.email, team: team.name, role: team.role });
      const { id, kind, name, role, requireTwoFactor } = team;
      return ok(c, { id, kind, name, role, requireTwoFactor });
    },
  );
