/**
 * `/api/profile`: the signed-in customer's details and password; its data export and deletion are
 * `profile-data.ts`. Texts of both in `profile-messages.ts`.
 */
import * as v from 'valibot';
import {
  anyPassword,
  defineSchema,
  emailAnswer,
  limits,
  oneLineName,
  PHONE_PATTERN,
  policyPassword,
  requestObject,
  strongPassword,
  tooLong,
  type Validated,
  validate,
} from './common';
import { fieldMessages } from './common-messages';
import { profileDataMessages, profileMessages } from './profile-messages';
import { secondFactorCode } from './two-factor';

export * from './profile-messages';

const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, tooLong(label, max))));

/** `email` may be sent (the form shows it) but is never applied: the address is fixed. */
export const profileSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    name: oneLineName(profileMessages.nameRequired, profileMessages.nameOneLine),
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
  }),
);
export type ProfileInput = v.InferOutput<typeof profileSchema>;

/** The API's check; the change-password form runs `checkPasswordChange` instead, for its one message. */
export const passwordChangeSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    oldPassword: anyPassword(profileMessages.allPasswordFields),
    newPassword: policyPassword(profileMessages.allPasswordFields),
  }),
);
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>;

/**
 * Client-side check of the change-password form, in the spec's order: all fields, then match, then
 * the sign-up policy; one message and no field (the form shows it in its banner).
 */
export function checkPasswordChange(
  oldPassword: string,
  newPassword: string,
  confirmPassword: string,
): Validated<null> {
  const problem = (() => {
    if (!oldPassword || !newPassword || !confirmPassword) return profileMessages.allPasswordFields;
    if (newPassword !== confirmPassword) return fieldMessages.passwordMismatch;
    const result = validate(strongPassword, newPassword);
    return result.ok ? null : result.error;
  })();
  return problem ? { ok: false, error: problem, fields: {} } : { ok: true, data: null };
}

/** The password and, with two-factor sign-in on, a current code (TOTP or an unused recovery code). */
export const deleteAccountSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ password: anyPassword(profileDataMessages.passwordRequired), code: v.optional(secondFactorCode) }),
);
export type DeleteAccountInput = v.InferOutput<typeof deleteAccountSchema>;

// Answers.

export const accountDeletedData = /* @__PURE__ */ defineSchema(() => v.strictObject({ deleted: v.literal(true) }));

export const profileData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.string(),
      name: v.string(),
      email: v.pipe(emailAnswer, v.description('Read-only: PUT /api/profile never changes it')),
      companyName: v.string(),
      address: v.string(),
      phoneNumber: v.string(),
      emailVerified: v.pipe(v.boolean(), v.description('Whether the customer opened a verification link')),
    }),
    v.metadata({ ref: 'Profile' }),
  ),
);
export type Profile = v.InferOutput<typeof profileData>;

export const passwordChangedData = /* @__PURE__ */ defineSchema(() => v.strictObject({ changed: v.literal(true) }));
