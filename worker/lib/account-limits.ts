/**
 * Every limit of password reset (R28) and e-mail verification (R29) in one place. Each endpoint
 * that sends mail is limited per client; the reset request also per address, and the resend per
 * account, so nobody can flood one mailbox. The per-client limits use `middleware/rate-limit.ts`;
 * the per-address and per-account ones count with `db/rate-limits.ts` under their own keys.
 */
const MINUTE = 60_000;

export const ACCOUNT_LIMITS = {
  /** POST /api/auth/forgot-password, per client. */
  forgotPasswordPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** POST /api/auth/forgot-password, per e-mail address (known or not, so it tells nothing). */
  forgotPasswordPerAddress: { limit: 3, windowMs: 60 * MINUTE },
  /** POST /api/auth/reset-password and /reset-password/check, per client: each is a guess at a token. */
  resetPasswordPerClient: { limit: 30, windowMs: 15 * MINUTE },
  /** POST /api/auth/verify-email, per client. */
  verifyEmailPerClient: { limit: 30, windowMs: 15 * MINUTE },
  /** POST /api/auth/verify-email/resend, per client. */
  resendVerificationPerClient: { limit: 10, windowMs: 15 * MINUTE },
  /** POST /api/auth/verify-email/resend, per account. */
  resendVerificationPerAccount: { limit: 3, windowMs: 60 * MINUTE },
} as const;

export type AccountLimit = (typeof ACCOUNT_LIMITS)[keyof typeof ACCOUNT_LIMITS];
