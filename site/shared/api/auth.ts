/**
 * `/api/auth`: sign-up, login, its second step, passkey sign-in and logout. The mailed links
 * (password reset, e-mail verification) are `auth-recovery.ts`.
 */
import * as v from 'valibot';
import {
  anyPassword,
  defineSchema,
  emailAnswer,
  emailText,
  limits,
  oneLineName,
  rememberMe,
  requestObject,
  strongPassword,
} from './common';
import { fieldMessages } from './common-messages';
import { authenticationResponse, challenge } from './passkeys';
import { secondFactorCode, twoFactorMessages } from './two-factor';

// So a form loads its checks with one import.
export { validate } from './common';

export const signupMessages = {
  nameRequired: 'Full name is required',
  nameOneLine: 'Full name must be one line of at most 100 characters',
  termsRequired: 'You must agree to the terms',
} as const;

export const signupSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    name: oneLineName(signupMessages.nameRequired, signupMessages.nameOneLine),
    email: emailText(limits.email),
    password: strongPassword,
    terms: v.literal(true, signupMessages.termsRequired),
  }),
);
export type SignupInput = v.InferOutput<typeof signupSchema>;

export const loginSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    email: emailText(limits.email),
    password: anyPassword(fieldMessages.passwordRequired),
    rememberMe,
  }),
);
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** The second step of a sign-in: the ticket `POST /api/auth/login` answered and a code. */
export const mfaLoginSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    ticket: v.pipe(
      v.string(twoFactorMessages.ticketExpired),
      v.regex(/^[A-Za-z0-9_-]{43}$/, twoFactorMessages.ticketExpired),
    ),
    code: secondFactorCode,
  }),
);
export type MfaLoginInput = v.InferOutput<typeof mfaLoginSchema>;

export const passkeySignInSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ response: authenticationResponse, rememberMe }),
);

// Answers.

/** The account that sign-up created. */
export const accountData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.strictObject({ id: v.string(), name: v.string(), email: emailAnswer }), v.metadata({ ref: 'Account' })),
);

export const sessionData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      token: v.pipe(v.string(), v.description('Bearer token for the Authorization header; only its hash is stored')),
      id: v.string(),
      name: v.string(),
      email: emailAnswer,
      expiresAt: v.pipe(v.string(), v.isoTimestamp(), v.description('1 day after login, 30 days with rememberMe')),
    }),
    v.metadata({ ref: 'Session' }),
  ),
);

export const mfaRequiredData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      mfaRequired: v.literal(true),
      ticket: v.pipe(
        v.string(),
        v.description('For POST /api/auth/login/mfa with a code; valid 5 minutes, once, five wrong codes lock it'),
      ),
    }),
    v.metadata({ ref: 'MfaRequired' }),
  ),
);

/** What `POST /api/auth/login` answers: a session, or (two-factor sign-in on) a ticket and no token. */
export const loginData = /* @__PURE__ */ defineSchema(() => v.union([sessionData, mfaRequiredData]));

export const loggedOutData = /* @__PURE__ */ defineSchema(() => v.strictObject({ loggedOut: v.literal(true) }));

/** `PublicKeyCredentialRequestOptionsJSON` for `navigator.credentials.get()`: any passkey of this site. */
export const passkeyRequestOptionsData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({ rpId: v.string(), challenge, timeout: v.number(), userVerification: v.literal('required') }),
    v.metadata({ ref: 'PasskeyRequestOptions' }),
  ),
);
