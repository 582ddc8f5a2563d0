/**
 * The texts of the e-mail and password fields every form shares: a module without Valibot,
 * so a form can show them before its checks (`common.ts`) load.
 */
export const fieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordWeak: 'Password must contain one uppercase letter and one number',
  /** A new password typed twice (the change-password and reset forms). */
  passwordMismatch: 'New password and confirmation do not match',
} as const;
