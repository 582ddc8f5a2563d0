/**
 * The Passkeys card of the Security section on /profile: the customer's passkeys with name, creation
 * and last use, "Add a passkey" (the password again, then the browser's ceremony), rename and remove.
 * Every add and removal is mailed to the customer by the Worker. Adding one needs a verified address;
 * until then the card says so beside the resend button.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { passkeyMessages } from '../../../shared/api/passkeys-messages';
import { $passkeys, loadPasskeys, type Outcome } from '../../../stores/passkeys';
import { initSession } from '../../../stores/session';
import { Banner, type BannerState } from '../../forms/Banner';
import { useStore } from '../../use-store';
import { PasskeyItem } from './PasskeyItem';
import { useVerification, VerifyFirst } from './VerifyFirst';

const AddPasskeyForm = lazy(() => import('./PasskeyForms').then(({ AddPasskeyForm }) => ({ default: AddPasskeyForm })));

/** "Add a passkey": the button, and its form once opened (loaded then). */
function AddPasskey({ onResult }: { onResult: (outcome: Outcome) => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn btn-primary passkeys-add" onClick={() => setOpen(true)}>
        Add a passkey
      </button>
    );
  }
  return (
    <Suspense fallback={<p className="muted">Loading…</p>}>
      <AddPasskeyForm
        onDone={(outcome) => {
          // A refusal with nothing to show on the field keeps the form open, with the banner saying why.
          if (!outcome || outcome.ok) setOpen(false);
          if (outcome) onResult(outcome);
        }}
      />
    </Suspense>
  );
}

export default function PasskeysPanel() {
  const state = useStore($passkeys);
  const verification = useVerification();
  const [banner, setBanner] = useState<BannerState>(null);
  const [supported, setSupported] = useState(true);

  useEffect(() => {
    // Whether this browser has WebAuthn at all (lib/passkeys.ts loads only when one is added).
    setSupported(typeof window.PublicKeyCredential === 'function');
    // The profile island sends a visitor without a session to the login page.
    if (initSession()) void loadPasskeys();
  }, []);

  const onResult = (outcome: Outcome) => setBanner({ kind: outcome.ok ? 'success' : 'error', text: outcome.text });

  return (
    <section className="card passkeys" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className="muted">
        Sign in with your fingerprint, face, screen lock or a security key instead of your password. A passkey cannot be
        phished or reused on another site.
      </p>
      <Banner banner={banner} />
      {state.status === 'loading' && (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            Loading your passkeys…
          </p>
          <div className="skeleton" style={{ height: '3.5rem' }} />
        </div>
      )}
      {state.status === 'error' && (
        <div className="banner banner-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="btn btn-sm" onClick={() => void loadPasskeys()}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.passkeys.length === 0 ? (
          <p className="passkeys-empty">You have no passkeys yet.</p>
        ) : (
          <ul className="passkey-list">
            {state.passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} onResult={onResult} />
            ))}
          </ul>
        ))}
      {verification.status === 'unverified' ? (
        state.status === 'ready' && <VerifyFirst state={verification} place="passkeys" />
      ) : supported ? (
        state.status === 'ready' && <AddPasskey onResult={onResult} />
      ) : (
        <p className="banner banner-warning passkeys-unsupported">{passkeyMessages.unsupported}</p>
      )}
    </section>
  );
}
