/** The notice on `/profile` and `/cart` while the customer's address is not verified. */
import { useEffect } from 'react';
import { notVerifiedText, RESEND_VERIFICATION } from '../../shared/api/auth-messages';
import { initSession } from '../../stores/session';
import { $verification, loadVerification, resendVerification } from '../../stores/verification';
import { useStore } from '../use-store';

export default function VerifyNotice() {
  const state = useStore($verification);

  useEffect(() => {
    if (initSession()) void loadVerification();
  }, []);

  return (
    <div aria-live="polite">
      {state.status === 'unverified' && (
        <section className="verify-notice banner banner-warning" aria-label="E-mail verification">
          <div className="verify-notice-text">
            <p>{notVerifiedText(state.email)}</p>
            <p className="verify-notice-hint">Open the link we e-mailed you, or ask for a new one.</p>
            {state.note?.place === 'notice' && (
              <p
                className={`verify-notice-note verify-notice-${state.note.kind}`}
                role={state.note.kind === 'error' ? 'alert' : 'status'}
              >
                {state.note.text}
              </p>
            )}
          </div>
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => void resendVerification('notice')}
            disabled={state.sending}
          >
            {state.sending && <span className="spinner" aria-hidden="true" />}
            {RESEND_VERIFICATION}
          </button>
        </section>
      )}
    </div>
  );
}
