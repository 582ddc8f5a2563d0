/**
 * The invitation page (docs/decisions/accounts-and-teams.md): the token of the mailed link, which
 * travels in the fragment (`#token=…`, never sent to a server), and what it offers. The token is kept
 * in this tab's sessionStorage while the visitor signs up or logs in, so the page they come back to
 * (`next=/invitation`, without the fragment) still has it. Accepting is stores/accounts.ts.
 */
import { atom } from 'nanostores';
import { answer, api } from '../lib/api';
import type { InvitationPreview } from '../shared/api/invitations';

const KEY = 'invitation';
/** The shape of a link's token (invitationTokenSchema): anything else is not asked about. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export type PreviewState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; token: string; preview: InvitationPreview };

export const $invitationPreview = atom<PreviewState>({ status: 'loading' });

/** The link's token: from the fragment (kept for the way back from signing in), else the one kept. */
export function invitationToken(): string | null {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('token');
  try {
    if (fromLink) sessionStorage.setItem(KEY, fromLink);
    return fromLink ?? sessionStorage.getItem(KEY);
  } catch {
    return fromLink;
  }
}

/** Once accepted (or refused for good), the token is not kept. */
export function forgetInvitation() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

export async function loadPreview() {
  const token = invitationToken();
  if (!token || !TOKEN.test(token)) {
    $invitationPreview.set({ status: 'invalid' });
    return;
  }
  $invitationPreview.set({ status: 'loading' });
  try {
    const result = await answer(api.POST('/api/invitations/preview', { body: { token } }));
    if (result.ok) $invitationPreview.set({ status: 'ready', token, preview: result.data });
    else if (result.status === 400 || result.status === 404) {
      forgetInvitation();
      $invitationPreview.set({ status: 'invalid' });
    } else $invitationPreview.set({ status: 'failed', message: result.error || 'Failed to read the invitation' });
  } catch {
    $invitationPreview.set({ status: 'failed', message: 'An error occurred while reading the invitation.' });
  }
}
