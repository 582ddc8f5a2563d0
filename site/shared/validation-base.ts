/**
 * The part of the shared validation (site/shared/validation.ts) that the login form needs, and what
 * every form shares: patterns, messages, limits, the e-mail and password rules. A module of its own so
 * /login downloads only this (islands budget: within 80 KB); validation.ts re-exports all of it.
 */
import * as v from 'valibot';
import { requestObject } from './validate';
import { messages } from './validation-messages';

export { type FieldErrors, type Validated, validate } from './validate';

/** Spec §5's pattern, widened by R13 (a `+` in the local part, any TLD of 2+ letters); linear, no nested quantifiers. */
export const EMAIL_PATTERN = /^\w+(?:[.+-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,}$/;
/** A phone number, or empty to clear it. */
export const PHONE_PATTERN = /^(?:\+?[0-9 ().-]{5,30})?$/;
/** One uppercase letter and one digit anywhere (a pattern, so the OpenAPI document can state it). */
const UPPER_AND_DIGIT = /^(?=[\s\S]*[A-Z])(?=[\s\S]*\d)/;

export { messages };

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
  v.pipe(
    v.string(messages.emailRequired),
    v.trim(),
    v.minLength(1, messages.emailRequired),
    v.maxLength(max, tooLong('Email', max)),
    v.regex(EMAIL_PATTERN, messages.emailInvalid),
    v.toLowerCase(),
  );

/** Trimmed, required and bounded text. */
export const requiredText = (label: string, required: string, max: number) =>
  v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong(label, max)));

/** The sign-up password policy, reused for a new password at change time (R14). */
export const policyPassword = (required: string) =>
  v.pipe(
    v.string(required),
    v.minLength(1, required),
    v.minLength(8, messages.passwordTooShort),
    v.maxLength(limits.password, messages.passwordTooLong),
    v.regex(UPPER_AND_DIGIT, messages.passwordWeak),
  );
export const strongPassword = policyPassword(messages.passwordRequired);

/** Any password that may exist (login, current password): required and bounded, no policy. */
export const anyPassword = (required: string) =>
  v.pipe(v.string(required), v.minLength(1, required), v.maxLength(limits.password, messages.passwordTooLong));

export const loginSchema = requestObject({
  email: emailText(limits.email),
  password: anyPassword(messages.passwordRequired),
  rememberMe: v.optional(v.boolean('rememberMe must be true or false')),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

// Two-factor sign-in (R30): the texts of TOTP and recovery codes (the reset form shows them too).
export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeShape: 'Enter the 6-digit code from your app, or a recovery code such as ABCDE-12345',
  totpShape: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not valid. Please try again.',
  ticketExpired: 'Your sign-in has expired. Please sign in again.',
  ticketLocked: 'Too many wrong codes. Please sign in again.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  noEnrolment: 'Your set-up has expired. Please start again.',
  resetNeedsCode: 'Enter a code from your authenticator app, or one of your recovery codes.',
  tooManyWrongCodes: (wait: string) => `Too many wrong codes for this account. Please try again in ${wait}.`,
} as const;

/** A code as typed: spaces and hyphens dropped, letters upper-cased (a recovery code is Crockford base32). */
export const typedCode = (required: string) =>
  v.pipe(
    v.string(required),
    v.maxLength(40, required),
    v.transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
    v.minLength(1, required),
  );

/** A TOTP code (6 digits) or a recovery code (10 characters): what R30 accepts as "a current code". */
export const secondFactorCode = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ typedCode(twoFactorMessages.codeRequired),
  /* @__PURE__ */ v.regex(/^(?:\d{6}|[0-9A-Z]{10})$/, twoFactorMessages.codeShape),
);
