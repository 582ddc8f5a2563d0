/**
 * `/api/auth`: sign-up, login, its second step, passkey sign-in and logout, and the mailed links
 * (password reset, e-mail verification). Texts in `auth-messages.ts`.
 */
import * as v from 'valibot';
import { recoveryMessages, signupMessages, TOKEN_PATTERN } from './auth-messages';
import {
  anyPassword,
  defineSchema,
  emailAnswer,
  emailText,
  limits,
  oneLineName,
  rememberMe,
  requestObject,
  strongPassword,
  type Validated,
  validate,
} from './common';
import { fieldMessages } from './common-messages';
import { authenticationResponse, challenge } from './passkeys';
import { secondFactorCode, twoFactorMessages } from './two-factor';

export * from './auth-messages';

export const signupSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    name: oneLineName(signupMessages.nameRequired, signupMessages.nameOneLine),
    email: emailText(limits.email),
    password: strongPassword,
    terms: v.literal(true, signupMessages.termsRequired),
  }),
);
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const loginSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    email: emailText(limits.email),
    password: anyPassword(fieldMessages.passwordRequired),
    rememberMe,
  }),
);
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** The second step of a sign-in: the ticket `POST /api/auth/login` answered and a code. */
export const mfaLoginSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    ticket: v.pipe(
      v.string(twoFactorMessages.ticketExpired),
      v.regex(/^[A-Za-z0-9_-]{43}$/, twoFactorMessages.ticketExpired),
    ),
    code: secondFactorCode,
  }),
);
export type MfaLoginInput = v.InferOutput<typeof mfaLoginSchema>;

export const passkeySignInSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ response: authenticationResponse, rememberMe }),
);

// The mailed links: password reset (forgot, check, reset) and e-mail verification (verify, resend).

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

/** The account that sign-up created. */
export const accountData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.strictObject({ id: v.string(), name: v.string(), email: emailAnswer }), v.metadata({ ref: 'Account' })),
);

export const sessionData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      token: v.pipe(v.string(), v.description('Bearer token for the Authorization header; only its hash is stored')),
      id: v.string(),
      name: v.string(),
      email: emailAnswer,
      expiresAt: v.pipe(v.string(), v.isoTimestamp(), v.description('1 day after login, 30 days with rememberMe')),
    }),
    v.metadata({ ref: 'Session' }),
  ),
);

export const mfaRequiredData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      mfaRequired: v.literal(true),
      ticket: v.pipe(
        v.string(),
        v.description('For POST /api/auth/login/mfa with a code; valid 5 minutes, once, five wrong codes lock it'),
      ),
    }),
    v.metadata({ ref: 'MfaRequired' }),
  ),
);

/** What `POST /api/auth/login` answers: a session, or (two-factor sign-in on) a ticket and no token. */
export const loginData = /* @__PURE__ */ defineSchema(() => v.union([sessionData, mfaRequiredData]));

export const loggedOutData = /* @__PURE__ */ defineSchema(() => v.strictObject({ loggedOut: v.literal(true) }));

/** `PublicKeyCredentialRequestOptionsJSON` for `navigator.credentials.get()`: any passkey of this site. */
export const passkeyRequestOptionsData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({ rpId: v.string(), challenge, timeout: v.number(), userVerification: v.literal('required') }),
    v.metadata({ ref: 'PasskeyRequestOptions' }),
  ),
);

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
