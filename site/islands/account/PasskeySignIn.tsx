/**
 * "Sign in with a passkey" on /login and the browser's passkey autofill (docs/decisions/two-factor-and-passkeys.md). The autofill
 * (conditional mediation) starts when the e-mail field, marked `autocomplete="username webauthn"`,
 * is first focused after hydration, so a visit that never uses the form costs no challenge and no
 * download; the WebAuthn library itself is loaded only then (lib/passkeys.ts).
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api';
import type { LoginData } from '../../lib/passkeys';
import { PasskeyIcon } from './security/PasskeyIcon';

// The ceremony and its messages load with the first use (the field's focus or the button), so the
// login page's first download carries only this button (islands budget: /login within 80 KB).
const ceremony = () => import('./passkey-ceremony');
/** Whether this browser has WebAuthn at all; no import needed to know. */
const passkeysSupported = () => typeof window.PublicKeyCredential === 'function';

type Props = {
  /** The e-mail input that offers passkeys among its suggestions. */
  emailInputId: string;
  rememberMe: boolean;
  onSignedIn: (data: LoginData) => void;
  onError: (text: string) => void;
  /** Disabled while the password form is sending. */
  disabled?: boolean;
};

export function PasskeySignIn({ emailInputId, rememberMe, onSignedIn, onError, disabled }: Props) {
  const [busy, setBusy] = useState(false);
  // Read when the answer is sent, which may be long after the autofill started.
  const remember = useRef(rememberMe);
  remember.current = rememberMe;
  const handlers = useRef({ onSignedIn, onError });
  handlers.current = { onSignedIn, onError };

  const finish = (result: ApiResult<LoginData> | null, signInFailed: string) => {
    if (!result) return;
    if (result.ok) handlers.current.onSignedIn(result.data);
    else handlers.current.onError(result.error || signInFailed);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per page; the latest handlers are read through refs.
  useEffect(() => {
    const input = document.getElementById(emailInputId);
    if (!input || !passkeysSupported()) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      ceremony()
        .then(async ({ signInWithPasskey, passkeyMessages }) =>
          finish(await signInWithPasskey('autofill', () => remember.current), passkeyMessages.signInFailed),
        )
        // Cancelled when the button starts its own ceremony or the page moves on: nothing to say.
        .catch(() => undefined);
    };
    if (document.activeElement === input) start();
    input.addEventListener('focus', start, { once: true });
    return () => input.removeEventListener('focus', start);
  }, [emailInputId]);

  async function onClick() {
    setBusy(true);
    const { ceremonyError, passkeyMessages, signInWithPasskey } = await ceremony();
    if (!passkeysSupported()) handlers.current.onError(passkeyMessages.unsupported);
    else {
      try {
        finish(await signInWithPasskey('button', () => remember.current), passkeyMessages.signInFailed);
      } catch (error) {
        handlers.current.onError(ceremonyError(error, passkeyMessages.signInFailed));
      }
    }
    setBusy(false);
  }

  return (
    <button
      type="button"
      className="btn btn-block passkey-sign-in"
      onClick={() => void onClick()}
      disabled={busy || disabled}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <PasskeyIcon size={18} />}
      Sign in with a passkey
    </button>
  );
}
