/**
 * The Security page's API tokens (docs/decisions/own-tokens-on-security.md): every live token the
 * person made, in every account. Revoke goes through the tokens route, which reaches the current
 * account's tokens only; a token of another account is managed there, after switching to it.
 */
import type { OwnApiToken } from '../shared/api/api-tokens';
import { tokenMessages } from '../shared/api/api-tokens-messages';
import type { CurrentAccount } from './current-account';
import { LOADING, load, loaderAtom } from './loader';
import { authRequest } from './session';
import { toast } from './toast';

export const $ownTokens = loaderAtom<{ tokens: OwnApiToken[] }>();

export const ownTokenTexts = {
  loadFailed: 'Failed to load your API tokens',
  revokeFailed: 'Failed to revoke the token',
  none: 'You have no live API tokens.',
} as const;

export async function loadOwnTokens() {
  $ownTokens.set(LOADING);
  await load($ownTokens, authRequest('GET', '/api/tokens/all'), ({ tokens }) => ({ tokens }), {
    failed: ownTokenTexts.loadFailed,
    exception: ownTokenTexts.loadFailed,
  });
}

/** What the list calls a token's account: "Personal account" or the team's name. */
export const tokenAccountName = (account: OwnApiToken['account']) =>
  account.kind === 'team' ? account.name : 'Personal account';

/**
 * Whether `token` belongs to the session's current account, the only one the revoke route reaches.
 * `current` is the browser's copy; without one the session acts for the personal account.
 */
export function inCurrentAccount(
  token: Pick<OwnApiToken, 'account'>,
  current: Pick<CurrentAccount, 'id'> | null,
): boolean {
  return current ? token.account.id === current.id : token.account.kind === 'personal';
}

/** Revokes a token of the current account; it leaves the list of live ones. True when revoked, else a toast says why. */
export async function revokeOwnToken(token: Pick<OwnApiToken, 'id'>): Promise<boolean> {
  try {
    const result = await authRequest('DELETE', `/api/tokens/${encodeURIComponent(token.id)}`);
    if (result.ok) {
      const state = $ownTokens.get();
      if (state.status === 'ready')
        $ownTokens.set({ status: 'ready', tokens: state.tokens.filter((one) => one.id !== token.id) });
      toast(tokenMessages.revoked, 'success');
      return true;
    }
    toast(result.error || ownTokenTexts.revokeFailed, 'error');
  } catch {
    toast(`${ownTokenTexts.revokeFailed}. Please try again.`, 'error');
  }
  return false;
}
