/**
 * The mailed links of `/api/auth`: password reset (forgot, check, reset) and e-mail verification
 * (verify, resend). Their texts are in two modules without Valibot, re-exported here, so the pages
 * show them before these checks load: `auth-recovery-messages.ts` (the reset and verification
 * pages) and `auth-unverified-messages.ts` (the notice of an unverified address).
 */
import * as v from 'valibot';
import { recoveryMessages, TOKEN_PATTERN } from './auth-recovery-messages';
import { defineSchema, emailText, limits, requestObject, strongPassword, type Validated, validate } from './common';
import { fieldMessages } from './common-messages';
import { secondFactorCode, twoFactorMessages } from './two-factor';

export * from './auth-recovery-messages';
export * from './auth-unverified-messages';
// So a form loads its checks with one import.
export { validate };

const token = (message: string) => v.pipe(v.string(message), v.regex(TOKEN_PATTERN, message));

export const forgotPasswordSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ email: emailText(limits.email) }),
);
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

export const resetTokenSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ token: token(recoveryMessages.resetLinkInvalid) }),
);

/**
 * The new password follows the sign-up policy with the sign-up messages; an account with two-factor
 * sign-in on also sends a current code.
 */
export const resetPasswordSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    token: token(recoveryMessages.resetLinkInvalid),
    password: strongPassword,
    code: v.optional(secondFactorCode),
  }),
);
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

/**
 * The reset form's check: the API's rules first, then a code when the account has two-factor sign-in
 * on, then the new password typed twice.
 */
export function checkPasswordReset(
  input: { token: string; password: string; code: string },
  confirmPassword: string,
  twoFactor: boolean,
): Validated<ResetPasswordInput> {
  const code = twoFactor ? input.code : undefined;
  const checked = validate(resetPasswordSchema, { token: input.token, password: input.password, code });
  if (checked.ok && twoFactor && !input.code.trim()) {
    return { ok: false, error: twoFactorMessages.resetNeedsCode, fields: { code: twoFactorMessages.resetNeedsCode } };
  }
  if (checked.ok && input.password !== confirmPassword) {
    return {
      ok: false,
      error: fieldMessages.passwordMismatch,
      fields: { confirmPassword: fieldMessages.passwordMismatch },
    };
  }
  return checked;
}

export const verifyEmailSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ token: token(recoveryMessages.verifyLinkInvalid) }),
);

// Answers.

/** The same answer whether or not an account has that address. */
export const resetLinkSentData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({ message: v.literal(recoveryMessages.resetLinkSent) }),
);
export const resetTokenData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    valid: v.pipe(v.literal(true), v.description('The link is live: the page may ask for the new password')),
    twoFactor: v.pipe(
      v.boolean(),
      v.description('The account has two-factor sign-in on: POST /api/auth/reset-password needs `code`'),
    ),
  }),
);
export const passwordResetData = /* @__PURE__ */ defineSchema(() => v.strictObject({ reset: v.literal(true) }));
export const emailVerifiedData = /* @__PURE__ */ defineSchema(() => v.strictObject({ verified: v.literal(true) }));
export const verificationSentData = /* @__PURE__ */ defineSchema(() => v.strictObject({ sent: v.literal(true) }));
