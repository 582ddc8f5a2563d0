/** Every text of `/api/two-factor`, also what the second step of a sign-in and a reset say; without Valibot (`two-factor.ts` re-exports it). */
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
