/**
 * Revoking one of the Security page's tokens: loaded with the confirmation, on the first click of
 * Revoke, so the page ships it only to someone who revokes. The list (own-tokens.ts) then forgets it.
 */

import { answer, api } from '../lib/api';
import type { OwnApiToken } from '../shared/api/tokens';
import { tokenMessages } from '../shared/api/tokens-messages';
import { signedIn } from './signed-in';
import { toast } from './toast';

export const REVOKE_FAILED = 'Failed to revoke the token';

/** Revokes a token of the current account. True when revoked, else a toast says why. */
export async function revokeOwnToken(token: Pick<OwnApiToken, 'id'>): Promise<boolean> {
  try {
    const result = await answer(api.DELETE('/api/tokens/{id}', { ...signedIn, params: { path: { id: token.id } } }));
    if (result.ok) {
      toast(tokenMessages.revoked, 'success');
      return true;
    }
    toast(result.error || REVOKE_FAILED, 'error');
  } catch {
    toast(`${REVOKE_FAILED}. Please try again.`, 'error');
  }
  return false;
}
