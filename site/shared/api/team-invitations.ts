/**
 * `/api/team/invitations`: the current team's open invitations (sending, resending, cancelling).
 * Texts in `teams-messages.ts`.
 */
import * as v from 'valibot';
import { ASSIGNABLE_ROLES } from '../domain/teams';
import { defineSchema, emailText, limits, requestObject, timestamp } from './common';
import { assignableRole } from './teams';
import { teamErrors } from './teams-messages';

// Requests.

export const inviteSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ email: emailText(limits.email), role: assignableRole }),
);
/** An invitation's id, as the team's invitation list answers it. */
export const invitationIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(teamErrors.invitationIdMalformed), v.uuid(teamErrors.invitationIdMalformed)),
);
// Answers.

export const invitationData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    id: v.string(),
    email: v.string(),
    role: v.picklist(ASSIGNABLE_ROLES),
    invitedBy: v.pipe(v.string(), v.description("The inviter's name ('' when they left)")),
    sentAt: timestamp('When it was last sent'),
    expiresAt: timestamp('When its link stops working (7 days after the last send)'),
  }),
);
export type Invitation = v.InferOutput<typeof invitationData>;

export const invitationListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({ invitations: v.pipe(v.array(invitationData), v.description('Open invitations, newest first')) }),
);
