/**
 * What a page says instead of a part the current account's role may not use, or that the team's
 * two-factor policy refuses (docs/decisions/current-account-in-the-browser.md). Written when the page
 * is built, from the permission table, and handed to its island as a prop: the texts travel in the
 * HTML, and the island ships neither them nor the table.
 */
import { teamErrors } from '../shared/api/teams-messages';
import { type Action, can, ROLE_LABELS, ROLES } from '../shared/domain/teams';

export type AccountNote = { forbidden: string; refused: string };

/** The roles the table lets do `action`, as a list in a sentence: "Owner, Admin, and Member". */
export function rolesThatMay(action: Action, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const labels = ROLES.filter((role) => can(role, action)).map((role) => ROLE_LABELS[role]);
  return new Intl.ListFormat('en', { type }).format(labels);
}

/** The note for a part of a page: the API's refusal and `why` for a role, or the two-factor policy's words. */
export const accountNote = (why: string): AccountNote => ({
  forbidden: `${teamErrors.forbidden} ${why}`,
  refused: teamErrors.twoFactorRequired,
});
