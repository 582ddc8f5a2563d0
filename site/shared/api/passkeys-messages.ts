/** Every text of `/api/passkeys` and of passkey sign-in, without Valibot (`passkeys.ts` re-exports it). */
export const passkeyMessages = {
  nameRequired: 'Name is required',
  passwordRequired: 'Password is required',
  /** Registration failed verification: wrong challenge, origin, key type, no user verification. */
  notRegistered: 'This passkey could not be added. Please try again.',
  alreadyRegistered: 'This passkey is already registered.',
  tooMany: 'You can register up to 20 passkeys. Remove one to add another.',
  notFound: 'Passkey not found',
  /** A sign-in challenge that is unknown, spent or older than five minutes. */
  signInExpired: 'This passkey sign-in has expired. Please try again.',
  /** A credential this site does not know (never registered, or removed). */
  unknownPasskey: 'This passkey is not registered with your account. Sign in with your password instead.',
  signInFailed: 'Signing in with this passkey failed. Please try again or use your password.',
  unsupported: 'This browser cannot use passkeys. Try a current version of Chrome, Edge, Firefox or Safari.',
  cancelled: 'The passkey request was cancelled.',
  /** Browsers refuse WebAuthn on an IP address such as 127.0.0.1 (a local server opened by its IP). */
  ipAddress: 'Passkeys do not work on an IP address. Open the site by its name (locally: localhost).',
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  /** After removing the passkey this browser signed in with: that session ended with it. */
  removedSignedOut: 'Passkey removed. You had signed in with it on this device, so you were signed out here.',
} as const;

export const PASSKEY_NAME_MAX = 60;
export const passkeyNameTooLong = `Name must be at most ${PASSKEY_NAME_MAX} characters`;
