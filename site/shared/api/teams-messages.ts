/**
 * Every text of accounts and teams (`/api/teams`, `/api/team`, `/api/team/invitations`,
 * `/api/invitations`, `/api/accounts`): what the pages show and what the API refuses, without Valibot
 * (`teams.ts` re-exports it).
 */

/** What the API refuses in accounts and teams. */
export const teamErrors = {
  forbidden: 'Your role in this account does not allow this.',
  notMember: 'You are not a member of this team any more. Switch to another account.',
  twoFactorRequired:
    'This team requires two-factor sign-in. Turn it on in Security to use the team, or switch to another account.',
  personalAccount: 'This is your personal account. Create a team to invite people.',
  accountNotFound: 'Account not found',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  invitationIdMalformed: 'Invitation id must be a UUID',
  ownerRole: "The owner's role changes only when ownership is transferred.",
  removeSelf: 'To leave the team, use Leave team.',
  ownerCannotLeave: 'The owner cannot leave the team. Transfer ownership first.',
  alreadyMember: 'This person is already a member of the team.',
  alreadyInvited: 'This address already has an open invitation. Resend it instead.',
  transferToSelf: 'Choose another member to transfer ownership to.',
  unpaidInvoices: 'This team has unpaid invoices. It can be deleted once they are paid.',
  ownerNeedsTwoFactor: 'Turn on two-factor sign-in for yourself before requiring it for the team.',
  invitationInvalid: 'This invitation is no longer valid. Ask the team for a new one.',
  inviterUnverified: 'Verify your e-mail address before inviting people.',
  invitationSenderGone:
    'This invitation no longer holds: the person who sent it can no longer invite people to the team. Ask the team for a new one.',
  invitationOtherAddress: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  nameRequired: 'Team name is required',
  nameOneLine: 'Team name must be one line',
  roleInvalid: 'Choose a role: admin, billing, member or viewer',
  auditEventInvalid: 'Unknown event type',
} as const;

export const teamMessages = {
  created: 'Team created.',
  renamed: 'Team renamed.',
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `Invitation sent again to ${email}.`,
  cancelled: 'Invitation cancelled.',
  roleChanged: 'Role changed.',
  removed: 'Member removed.',
  left: 'You left the team.',
  transferred: 'Ownership transferred.',
  deleted: 'Team deleted.',
  policyOn: 'Two-factor sign-in is now required for every member.',
  policyOff: 'Two-factor sign-in is no longer required.',
  switched: (name: string) => `Now acting as ${name}.`,
  joined: (name: string) => `You joined ${name}.`,
  personal: 'Personal account',
} as const;

/** Where the current team is managed. */
export const TEAM_PATH = '/profile/team';
/** Where an invitation link lands; its token follows in the fragment, so it stays out of logs. */
export const INVITATION_PATH = '/invitation';
