/**
 * What the two-factor and passkey cards show instead of the button that starts an enrolment while the
 * customer's address is not verified (docs/decisions/factors-need-a-verified-address.md): why, and the
 * resend button of the page's verification notice (the same store and action).
 */
import { useEffect } from 'react';
import { FACTORS_NEED_VERIFIED_EMAIL, RESEND_VERIFICATION } from '../../../shared/api/auth-messages';
import { initSession } from '../../../stores/session';
import {
  $verification,
  loadVerification,
  type ResendPlace,
  resendVerification,
  type VerificationState,
} from '../../../stores/verification';
import { useStore } from '../../use-store';

/** The address's state, read once for the page (the notice at the top usually has already). */
export function useVerification(): VerificationState {
  const state = useStore($verification);
  useEffect(() => {
    // The session first: this effect can run before any other island of the page has read it, and a
    // call without the token would answer 401 and sign the browser out.
    if ($verification.get().status === 'unknown' && initSession()) void loadVerification();
  }, []);
  return state;
}

type Unverified = Extract<VerificationState, { status: 'unverified' }>;

export function VerifyFirst({ state, place }: { state: Unverified; place: ResendPlace }) {
  const note = state.note?.place === place ? state.note : null;
  return (
    <div className="verify-first banner banner-warning">
      <div className="verify-first-text">
        <p>{FACTORS_NEED_VERIFIED_EMAIL}</p>
        {note && (
          <p className={`verify-notice-${note.kind}`} role={note.kind === 'error' ? 'alert' : 'status'}>
            {note.text}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-sm"
        onClick={() => void resendVerification(place)}
        disabled={state.sending}
      >
        {state.sending && <span className="spinner" aria-hidden="true" />}
        {RESEND_VERIFICATION}
      </button>
    </div>
  );
}
