/**
 * `/api/sign-ins`: the signed-in customer's recent sign-ins, with their texts and labels for the
 * Security section, which imports only those; its bundle drops the schemas.
 */
import * as v from 'valibot';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES, type SignInMethod, type SignInOutcome } from '../domain/accounts';
import { defineSchema, timestamp } from './common';
import { device } from './sessions';

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

// Answers: GET /api/sign-ins.

/** One sign-in attempt with the right address: a success, a wrong password or code, or one refused by a limit. */
export const signInData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      at: timestamp('When it happened'),
      device,
      outcome: v.pipe(
        v.picklist(SIGN_IN_OUTCOMES),
        v.description(
          'success; failure (a wrong password, code or passkey); locked (refused unchecked: too many attempts, 429)',
        ),
      ),
      method: v.pipe(
        v.picklist(SIGN_IN_METHODS),
        v.description(
          'What was checked: the password, an authenticator code, a recovery code, a passkey, or a password-reset link',
        ),
      ),
    }),
    v.metadata({ ref: 'SignIn' }),
  ),
);
export type SignIn = v.InferOutput<typeof signInData>;

export const signInListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    signIns: v.pipe(
      v.array(signInData),
      v.description(
        'Newest first: the last 20 successful sign-ins and, kept apart so they never push a success out, the last 20 failed or refused ones',
      ),
    ),
  }),
);
export type SignInList = v.InferOutput<typeof signInListData>;
