/**
 * Validation written once for the forms and the API (spec §5, rulings R13, R14, R17), on the
 * project's small schema toolkit (`schema.ts`) so the form islands stay within the JavaScript budget.
 */
import {
  boolean,
  type Infer,
  literal,
  maxLength,
  minLength,
  object,
  optional,
  refine,
  regex,
  text,
  toLowerCase,
  trim,
  unknown,
  validate,
} from './schema';

export { type FieldErrors, type Validated, validate } from './schema';

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

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** Trimmed, required, bounded and lower-cased: the e-mail of every form. */
export const emailText = (max: number) =>
  text(
    messages.emailRequired,
    trim,
    minLength(1, messages.emailRequired),
    maxLength(max, tooLong('Email', max)),
    regex(EMAIL_PATTERN, messages.emailInvalid),
    toLowerCase,
  );

/** Trimmed, required and bounded text. */
export const requiredText = (label: string, required: string, max: number) =>
  text(required, trim, minLength(1, required), maxLength(max, tooLong(label, max)));

const hasUpperAndDigit = refine((value) => /[A-Z]/.test(value) && /\d/.test(value), messages.passwordWeak);

/** The sign-up password policy, reused for a new password at change time (R14). */
export const passwordPolicy = [
  minLength(8, messages.passwordTooShort),
  maxLength(limits.password, messages.passwordTooLong),
  hasUpperAndDigit,
];
export const strongPassword = text(
  messages.passwordRequired,
  minLength(1, messages.passwordRequired),
  ...passwordPolicy,
);

export const signupSchema = object({
  name: requiredText('Full name', messages.nameRequired, limits.name),
  email: emailText(limits.email),
  password: strongPassword,
  terms: literal(true, messages.termsRequired),
});
export type SignupInput = Infer<typeof signupSchema>;

export const loginSchema = object({
  email: emailText(limits.email),
  password: text(
    messages.passwordRequired,
    minLength(1, messages.passwordRequired),
    maxLength(limits.password, messages.passwordTooLong),
  ),
  rememberMe: optional(boolean('rememberMe must be true or false')),
});
export type LoginInput = Infer<typeof loginSchema>;

const optionalText = (label: string, max: number) =>
  optional(text(`${label} must be text`, trim, maxLength(max, tooLong(label, max))));

/** `email` may be sent (the form shows it) but is never applied (R17). */
export const profileSchema = object({
  name: requiredText('Name', messages.profileNameRequired, limits.name),
  email: optional(unknown()),
  companyName: optionalText('Company name', limits.companyName),
  address: optionalText('Address', limits.address),
  phoneNumber: optional(
    text(
      'Phone number must be text',
      trim,
      maxLength(limits.phoneNumber, tooLong('Phone number', limits.phoneNumber)),
      refine((value) => value === '' || PHONE_PATTERN.test(value), 'Please enter a valid phone number'),
    ),
  ),
});
export type ProfileInput = Infer<typeof profileSchema>;

export const passwordChangeSchema = object({
  oldPassword: text(
    messages.allPasswordFields,
    minLength(1, messages.allPasswordFields),
    maxLength(limits.password, messages.passwordTooLong),
  ),
  newPassword: text(messages.allPasswordFields, minLength(1, messages.allPasswordFields), ...passwordPolicy),
});
export type PasswordChangeInput = Infer<typeof passwordChangeSchema>;

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
