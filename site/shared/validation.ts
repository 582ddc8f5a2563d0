/**
 * Validation written once for the forms and the API (spec §5, rulings R13, R14, R17).
 * Built on zod/mini so the islands that import it stay within the JavaScript budget.
 */
import * as z from 'zod/mini';

/** Spec §5's pattern, widened by R13 (a `+` in the local part, any TLD of 2+ letters); linear, no nested quantifiers. */
export const EMAIL_PATTERN = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\+?[0-9 ().-]{5,30}$/;

export const messages = {
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordWeak: 'Password must contain one uppercase letter and one number',
  termsRequired: 'You must agree to the terms',
  profileNameRequired: 'Name is required',
  allPasswordFields: 'All password fields are required',
  passwordMismatch: 'New password and confirmation do not match',
} as const;

export const limits = {
  name: 100,
  email: 254,
  password: 128,
  companyName: 120,
  address: 300,
  phoneNumber: 30,
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const email = z
  .string({ error: messages.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, messages.emailRequired),
    z.maxLength(limits.email, tooLong('Email', limits.email)),
    z.regex(EMAIL_PATTERN, messages.emailInvalid),
    z.toLowerCase(),
  );

/** The sign-up password policy, reused for a new password at change time (R14). */
export const strongPassword = z.string({ error: messages.passwordRequired }).check(
  z.minLength(1, messages.passwordRequired),
  z.minLength(8, messages.passwordTooShort),
  z.maxLength(limits.password, messages.passwordTooLong),
  z.refine((value) => /[A-Z]/.test(value) && /\d/.test(value), messages.passwordWeak),
);

export const signupSchema = z.object({
  name: z
    .string({ error: messages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.nameRequired),
      z.maxLength(limits.name, tooLong('Full name', limits.name)),
    ),
  email,
  password: strongPassword,
  terms: z.literal(true, { error: messages.termsRequired }),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: messages.passwordRequired })
    .check(z.minLength(1, messages.passwordRequired), z.maxLength(limits.password, messages.passwordTooLong)),
  rememberMe: z.optional(z.boolean({ error: 'rememberMe must be true or false' })),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (label: string, max: number) =>
  z.optional(z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, tooLong(label, max))));

/** `email` may be sent (the form shows it) but is never applied (R17). */
export const profileSchema = z.object({
  name: z
    .string({ error: messages.profileNameRequired })
    .check(
      z.trim(),
      z.minLength(1, messages.profileNameRequired),
      z.maxLength(limits.name, tooLong('Name', limits.name)),
    ),
  email: z.optional(z.unknown()),
  companyName: optionalText('Company name', limits.companyName),
  address: optionalText('Address', limits.address),
  phoneNumber: z.optional(
    z.string({ error: 'Phone number must be text' }).check(
      z.trim(),
      z.maxLength(limits.phoneNumber, tooLong('Phone number', limits.phoneNumber)),
      z.refine((value) => value === '' || PHONE_PATTERN.test(value), 'Please enter a valid phone number'),
    ),
  ),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z.object({
  oldPassword: z
    .string({ error: messages.allPasswordFields })
    .check(z.minLength(1, messages.allPasswordFields), z.maxLength(limits.password, messages.passwordTooLong)),
  newPassword: z
    .string({ error: messages.allPasswordFields })
    .check(z.minLength(1, messages.allPasswordFields))
    .check(
      z.minLength(8, messages.passwordTooShort),
      z.maxLength(limits.password, messages.passwordTooLong),
      z.refine((value) => /[A-Z]/.test(value) && /\d/.test(value), messages.passwordWeak),
    ),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; error: string; fields: FieldErrors };

/** Runs a schema and keeps the first message per field, in the order the checks are declared. */
export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): Validated<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  return { ok: false, error: first, fields };
}

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
