/**
 * The Security page's list of your live API tokens in every account: loading it, which tokens the
 * revoke route reaches (the current account's), and a revoked token leaving the list.
 */
import { describe, expect, it } from 'vitest';
import type { OwnApiToken } from '../shared/api/tokens';
import { tokenErrors, tokenMessages } from '../shared/api/tokens-messages';
import { testBrowser } from './browser.test-helper';
import {
  $ownTokens,
  forgetOwnToken,
  inCurrentAccount,
  loadOwnTokens,
  ownTokenTexts,
  tokenAccountName,
} from './own-tokens';
import { revokeOwnToken } from './own-tokens-revoke';
import { $toasts } from './toast';

const { reply, sent } = testBrowser();

const own = (id: string, account: OwnApiToken['account']): OwnApiToken => ({
  id,
  name: `Token ${id}`,
  hint: 'ab12',
  scopes: ['cart:read'],
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  lastUsedAt: null,
  account,
});
const PERSONAL = { id: 'acc-personal', kind: 'personal', name: '' } as const;
const ACME = { id: 'acc-acme', kind: 'team', name: 'Acme' } as const;
const mine = own('t1', PERSONAL);
const acme = own('t2', ACME);

const requested = async (call = 0) => {
  const { path, method } = await sent(call);
  return { url: path, method };
};

describe('your live tokens in every account', () => {
  it('loads them from /api/tokens/all', async () => {
    reply(200, { success: true, data: { tokens: [acme, mine] } });
    await loadOwnTokens();
    expect(await requested()).toEqual({ url: '/api/tokens/all', method: 'GET' });
    expect($ownTokens.get()).toEqual({ status: 'ready', tokens: [acme, mine] });
  });

  it('shows the failure to load', async () => {
    reply(500, { success: false, error: '' });
    await loadOwnTokens();
    expect($ownTokens.get()).toEqual({ status: 'error', message: ownTokenTexts.loadFailed });
  });

  it('names the account: the team, or the personal account', () => {
    expect(tokenAccountName(ACME)).toBe('Acme');
    expect(tokenAccountName(PERSONAL)).toBe('Personal account');
  });

  it('revokes here only the tokens of the current account (no copy: the personal one)', () => {
    expect(inCurrentAccount(mine, null)).toBe(true);
    expect(inCurrentAccount(acme, null)).toBe(false);
    expect(inCurrentAccount(acme, { id: ACME.id })).toBe(true);
    expect(inCurrentAccount(mine, { id: ACME.id })).toBe(false);
    expect(inCurrentAccount(mine, { id: PERSONAL.id })).toBe(true);
  });

  it('a revoked token is forgotten by the list, and a toast says so', async () => {
    reply(200, { success: true, data: { tokens: [acme, mine] } });
    await loadOwnTokens();
    reply(200, { success: true, data: { ...mine, status: 'revoked' } });
    expect(await revokeOwnToken(mine)).toBe(true);
    expect(await requested(1)).toEqual({ url: '/api/tokens/t1', method: 'DELETE' });
    forgetOwnToken(mine);
    expect($ownTokens.get()).toEqual({ status: 'ready', tokens: [acme] });
    expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([[tokenMessages.revoked, 'success']]);
  });

  it('a refused revoke keeps the token listed and says why', async () => {
    reply(200, { success: true, data: { tokens: [mine] } });
    await loadOwnTokens();
    reply(404, { success: false, error: tokenErrors.notFound });
    expect(await revokeOwnToken(mine)).toBe(false);
    expect($ownTokens.get()).toEqual({ status: 'ready', tokens: [mine] });
    expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([[tokenErrors.notFound, 'error']]);
  });
});
