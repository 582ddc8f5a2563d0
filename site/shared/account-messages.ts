/** The texts of password reset (rulings R28) and e-mail verification (R29), shared by the pages and the API. */
import { RESEND_VERIFICATION } from './verification-messages';

export const recoveryMessages = {
  /** R28: the one answer to every request for a reset link, whether or not the account exists. */
  resetLinkSent: 'If an account exists for that address, we have sent a link to reset its password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email address is verified. Thank you!',
  alreadyVerified: 'Your email address is already verified.',
  /** R29's button text. */
  resend: RESEND_VERIFICATION,
} as const;

/** A mailed token: 32 random bytes in base64url (worker/lib/tokens.ts); anything else is no token of ours. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
