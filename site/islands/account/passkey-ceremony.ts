/** What a passkey sign-in needs once it starts (PasskeySignIn imports it on first use). */
export { ceremonyError, signInWithPasskey } from '../../lib/passkeys';
export { passkeyMessages } from '../../shared/api/passkeys-messages';
