/**
 * The site follows the account a signed-in answer names (docs/decisions/the-api-names-the-account.md):
 * another account than the one shown reads the account list again and keeps its current account, once
 * at a time; the account shown, a public answer or a 401 change nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, api } from '../lib/api';
import type { Account } from '../shared/api/accounts';
import { ACCOUNT_HEADER } from '../shared/api/headers';
import { followAccount, reloadAccountsWith } from './account-follow';
import { keepAccount, loadAccounts } from './accounts';
import { $currentAccount, accountLabel } from './current-account';
import { $session, $sessionReady } from './session';
import { signedIn } from './signed-in';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const TOKEN = 't'.repeat(43);
const personal: Account = { id: 'u', kind: 'personal', name: '', role: 'owner', requireTwoFactor: false };
const acme: Account = { id: 'team-1', kind: 'team', name: 'Acme', role: 'member', requireTwoFactor: false };

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
/** An answer of the API; `account` is the header a signed-in answer carries. */
const reply = (status: number, body: unknown, account?: string) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: account ? { [ACCOUNT_HEADER]: account } : {} }),
  );
const paths = () => fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname);
/** The reads of the account list the follow started, finished. */
const settled = () => followAccount(null) ?? Promise.resolve();

beforeEach(async () => {
  const session = new MemoryStorage();
  session.setItem('token', TOKEN);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: session,
    location: { assign: vi.fn(), reload: vi.fn() },
    dispatchEvent: vi.fn(() => true),
  });
  $session.set({ token: TOKEN, user: { id: 'u', name: 'Ada', email: 'ada@example.com' } });
  $sessionReady.set(true);
  // As the nav does on every page.
  reloadAccountsWith(loadAccounts);
  await keepAccount(acme);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  $session.set(null);
});

describe('the account an answer names', () => {
  it('another than the one shown (removed from the team): the list is read again and the menu says Personal', async () => {
    reply(200, { success: true, data: { itemCount: 0 } }, 'u');
    reply(200, { success: true, data: { currentId: 'u', accounts: [personal] } }, 'u');
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(paths()).toEqual(['/api/cart', '/api/accounts']);
    expect($currentAccount.get()).toMatchObject({ id: 'u', kind: 'personal' });
    expect(accountLabel($currentAccount.get())).toBe('Personal');
  });

  it('the one shown: nothing more is asked', async () => {
    reply(200, { success: true, data: { itemCount: 0 } }, 'team-1');
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(paths()).toEqual(['/api/cart']);
    expect(accountLabel($currentAccount.get())).toBe('Acme');
  });

  it('without a copy the personal account is shown; a team named (a switch elsewhere) is taken on', async () => {
    $currentAccount.set(null);
    window.sessionStorage.removeItem('account');
    reply(200, { success: true, data: { itemCount: 0 } }, 'u');
    await answer(api.GET('/api/cart', signedIn));
    expect(paths()).toEqual(['/api/cart']);
    reply(200, { success: true, data: { itemCount: 0 } }, 'team-1');
    reply(200, { success: true, data: { currentId: 'team-1', accounts: [personal, acme] } }, 'team-1');
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(paths()).toEqual(['/api/cart', '/api/cart', '/api/accounts']);
    expect(accountLabel($currentAccount.get())).toBe('Acme');
  });

  it('read once for answers that arrive together', async () => {
    reply(200, { success: true, data: { itemCount: 0 } }, 'u');
    reply(200, { success: true, data: { orders: [] } }, 'u');
    reply(200, { success: true, data: { currentId: 'u', accounts: [personal] } }, 'u');
    await Promise.all([answer(api.GET('/api/cart', signedIn)), answer(api.GET('/api/orders', signedIn))]);
    await settled();
    expect(paths().filter((path) => path === '/api/accounts')).toHaveLength(1);
    expect($currentAccount.get()?.id).toBe('u');
  });

  it('is not read from a call without the session, nor from a 401 (which signs out)', async () => {
    reply(200, { success: true, data: { plans: [] } }, 'u');
    await answer(api.GET('/api/plans'));
    reply(401, { success: false, error: 'Your session has expired. Please log in again.' });
    await answer(api.GET('/api/cart', signedIn));
    await settled();
    expect(paths()).toEqual(['/api/plans', '/api/cart']);
    expect($session.get()).toBeNull();
  });
});
