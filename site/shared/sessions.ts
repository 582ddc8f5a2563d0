/**
 * The sessions and sign-in history contract for the Security section and the worker: response
 * types (inferred from `responses.ts`), the exact texts and labels. The id schema is in
 * `session-schemas.ts`, so the island does not ship Valibot for it.
 */
import type * as v from 'valibot';
import type { listedSessionData, sessionListData, signInData, signInListData } from './responses';

export type ListedSession = v.InferOutput<typeof listedSessionData>;
export type SessionList = v.InferOutput<typeof sessionListData>;
export type SignIn = v.InferOutput<typeof signInData>;
export type SignInList = v.InferOutput<typeof signInListData>;

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

export const SIGN_IN_METHOD_LABELS: Record<SignIn['method'], string> = {
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
export const SIGN_IN_OUTCOME_LABELS: Record<SignIn['outcome'], { label: string; detail?: string }> = {
  success: { label: 'Success' },
  failure: { label: 'Failed' },
  locked: { label: 'Blocked', detail: 'too many attempts' },
};
