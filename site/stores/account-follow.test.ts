/**
 * The site follows the account a signed-in answer names (docs/decisions/the-api-names-the-account.md):
 * another account than the one shown reads the account list again and keeps its current account, once
 * at a time; the account shown, a public answer or a 401 change nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, api } from '../lib/api';
import type { Account } from '../shared/api/accounts';
import { ACCOUNT_HEADER } from '../shared/api/headers';
import { followAccount, reloadAccountsWith } from './account-follow';
import { keepAccount, loadAccounts } from './accounts';
import { testBrowser } from './browser.test-helper';
import { $currentAccount, accountLabel } from './current-account';
import { $session } from './session';
import { signedIn } from './signed-in';

const personal: Account = { id: 'u', kind: 'personal', name: '', role: 'owner', requireTwoFactor: false };
const acme: Account = { id: 'team-1', kind: 'team', name: 'Acme', role: 'member', requireTwoFactor: false };

const browser = testBrowser();
/** An answer of the API; `account` is the header a signed-in answer carries. */
const reply = (status: number, body: unknown, account?: string) =>
  browser.reply(status, body, account ? { [ACCOUNT_HEADER]: account } : {});
const paths = async () => (await browser.sentAll()).map(({ path }) => path);
/** The reads of the account list the follow started, finished. */
const settled = () => followAccount(null) ?? Promise.resolve();

beforeEach(async () => {
  // As the nav does on every page.
  reloadAccountsWith(loadAccounts);
  await keepAccount(acme);
});

describe('the account an answer names', () => {
  it('another than the one shown (removed from the team): the list is read again and the menu says Personal', async () => {
    reply(200, { success: true, data: { itemCount: 0 } }, 'u');
    reply(200, { success: true, data: { currentId: 'u', accounts: [personal] } }, 'u');
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(await paths()).toEqual(['/api/cart', '/api/accounts']);
    expect($currentAccount.get()).toMatchObject({ id: 'u', kind: 'personal' });
    expect(accountLabel($currentAccount.get())).toBe('Personal');
  });

  it('the one shown: nothing more is asked', async () => {
    reply(200, { success: true, data: { itemCount: 0 } }, 'team-1');
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(await paths()).toEqual(['/api/cart']);
    expect(accountLabel($currentAccount.get())).toBe('Acme');
  });

  it('without a copy the personal account is shown; a team named (a switch elsewhere) is taken on', async () => {
    $currentAccount.set(null);
    window.sessionStorage.removeItem('account');
    reply(200, { success: true, data: { itemCount: 0 } }, 'u');
    await answer(api.GET('/api/cart', signedIn));
    expect(await paths()).toEqual(['/api/cart']);
    reply(200, { success: true, data: { itemCount: 0 } }, 'team-1');
    reply(200, { success: true, data: { currentId: 'team-1', accounts: [personal, acme] } }, 'team-1');
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(await paths()).toEqual(['/api/cart', '/api/cart', '/api/accounts']);
    expect(accountLabel($currentAccount.get())).toBe('Acme');
  });

  it('read once for answers that arrive together', async () => {
    reply(200, { success: true, data: { itemCount: 0 } }, 'u');
    reply(200, { success: true, data: { orders: [] } }, 'u');
    reply(200, { success: true, data: { currentId: 'u', accounts: [personal] } }, 'u');
    await Promise.all([answer(api.GET('/api/cart', signedIn)), answer(api.GET('/api/orders', signedIn))]);
    await settled();
    expect((await paths()).filter((path) => path === '/api/accounts')).toHaveLength(1);
    expect($currentAccount.get()?.id).toBe('u');
  });

  it('is not read from a call without the session, nor from a 401 (which signs out)', async () => {
    reply(200, { success: true, data: { plans: [] } }, 'u');
    await answer(api.GET('/api/plans'));
    reply(401, { success: false, error: 'Your session has expired. Please log in again.' });
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(await paths()).toEqual(['/api/plans', '/api/cart']);
    expect($session.get()).toBeNull();
  });
});
