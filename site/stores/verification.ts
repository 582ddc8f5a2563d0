/**
 * Whether the signed-in customer's e-mail address is verified, for the notice on `/profile` and
 * `/cart` and the Security section's factor cards, and the action that mails a new verification link.
 */

import { atom } from 'nanostores';
import { answer, api } from '../lib/api';
import { verificationSentText } from '../shared/api/auth-messages';
import { signedIn } from './signed-in';

export type Note = { kind: 'success' | 'error'; text: string };

/** Which resend button asked: its answer is shown beside that button only. */
export type ResendPlace = 'notice' | 'two-factor' | 'passkeys';

export type VerificationState =
  | { status: 'unknown' }
  | { status: 'verified' }
  | { status: 'unverified'; email: string; sending: boolean; note: (Note & { place: ResendPlace }) | null };

export const $verification = atom<VerificationState>({ status: 'unknown' });

let reading: Promise<void> | null = null;

async function readVerification() {
  try {
    const result = await answer(api.GET('/api/profile', signedIn));
    if (!result.ok) return;
    const { email, emailVerified } = result.data;
    $verification.set(
      emailVerified ? { status: 'verified' } : { status: 'unverified', email, sending: false, note: null },
    );
  } catch {
    // Offline: no notice rather than a wrong one.
  }
}

/**
 * Reads the profile's state; a failure leaves the state unknown (the page's own island reports it).
 * Islands that ask at the same time share one request.
 */
export function loadVerification(): Promise<void> {
  reading ??= readVerification().finally(() => {
    reading = null;
  });
  return reading;
}

export async function resendVerification(place: ResendPlace = 'notice') {
  const state = $verification.get();
  if (state.status !== 'unverified' || state.sending) return;
  $verification.set({ ...state, sending: true, note: null });
  let note: Note;
  try {
    const result = await answer(api.POST('/api/auth/verify-email/resend', signedIn));
    if (result.ok) note = { kind: 'success', text: verificationSentText(state.email) };
    else if (result.status === 409) {
      $verification.set({ status: 'verified' });
      return;
    } else note = { kind: 'error', text: result.error || 'Failed to send the e-mail. Please try again.' };
  } catch {
    note = { kind: 'error', text: 'An error occurred. Please try again.' };
  }
  $verification.set({ ...state, sending: false, note: { ...note, place } });
}
