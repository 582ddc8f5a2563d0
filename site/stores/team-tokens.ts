/**
 * Every API token of the team's members, for its owners and admins on the API tokens page
 * (docs/decisions/api-tokens.md): the list, and revoking any of them.
 */

import { answer, api } from '../lib/api';
import type { TeamApiToken } from '../shared/api/tokens';
import { tokenMessages } from '../shared/api/tokens-messages';
import { LOADING, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

export const $teamTokens = loaderAtom<{ tokens: TeamApiToken[] }>();

const LOAD_FAILED = "Failed to load the team's API tokens";

export async function loadTeamTokens() {
  $teamTokens.set(LOADING);
  await load($teamTokens, answer(api.GET('/api/team/tokens', signedIn)), ({ tokens }) => ({ tokens }), {
    failed: LOAD_FAILED,
    exception: LOAD_FAILED,
  });
}

/** True when revoked; else a toast says why. */
export async function revokeTeamToken(token: { id: string }): Promise<boolean> {
  const failed = 'Failed to revoke the token';
  try {
    const result = await answer(
      api.DELETE('/api/team/tokens/{id}', { ...signedIn, params: { path: { id: token.id } } }),
    );
    if (result.ok) {
      const state = $teamTokens.get();
      if (state.status === 'ready') {
        const tokens = state.tokens.map((one) => (one.id === result.data.id ? { ...one, ...result.data } : one));
        $teamTokens.set({ status: 'ready', tokens });
      }
      toast(tokenMessages.revoked, 'success');
      return true;
    }
    toast(result.error || failed, 'error');
  } catch {
    toast(`${failed}. Please try again.`, 'error');
  }
  return false;
}
