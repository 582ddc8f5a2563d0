/**
 * The texts of accounts and teams the pages show: the part of the teams contract (`teams.ts`, which
 * re-exports it) that the pages run, without Valibot.
 */

// The API's refusals, a module of their own: a page that needs two of them does not ship them all.
export { teamErrors } from './teams-error-messages';

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
