/**
 * Whether the signed-in customer's e-mail address is verified (rulings R29), for the notice on
 * `/profile` and `/cart`, and the action that mails a new verification link.
 */
import { atom } from 'nanostores';
import { verificationSentText } from '../shared/verification-messages';
import { authRequest } from './session';

export type Note = { kind: 'success' | 'error'; text: string };

export type VerificationState =
  | { status: 'unknown' }
  | { status: 'verified' }
  | { status: 'unverified'; email: string; sending: boolean; note: Note | null };

export const $verification = atom<VerificationState>({ status: 'unknown' });

/** Reads the profile's state; a failure leaves the notice hidden (the page's own island reports it). */
export async function loadVerification() {
  try {
    const result = await authRequest<{ email: string; emailVerified: boolean }>('GET', '/api/profile');
    if (!result.ok) return;
    const { email, emailVerified } = result.data;
    $verification.set(
      emailVerified ? { status: 'verified' } : { status: 'unverified', email, sending: false, note: null },
    );
  } catch {
    // Offline: no notice rather than a wrong one.
  }
}

export async function resendVerification() {
  const state = $verification.get();
  if (state.status !== 'unverified' || state.sending) return;
  $verification.set({ ...state, sending: true, note: null });
  let note: Note;
  try {
    const result = await authRequest('POST', '/api/auth/verify-email/resend');
    if (result.ok) note = { kind: 'success', text: verificationSentText(state.email) };
    else if (result.status === 409) {
      $verification.set({ status: 'verified' });
      return;
    } else note = { kind: 'error', text: result.error || 'Failed to send the e-mail. Please try again.' };
  } catch {
    note = { kind: 'error', text: 'An error occurred. Please try again.' };
  }
  $verification.set({ ...state, sending: false, note });
}
