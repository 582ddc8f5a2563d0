/**
 * `/api/invitations`: what an invitation link shows, and accepting it. Texts in `teams-messages.ts`.
 */
import * as v from 'valibot';
import { ASSIGNABLE_ROLES } from '../domain/teams';
import { defineSchema, requestObject, timestamp } from './common';
import { teamErrors } from './teams-messages';

// Requests.

/** The token of an invitation link (base64url, as the mail's link carries it). */
export const invitationTokenSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    token: v.pipe(
      v.string(teamErrors.invitationInvalid),
      v.regex(/^[A-Za-z0-9_-]{20,100}$/, teamErrors.invitationInvalid),
    ),
  }),
);

// Answers.

/** What an invitation link shows before it is accepted. */
export const invitationPreviewData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    teamName: v.string(),
    role: v.picklist(ASSIGNABLE_ROLES),
    email: v.pipe(v.string(), v.description('The address invited: only a customer signed in with it can accept')),
    invitedBy: v.string(),
    expiresAt: timestamp('When the link stops working'),
  }),
);
export type InvitationPreview = v.InferOutput<typeof invitationPreviewData>;
