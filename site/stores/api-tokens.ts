/**
 * The API tokens page (docs/decisions/api-tokens.md): your tokens for the current account, making one
 * and revoking one. The token itself is answered once; it lives only in `$shownToken` while its panel
 * is open and is dropped when the panel is closed or the page is left, never kept in storage.
 */
import { atom } from 'nanostores';
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import type { ApiToken } from '../shared/api/tokens';
import { tokenMessages } from '../shared/api/tokens-messages';
import { SCOPE_ACTIONS, TOKEN_SCOPES, type TokenExpiryDays, type TokenScope } from '../shared/domain/api-tokens';
import type { Action } from '../shared/domain/teams';
import { may } from './current-account';
import { LOADING, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

export const $apiTokens = loaderAtom<{ tokens: ApiToken[] }>();

/** The token just made, with its details, while the panel that shows it once is open. */
export const $shownToken = atom<{ token: string; details: ApiToken } | null>(null);

const LOAD_FAILED = 'Failed to load your API tokens';

export async function loadTokens() {
  $apiTokens.set(LOADING);
  await load($apiTokens, answer(api.GET('/api/tokens', signedIn)), ({ tokens }) => ({ tokens }), {
    failed: LOAD_FAILED,
    exception: LOAD_FAILED,
  });
}

function update(change: (tokens: ApiToken[]) => ApiToken[]) {
  const state = $apiTokens.get();
  if (state.status === 'ready') $apiTokens.set({ status: 'ready', tokens: change(state.tokens) });
}

/**
 * The scopes the current account's role may give a token (the API refuses the others: a token acts
 * within its maker's role). `allowed` is `may`: the cached copy's actions, which are `can(role, action)`
 * worked out when the copy was written, so the page ships no permission table
 * (docs/decisions/current-account-in-the-browser.md).
 */
export const usableScopes = (allowed: (action: Action) => boolean = may): TokenScope[] =>
  TOKEN_SCOPES.filter((scope) => {
    const action = SCOPE_ACTIONS[scope];
    return action === null || allowed(action);
  });

export type TokenRequest = { name: string; scopes: TokenScope[]; expiresInDays: TokenExpiryDays };

export async function createToken(request: TokenRequest): Promise<Sent<ApiToken>> {
  const result = await answer(api.POST('/api/tokens', { ...signedIn, body: request }));
  if (!result.ok) return result;
  const { token, details } = result.data;
  update((tokens) => [details, ...tokens]);
  $shownToken.set({ token, details });
  return { ok: true, data: details };
}

/** Closes the panel: the token is gone from the page for good. */
export const forgetShownToken = () => $shownToken.set(null);

if (typeof window !== 'undefined') window.addEventListener('pagehide', forgetShownToken);

/** True when revoked; else a toast says why. */
export async function revokeToken(token: Pick<ApiToken, 'id'>): Promise<boolean> {
  const failed = 'Failed to revoke the token';
  try {
    const result = await answer(api.DELETE('/api/tokens/{id}', { ...signedIn, params: { path: { id: token.id } } }));
    if (result.ok) {
      update((tokens) => tokens.map((one) => (one.id === result.data.id ? result.data : one)));
      if ($shownToken.get()?.details.id === token.id) forgetShownToken();
      toast(tokenMessages.revoked, 'success');
      return true;
    }
    toast(result.error || failed, 'error');
  } catch {
    toast(`${failed}. Please try again.`, 'error');
  }
  return false;
}

/** Copies the shown token; false where the clipboard is not available (the panel then says to select it). */
export async function copyShownToken(): Promise<boolean> {
  const shown = $shownToken.get();
  if (!shown) return false;
  try {
    await navigator.clipboard.writeText(shown.token);
    toast(tokenMessages.copied, 'success');
    return true;
  } catch {
    return false;
  }
}
