/**
 * Every rate limit of the API in one table. Each row names the Worker var that holds its
 * number, so an operator changes a limit in `wrangler.toml` `[vars]` (or the dashboard) without a
 * code change; tests set the same vars. A value reads "<requests>/<window>", the window in seconds,
 * minutes or hours ("300/1m", "10/15m", "1/24h"); an invalid value falls back to the row's default
 * with a logged warning, never a failed request.
 *
 * A new limit is one more row (its var in wrangler.toml, typed by `wrangler types`), used with
 * `rateLimit('name')` for an anonymous endpoint or in `limits` of a signed-in route's `signedInRoute({ … })`.
 */

import type { Action } from '../../site/shared/domain/teams';
import { type Limit, parseLimit, waitText } from './limit-values';

/** The Worker vars that hold limits (typed by `wrangler types` from wrangler.toml's [vars]). */
export type LimitVars = Partial<Pick<Env, Extract<keyof Env, `RATE_LIMIT_${string}`>>>;

/**
 * Who shares one budget: the signed-in customer, the client (an IPv4 address, or an IPv6 /64:
 * lib/client-address.ts), the account named by the e-mail tried, or that account from one client;
 * the account (a team) a signed-in request acts for, or the address an invitation goes to.
 */
export type LimitScope = 'user' | 'address' | 'email' | 'email+address' | 'account' | 'invitee' | 'credential';

/** How the docs name each scope's key. */
export const SCOPE_KEY: Record<LimitScope, string> = {
  user: 'account',
  address: 'client',
  email: 'account (e-mail)',
  'email+address': 'account + client',
  account: 'team',
  invitee: 'team + invited address',
  credential: 'API token',
};

type LimitSpec = {
  /** The Worker var ([vars] in wrangler.toml) holding "<requests>/<window>". */
  variable: keyof LimitVars;
  /** Used when the var is missing or invalid; keep it equal to wrangler.toml's value. */
  fallback: string;
  /** Prefix of the counter keys in `rate_limits`. */
  bucket: string;
  scope: LimitScope;
  /** One line for the OpenAPI document and the limits table of docs/security.md. */
  purpose: string;
  /**
   * Counts only requests whose role in the account may do this: a refused one sends nothing, and a
   * viewer must not use up the team's invitations.
   */
  countedFor?: Action;
};

export const LIMITS = {
  // Wrong passwords, at sign-in and wherever a password is asked again: a hard limit per account and
  // client, then one per client, then a far larger ceiling per account (docs/decisions/password-guess-limits.md).
  loginFailures: {
    variable: 'RATE_LIMIT_LOGIN_FAILURES',
    fallback: '10/15m',
    bucket: 'login',
    scope: 'email+address',
    purpose:
      'wrong passwords for one account from one client (sign-in and re-entered passwords; right ones do not count)',
  },
  loginFailuresClient: {
    variable: 'RATE_LIMIT_LOGIN_FAILURES_CLIENT',
    fallback: '30/15m',
    bucket: 'login-client',
    scope: 'address',
    purpose: 'wrong passwords from one client, all accounts together',
  },
  loginFailuresAccount: {
    variable: 'RATE_LIMIT_LOGIN_FAILURES_ACCOUNT',
    fallback: '100/1h',
    bucket: 'login-account',
    scope: 'email',
    purpose:
      'wrong passwords for one account from all clients together (the ceiling against guessing from many addresses)',
  },
  signup: {
    variable: 'RATE_LIMIT_SIGNUP',
    fallback: '10/15m',
    bucket: 'signup',
    scope: 'address',
    purpose: 'sign-ups from one client address',
  },
  contact: {
    variable: 'RATE_LIMIT_CONTACT',
    fallback: '5/10m',
    bucket: 'contact',
    scope: 'address',
    purpose: 'contact messages from one client address',
  },
  cartWrite: {
    variable: 'RATE_LIMIT_CART_WRITE',
    fallback: '300/1m',
    bucket: 'cart-write',
    scope: 'user',
    purpose: 'cart changes and checkouts of one customer',
  },
  coupon: {
    variable: 'RATE_LIMIT_COUPON',
    fallback: '60/10m',
    bucket: 'coupon',
    scope: 'user',
    purpose: 'coupon checks of one customer',
  },
  couponAddress: {
    variable: 'RATE_LIMIT_COUPON_ADDRESS',
    fallback: '300/10m',
    bucket: 'coupon-address',
    scope: 'address',
    purpose: 'coupon checks from one client address, all customers together (the ceiling against guessing)',
  },
  profileWrite: {
    variable: 'RATE_LIMIT_PROFILE_WRITE',
    fallback: '30/10m',
    bucket: 'profile-write',
    scope: 'user',
    purpose: 'profile and password changes of one customer',
  },
  forgotPassword: {
    variable: 'RATE_LIMIT_FORGOT_PASSWORD',
    fallback: '10/15m',
    bucket: 'forgot-password',
    scope: 'address',
    purpose: 'password reset requests from one client address',
  },
  // Past these two the answer stays the same and no mail goes out, so nobody can keep the owner from
  // asking for a link (docs/decisions/password-guess-limits.md).
  forgotPasswordEmail: {
    variable: 'RATE_LIMIT_FORGOT_PASSWORD_EMAIL',
    fallback: '3/1h',
    bucket: 'forgot-password-address',
    scope: 'email+address',
    purpose: 'reset mails for one address asked from one client; past it the same answer, and no mail',
  },
  forgotPasswordAccount: {
    variable: 'RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT',
    fallback: '10/1h',
    bucket: 'forgot-password-account',
    scope: 'email',
    purpose: 'reset mails for one address from all clients together; past it the same answer, and no mail',
  },
  resetPassword: {
    variable: 'RATE_LIMIT_RESET_PASSWORD',
    fallback: '30/15m',
    bucket: 'reset-password',
    scope: 'address',
    purpose: 'reset link checks and resets from one client address (each is a guess at a token)',
  },
  verifyEmail: {
    variable: 'RATE_LIMIT_VERIFY_EMAIL',
    fallback: '30/15m',
    bucket: 'verify-email',
    scope: 'address',
    purpose: 'verification link checks from one client address',
  },
  resendVerification: {
    variable: 'RATE_LIMIT_RESEND_VERIFICATION',
    fallback: '10/15m',
    bucket: 'verify-email-resend',
    scope: 'address',
    purpose: 'verification mails asked for from one client address',
  },
  resendVerificationAccount: {
    variable: 'RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT',
    fallback: '3/1h',
    bucket: 'verify-email-resend-account',
    scope: 'user',
    purpose: 'verification mails for one account',
  },
  passkeyWrite: {
    variable: 'RATE_LIMIT_PASSKEY_WRITE',
    fallback: '30/10m',
    bucket: 'passkey-write',
    scope: 'user',
    purpose: 'passkey changes of one customer (options, add, rename, remove; each add or removal mails the customer)',
  },
  passkeyWriteAddress: {
    variable: 'RATE_LIMIT_PASSKEY_WRITE_ADDRESS',
    fallback: '60/10m',
    bucket: 'passkey-write-address',
    scope: 'address',
    purpose: 'passkey changes from one client address, all customers together',
  },
  passkeyChallenge: {
    variable: 'RATE_LIMIT_PASSKEY_CHALLENGE',
    fallback: '120/15m',
    bucket: 'passkey-challenge',
    scope: 'address',
    purpose:
      'passkey sign-in challenges for one client address (the login page asks for one when the e-mail field is first focused)',
  },
  passkeySignIn: {
    variable: 'RATE_LIMIT_PASSKEY_SIGN_IN',
    fallback: '30/15m',
    bucket: 'passkey-sign-in',
    scope: 'address',
    purpose: 'passkey sign-ins from one client address',
  },
  // Two-factor sign-in.
  loginMfa: {
    variable: 'RATE_LIMIT_LOGIN_MFA',
    fallback: '30/15m',
    bucket: 'login-mfa',
    scope: 'address',
    purpose: 'second sign-in steps (codes) from one client address',
  },
  mfaFailures: {
    variable: 'RATE_LIMIT_MFA_FAILURES',
    fallback: '10/15m',
    bucket: 'mfa-failures',
    scope: 'user',
    purpose: 'wrong two-factor codes for one account, at sign-in, password reset and in the Security section',
  },
  twoFactor: {
    variable: 'RATE_LIMIT_TWO_FACTOR',
    fallback: '20/15m',
    bucket: 'two-factor',
    scope: 'user',
    purpose: 'two-factor changes of one customer (turn on, confirm, turn off, new recovery codes)',
  },
  // Your data: an export reads every table about the person, so it is not made on every click.
  dataExport: {
    variable: 'RATE_LIMIT_DATA_EXPORT',
    fallback: '10/1h',
    bucket: 'data-export',
    scope: 'user',
    purpose: 'exports of their data by one customer ("Download your data")',
  },
  // Sessions.
  sessionWrite: {
    variable: 'RATE_LIMIT_SESSION_WRITE',
    fallback: '30/10m',
    bucket: 'session-write',
    scope: 'user',
    purpose: 'sign-outs of other sessions by one customer',
  },
  // Teams.
  teamCreate: {
    variable: 'RATE_LIMIT_TEAM_CREATE',
    fallback: '10/24h',
    bucket: 'team-create',
    scope: 'user',
    purpose: 'teams created by one customer',
  },
  teamWrite: {
    variable: 'RATE_LIMIT_TEAM_WRITE',
    fallback: '60/10m',
    bucket: 'team-write',
    scope: 'user',
    purpose: 'team changes by one customer (switching, renaming, roles, removals, policy, transfers, accepting)',
  },
  invitations: {
    variable: 'RATE_LIMIT_INVITATIONS',
    fallback: '30/24h',
    bucket: 'invitations',
    scope: 'account',
    countedFor: 'members:manage',
    purpose: 'invitation mails (sent or resent) of one team',
  },
  invitationsInvitee: {
    variable: 'RATE_LIMIT_INVITATIONS_INVITEE',
    fallback: '3/24h',
    bucket: 'invitations-invitee',
    scope: 'invitee',
    countedFor: 'members:manage',
    purpose: 'invitation mails one team sent (or resent) to one address; refusals are not counted',
  },
  invitationCheck: {
    variable: 'RATE_LIMIT_INVITATION_CHECK',
    fallback: '30/15m',
    bucket: 'invitation-check',
    scope: 'address',
    purpose: 'invitation link checks from one client address (each is a guess at a token)',
  },
  // API tokens: every request made with one (docs/decisions/api-tokens.md).
  apiToken: {
    variable: 'RATE_LIMIT_API_TOKEN',
    fallback: '120/1m',
    bucket: 'api-token',
    scope: 'credential',
    purpose: 'requests made with one API token',
  },
  tokenWrite: {
    variable: 'RATE_LIMIT_TOKEN_WRITE',
    fallback: '20/1h',
    bucket: 'token-write',
    scope: 'user',
    purpose: 'API tokens created or revoked by one customer (each creation mails them)',
  },
  // Counted before the key is compared, so guessing the operator's key is as slow as this.
  operator: {
    variable: 'RATE_LIMIT_OPERATOR',
    fallback: '30/10m',
    bucket: 'operator',
    scope: 'address',
    purpose: 'operator requests (payment records) from one client, with or without a valid key',
  },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

// Parsing a value and the waits a refusal names: lib/limit-values.ts.
export { type Limit, parseLimit, retryAfterSeconds, waitText } from './limit-values';

const warned = new Set<string>();

/** The limit `name` as the Worker's vars set it, or its default (warning once per isolate and value). */
export function limitOf(env: LimitVars, name: LimitName): Limit {
  const spec = LIMITS[name];
  const raw = env[spec.variable];
  const parsed = parseLimit(raw);
  if (parsed) return parsed;
  const fallback = parseLimit(spec.fallback) as Limit;
  const note = `${spec.variable}=${JSON.stringify(raw)}`;
  if (!warned.has(note)) {
    warned.add(note);
    console.warn(
      `Rate limit ${spec.variable} is ${raw === undefined ? 'not set' : `invalid (${JSON.stringify(raw)})`}; using the default ${spec.fallback}. Expected "<requests>/<window>" such as "300/1m", window at most 24h.`,
    );
  }
  return fallback;
}

/** The default as the document describes it: "300 per 1 minute", "100 per 1 hour". */
export function describeDefault(name: LimitName): string {
  const { limit, windowMs } = parseLimit(LIMITS[name].fallback) as Limit;
  const hours = windowMs / 3_600_000;
  const window = Number.isInteger(hours)
    ? `${hours} hour${hours === 1 ? '' : 's'}`
    : windowMs >= 60_000
      ? waitText(windowMs / 1000)
      : `${windowMs / 1000} seconds`;
  return `${limit} per ${window}`;
}
