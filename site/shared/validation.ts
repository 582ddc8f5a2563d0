/**
 * Validation written once for the forms and the API (spec §5, rulings R13, R14, R17), as Valibot
 * schemas: tree-shaken into the form islands, and turned into the OpenAPI document's JSON Schema.
 */
import * as v from 'valibot';
import { requestObject, validate } from './validate';
import {
  anyPassword,
  emailText,
  limits,
  messages,
  PHONE_PATTERN,
  policyPassword,
  requiredText,
  secondFactorCode,
  strongPassword,
  tooLong,
  twoFactorMessages,
  typedCode,
} from './validation-base';

export * from './validation-base';

export const signupSchema = requestObject({
  name: requiredText('Full name', messages.nameRequired, limits.name),
  email: emailText(limits.email),
  password: strongPassword,
  terms: v.literal(true, messages.termsRequired),
});
export type SignupInput = v.InferOutput<typeof signupSchema>;

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, tooLong(label, max))));

/** `email` may be sent (the form shows it) but is never applied (R17). */
export const profileSchema = requestObject({
  name: requiredText('Name', messages.profileNameRequired, limits.name),
  email: v.optional(v.unknown()),
  companyName: optionalText('Company name', limits.companyName),
  address: optionalText('Address', limits.address),
  phoneNumber: v.optional(
    v.pipe(
      v.string('Phone number must be text'),
      v.trim(),
      v.maxLength(limits.phoneNumber, tooLong('Phone number', limits.phoneNumber)),
      v.regex(PHONE_PATTERN, 'Please enter a valid phone number'),
    ),
  ),
});
export type ProfileInput = v.InferOutput<typeof profileSchema>;

// Pure: the change-password form checks with `checkPasswordChange`, so the browser does not ship this.
export const passwordChangeSchema = /* @__PURE__ */ requestObject({
  oldPassword: /* @__PURE__ */ anyPassword(messages.allPasswordFields),
  newPassword: /* @__PURE__ */ policyPassword(messages.allPasswordFields),
});
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>;

/**
 * Client-side check of the change-password form (spec §5 order: all fields, then match,
 * then the sign-up policy of R14).
 */
export function checkPasswordChange(oldPassword: string, newPassword: string, confirmPassword: string): string | null {
  if (!oldPassword || !newPassword || !confirmPassword) return messages.allPasswordFields;
  if (newPassword !== confirmPassword) return messages.passwordMismatch;
  const result = validate(strongPassword, newPassword);
  return result.ok ? null : result.error;
}

// Two-factor sign-in (R30): the request schemas of TOTP and recovery codes (their texts: validation-base.ts).

const totpCode = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ typedCode(twoFactorMessages.codeRequired),
  /* @__PURE__ */ v.regex(/^\d{6}$/, twoFactorMessages.totpShape),
);

/** Turning TOTP on begins with the current password (R30). */
export const twoFactorSetupSchema = /* @__PURE__ */ requestObject({
  password: /* @__PURE__ */ anyPassword(messages.passwordRequired),
});

/** The enrolment is confirmed with one valid code from the app. */
export const twoFactorEnableSchema = /* @__PURE__ */ requestObject({ code: totpCode });

/** Turning it off or making new recovery codes: the password and a current code. */
export const twoFactorConfirmSchema = /* @__PURE__ */ requestObject({
  password: /* @__PURE__ */ anyPassword(messages.passwordRequired),
  code: secondFactorCode,
});

/** The second step of a sign-in: the ticket `POST /api/auth/login` answered and a code. */
export const mfaLoginSchema = /* @__PURE__ */ requestObject({
  ticket: /* @__PURE__ */ v.pipe(
    /* @__PURE__ */ v.string(twoFactorMessages.ticketExpired),
    /* @__PURE__ */ v.regex(/^[A-Za-z0-9_-]{43}$/, twoFactorMessages.ticketExpired),
  ),
  code: secondFactorCode,
});
export type MfaLoginInput = v.InferOutput<typeof mfaLoginSchema>;
