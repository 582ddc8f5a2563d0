/** The values an account's stored history and tokens take, for the drizzle schema and the API's schemas alike. */

/** What a sign-in checked: the password, an authenticator code, a recovery code, a passkey or a reset link. */
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery-code', 'passkey', 'password-reset'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** 'locked': refused because a limit was reached (HTTP 429) before the password or code was checked. */
export const SIGN_IN_OUTCOMES = ['success', 'failure', 'locked'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** What a mailed single-use link opens. */
export const LINK_PURPOSES = ['password-reset', 'email-verification'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** The WebAuthn ceremony a challenge belongs to: adding a passkey, or signing in with one. */
export const CHALLENGE_PURPOSES = ['registration', 'authentication'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];
