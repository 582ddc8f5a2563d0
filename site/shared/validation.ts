/**
 * Validation written once for the forms and the API (spec §5), as Valibot schemas: tree-shaken into
 * the form islands, and turned into the OpenAPI document's JSON Schema.
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
  secondFactorCode,
  strongPassword,
  tooLong,
  twoFactorMessages,
  typedCode,
} from './validation-base';

export * from './validation-base';

/**
 * A person's name, shown on pages and in mails: one line of at most `limits.name` printable characters,
 * counted by code points (docs/decisions/names-are-one-line.md). Refused: line breaks (also U+2028,
 * U+2029), the other C0/C1 controls and DEL, bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069:
 * they can make a name display as other text) and unpaired surrogates; joiners and emoji are fine.
 * No `u` flag (JSON Schema patterns carry none): a surrogate pair then matches the second alternative
 * once, and a validator that adds `u` matches it with the first; either way it counts once.
 */
const NAME_CHARACTER = String.raw`[^\u0000-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]`;
export const ONE_LINE_NAME = new RegExp(`^(?:${NAME_CHARACTER}){1,${limits.name}}$`);

const oneLineName = (required: string, oneLine: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.regex(ONE_LINE_NAME, oneLine),
    v.description(`One line of at most ${limits.name} printable characters (code points), trimmed`),
  );

export const signupSchema = requestObject({
  name: oneLineName(messages.nameRequired, messages.nameOneLine),
  email: emailText(limits.email),
  password: strongPassword,
  terms: v.literal(true, messages.termsRequired),
});
export type SignupInput = v.InferOutput<typeof signupSchema>;

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, tooLong(label, max))));

/** `email` may be sent (the form shows it) but is never applied (R17). */
export const profileSchema = requestObject({
  name: oneLineName(messages.profileNameRequired, messages.profileNameOneLine),
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
