/**
 * The texts of the password reset and e-mail verification pages, shared by the pages and the API
 * (`auth-recovery.ts` re-exports them): without Valibot, so a page shows them before its checks load.
 */
import { RESEND_VERIFICATION } from './auth-unverified-messages';

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
