/**
 * `/api/sign-ins`: the signed-in customer's recent sign-ins. Texts and labels in `sign-ins-messages.ts`.
 */
import * as v from 'valibot';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES } from '../domain/accounts';
import { defineSchema, timestamp } from './common';
import { device } from './sessions';

export * from './sign-ins-messages';

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
