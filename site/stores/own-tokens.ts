/**
 * The Security page's API tokens (docs/decisions/own-tokens-on-security.md): every live token the
 * person made, in every account. Revoke (own-tokens-revoke.ts) goes through the tokens route, which
 * reaches the current account's tokens only; a token of another account is managed there, after
 * switching to it.
 */

import { answer, api } from '../lib/api';
import type { OwnApiToken } from '../shared/api/tokens';
import type { CurrentAccount } from './current-account';
import { LOADING, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';

export const $ownTokens = loaderAtom<{ tokens: OwnApiToken[] }>();

export const ownTokenTexts = {
  loadFailed: 'Failed to load your API tokens',
} as const;

export async function loadOwnTokens() {
  $ownTokens.set(LOADING);
  await load($ownTokens, answer(api.GET('/api/tokens/all', signedIn)), ({ tokens }) => ({ tokens }), {
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

/** A revoked token leaves the list of live ones. */
export function forgetOwnToken(token: Pick<OwnApiToken, 'id'>) {
  const state = $ownTokens.get();
  if (state.status === 'ready')
    $ownTokens.set({ status: 'ready', tokens: state.tokens.filter((one) => one.id !== token.id) });
}
