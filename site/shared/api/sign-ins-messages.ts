/** Every text of `/api/sign-ins` and its labels, without Valibot (`sign-ins.ts` re-exports it). */
import type { SignInMethod, SignInOutcome } from '../domain/accounts';

export const signInMessages = {
  noSignIns: 'No sign-ins recorded yet.',
  signInsIntro: 'Your last 20 sign-ins, and separately your last 20 failed or blocked attempts.',
} as const;

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Password',
  totp: 'Authenticator code',
  'recovery-code': 'Recovery code',
  passkey: 'Passkey',
  'password-reset': 'Password reset',
};

/**
 * An outcome in words (never by colour alone): the badge's text, and for a refusal what it means.
 * `locked` is an attempt refused unchecked because there were too many (docs/decisions/sign-in-history.md).
 */
export const SIGN_IN_OUTCOME_LABELS: Record<SignInOutcome, { label: string; detail?: string }> = {
  success: { label: 'Success' },
  failure: { label: 'Failed' },
  locked: { label: 'Blocked', detail: 'too many attempts' },
};
