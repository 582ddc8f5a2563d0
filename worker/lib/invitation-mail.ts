import { INVITATION_PATH, TEAM_PATH } from '../../site/shared/api/teams';
import { type AssignableRole, ROLE_LABELS, ROLE_SUMMARIES } from '../../site/shared/domain/teams';
import type { RequestContext } from '../env';
import { mailInBackground, siteLink } from './account-mail';
import { formatDate } from './billing-mail';

/**
 * The invitation page with the token in the fragment: browsers never send a fragment, so the token
 * stays out of server logs and `Referer` headers; the page posts it to the API.
 */
export function invitationLink(c: RequestContext, token: string): string {
  return `${siteLink(c, INVITATION_PATH)}#token=${token}`;
}

export type InvitationMail = {
  email: string;
  role: AssignableRole;
  team: string;
  inviter: string;
  token: string;
  /** ISO time the link stops working. */
  expiresAt: string;
};

/** Mails the invitation's link to the invited address. */
export function mailInvitation(c: RequestContext, invitation: InvitationMail): void {
  const { email, role, team, inviter, token, expiresAt } = invitation;
  mailInBackground(c, async () => ({
    to: email,
    template: 'team-invitation',
    values: {
      inviter,
      team,
      role: ROLE_LABELS[role],
      roleSummary: ROLE_SUMMARIES[role],
      email,
      expires: formatDate(expiresAt),
      link: invitationLink(c, token),
    },
  }));
}

/** Tells each of `recipients` (the owner, the inviter) that `member` joined `team`. */
export function mailJoined(
  c: RequestContext,
  recipients: readonly { name: string; email: string }[],
  joined: { member: string; memberEmail: string; team: string; role: AssignableRole },
): void {
  const link = siteLink(c, TEAM_PATH);
  for (const recipient of recipients) {
    mailInBackground(c, async () => ({
      to: recipient.email,
      template: 'team-joined',
      values: {
        name: recipient.name,
        member: joined.member,
        memberEmail: joined.memberEmail,
        team: joined.team,
        role: ROLE_LABELS[joined.role],
        link,
      },
    }));
  }
}
