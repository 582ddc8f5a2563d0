/**
 * `/api/account`: the signed-in customer's live sessions and recent sign-ins, with the Security
 * section's texts and labels. The section imports only those, and its bundle drops the schemas.
 */
import * as v from 'valibot';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES, type SignInMethod, type SignInOutcome } from '../domain/accounts';
import { defineSchema, timestamp } from './common';

export const sessionErrors = {
  idMalformed: 'Session id must be a UUID',
  notFound: 'Session not found',
} as const;

export const sessionMessages = {
  loadFailed: 'Failed to load your sessions',
  loadException: 'An error occurred while loading your sessions.',
  signOutFailed: (error: string) => `Could not sign out that session: ${error || 'Unknown error'}`,
  signOutException: 'Could not reach the server. Please try again.',
  signedOutOne: (device: string) => `Signed out ${device}.`,
  signedOutOthers: (count: number) =>
    count === 0 ? 'No other sessions were signed in.' : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
  noOthers: 'This is your only signed-in session.',
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

/** A session's public id: the UUID of its row (never the token or its hash). */
export const sessionIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(sessionErrors.idMalformed), v.uuid(sessionErrors.idMalformed)),
);

// Answers: GET /api/account/sessions and /api/account/sign-ins.

const device = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.string(),
    v.description('Browser and system from the user agent at sign-in, e.g. "Chrome on Linux", or "Unknown device"'),
  ),
);

/** One live session of the signed-in customer. */
export const listedSessionData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.pipe(
        v.string(),
        v.uuid(),
        v.description('Public id, for DELETE /api/account/sessions/{id}; not the token or its hash'),
      ),
      device,
      signedInAt: timestamp('When the session signed in'),
      lastSeenAt: timestamp('When the session was last used, to within 5 minutes (now for the current one)'),
      current: v.pipe(v.boolean(), v.description('True for the session making this request')),
    }),
    v.metadata({ ref: 'ListedSession' }),
  ),
);
export type ListedSession = v.InferOutput<typeof listedSessionData>;

export const sessionListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    sessions: v.pipe(
      v.array(listedSessionData),
      v.description('Live sessions: the current one first, then the most recently used (at most 50)'),
    ),
  }),
);
export type SessionList = v.InferOutput<typeof sessionListData>;

export const sessionSignedOutData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    id: v.pipe(v.string(), v.uuid()),
    current: v.pipe(v.boolean(), v.description('True when it was the session making this request')),
  }),
);

export const otherSessionsSignedOutData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    signedOut: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('How many other sessions were signed out')),
  }),
);

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
