/**
 * Every text of `/api/auth` (sign-up, the mailed links, an unverified address), without Valibot: the
 * pages show them before a form's checks load, and the contract `auth.ts` re-exports them.
 */

export const signupMessages = {
  nameRequired: 'Full name is required',
  nameOneLine: 'Full name must be one line of at most 100 characters',
  termsRequired: 'You must agree to the terms',
} as const;

export const RESEND_VERIFICATION = 'Resend verification e-mail';

export const recoveryMessages = {
  /** The one answer to every request for a reset link, whether or not the account exists. */
  resetLinkSent: 'If an account exists for that address, we have sent a link to reset its password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified. Thank you!',
  alreadyVerified: 'Your email address is already verified.',
  /** The verification page's button. */
  resend: RESEND_VERIFICATION,
} as const;

/** A mailed token: 32 random bytes in base64url (worker/lib/tokens.ts); anything else is no token of ours. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// An address that is not verified yet: the notice on `/profile` and `/cart`, the Security section's cards, the API's 403.
export const notVerifiedText = (email: string) => `Your email address ${email} is not verified yet.`;
export const verificationSentText = (email: string) => `We have sent a new verification link to ${email}.`;
/** Why an unverified customer cannot add a passkey or turn on two-factor sign-in yet (the API's 403, and the Security page). */
export const FACTORS_NEED_VERIFIED_EMAIL = 'Verify your e-mail address before adding a passkey or two-factor sign-in.';
