/**
 * The account forms' messages (spec §5, rulings R13, R14): a module without Valibot, so a form can
 * show its labels and texts before its checks load (validation-base.ts re-exports them).
 */
export const messages = {
  nameRequired: 'Full name is required',
  nameOneLine: 'Full name must be one line of at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordWeak: 'Password must contain one uppercase letter and one number',
  termsRequired: 'You must agree to the terms',
  profileNameRequired: 'Name is required',
  profileNameOneLine: 'Name must be one line of at most 100 characters',
  allPasswordFields: 'All password fields are required',
  passwordMismatch: 'New password and confirmation do not match',
} as const;
