import { describe, expect, it } from 'vitest';
import { teamErrors } from '../shared/api/teams-messages';
import { accountNote, rolesThatMay } from './account-notes';

describe('account notes (docs/decisions/current-account-in-the-browser.md)', () => {
  it.each([
    ['cart:use', 'conjunction', 'Owner, Admin, and Member'],
    ['billing:write', 'disjunction', 'Owner, Admin, or Billing'],
    ['team:policy', 'conjunction', 'Owner'],
  ] as const)('names the roles the table lets %s: %s', (action, type, expected) => {
    expect(rolesThatMay(action, type)).toBe(expected);
  });

  it("starts with the API's refusal, and under the two-factor policy says the policy's words", () => {
    expect(accountNote('Why.')).toEqual({
      forbidden: `${teamErrors.forbidden} Why.`,
      refused: teamErrors.twoFactorRequired,
    });
  });
});
