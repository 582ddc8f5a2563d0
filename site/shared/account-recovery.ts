/**
 * Password reset (rulings R28) and e-mail verification (R29): the request schemas, written once
 * for the forms and the Worker. The texts are in `account-messages.ts`, which pulls in no Valibot.
 */
import * as v from 'valibot';
import { recoveryMessages, TOKEN_PATTERN } from './account-messages';
import { requestObject } from './validate';
import { emailText, limits, secondFactorCode, strongPassword } from './validation-base';

const token = (message: string) => v.pipe(v.string(message), v.regex(TOKEN_PATTERN, message));

// Pure, so each form island bundles only the schema it uses.
export const forgotPasswordSchema = /* @__PURE__ */ requestObject({ email: /* @__PURE__ */ emailText(limits.email) });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

export const resetTokenSchema = /* @__PURE__ */ requestObject({
  token: /* @__PURE__ */ token(recoveryMessages.resetLinkInvalid),
});

/**
 * The new password follows the sign-up policy (R14) with the sign-up messages; an account with
 * two-factor sign-in on also sends a current code (R28, R30).
 */
export const resetPasswordSchema = /* @__PURE__ */ requestObject({
  token: /* @__PURE__ */ token(recoveryMessages.resetLinkInvalid),
  password: strongPassword,
  code: /* @__PURE__ */ v.optional(secondFactorCode),
});
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;

export const verifyEmailSchema = /* @__PURE__ */ requestObject({
  token: /* @__PURE__ */ token(recoveryMessages.verifyLinkInvalid),
});
