/**
 * The copy of the current account every page reads (docs/decisions/current-account-in-the-browser.md):
 * written with its role's actions from the permission table, read back from the session's storage,
 * the two-factor policy's refusal, dropped with the session, and what Add to cart makes of it.
 */
import { describe, expect, it } from 'vitest';
import type { Account } from '../shared/api/accounts';
import { teamErrors } from '../shared/api/teams-messages';
import { ACTIONS, can, ROLES } from '../shared/domain/teams';
import { keepAccount } from './accounts';
import { TOKEN, testBrowser, USER } from './browser.test-helper';
import { addToCart } from './cart-add';
import { $currentAccount, currentAccount, may, twoFactorChanged } from './current-account';
import { $session } from './session';
import { $toasts } from './toast';

const browser = testBrowser();
const { reply, fetch: fetchMock } = browser;
const team = (role: Account['role'], requireTwoFactor = false): Account => ({
  id: 'team-1',
  kind: 'team',
  name: 'Acme',
  role,
  requireTwoFactor,
});

describe('the current account', () => {
  it('without a copy is the personal account, where a session starts: everything is allowed', () => {
    expect(currentAccount()).toBeNull();
    for (const action of ACTIONS) expect(may(action), action).toBe(true);
  });

  it.each(ROLES)(
    'kept for a %s: its actions are those of the permission table, read back from storage',
    async (role) => {
      await keepAccount(team(role));
      const stored = JSON.parse(browser.sessionStorage.getItem('account') ?? 'null');
      expect(stored).toMatchObject({ id: 'team-1', kind: 'team', name: 'Acme', role, refused: false });
      $currentAccount.set(null);
      // A new page reads the copy from storage again.
      $session.set({ token: TOKEN, user: USER });
      for (const action of ACTIONS) expect(may(action), `${role} ${action}`).toBe(can(role, action));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('a team that requires two-factor sign-in refuses a member without it, until they turn it on', async () => {
    reply(200, { success: true, data: { enabled: false, recoveryCodesLeft: 0 } });
    await keepAccount(team('member', true));
    expect(currentAccount()?.refused).toBe(true);
    expect(may('orders:read')).toBe(false);
    twoFactorChanged(true);
    expect(may('orders:read')).toBe(true);
    expect(may('billing:read')).toBe(false);
    twoFactorChanged(false);
    expect(may('cart:use')).toBe(false);
  });

  it('goes with the session: a logout or a 401 drops it', async () => {
    await keepAccount(team('viewer'));
    expect(may('cart:use')).toBe(false);
    $session.set(null);
    expect($currentAccount.get()).toBeNull();
  });

  it('Add to cart in an account whose role has no cart says why, without asking the API', async () => {
    await keepAccount(team('billing'));
    expect(await addToCart({ planId: 'pro' }, 'monthly')).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([`Failed to add plan: ${teamErrors.forbidden}`]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
