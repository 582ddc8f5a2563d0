/**
 * The SQL a signed-in batch is built from (lib/signed-in.ts): the request's values as named
 * placeholders, the live session, and who it acts for: the user, the current account, and that
 * account only where the user's role there allows an action (docs/decisions/accounts-and-teams.md).
 */
import { eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { type Action, PERMISSIONS, POLICY_EXEMPT } from '../../site/shared/domain/teams';
import { type AccountRef, allOf, brand } from '../db/actor';
import { credentials } from '../db/credentials';
import { accounts, memberships, twoFactor } from '../db/schema';
import type { LimitName } from './limits';

/** The request's values, filled by `SignedIn` for each request. */
export const at = {
  tokenHash: sql.placeholder('tokenHash'),
  now: sql.placeholder('now'),
  address: sql.placeholder('address'),
  limit: (name: LimitName) => sql.placeholder(`limit:${name}`),
  windowFrom: (name: LimitName) => sql.placeholder(`windowFrom:${name}`),
  /** What a per-subject limit counts (an invited e-mail address). */
  subject: (name: LimitName) => sql.placeholder(`subject:${name}`),
  /** The API token scope the route needs; '' where tokens are not accepted. */
  scope: sql.placeholder('scope'),
  /** The current account as the request's first batch found it; NULL in that first batch. */
  account: sql.placeholder('account'),
};

/** The request's bearer, a browser session or an API token, while it is neither expired nor revoked. */
export const bearer = allOf(
  eq(credentials.tokenHash, at.tokenHash),
  isNull(credentials.revokedAt),
  gt(credentials.expiresAt, at.now),
);

/**
 * The bearer as the route's statements see it: a session, or a token with the route's scope
 * (docs/decisions/api-tokens.md), so a token's write outside its scopes changes nothing.
 */
export const live = allOf(
  bearer,
  sql`(${credentials.kind} = 'session' OR instr(${credentials.scopes}, ' ' || ${at.scope} || ' ') > 0)`,
);

/**
 * The bearer's current account: the one the request's first batch read, in every later batch, so a
 * switch in another tab mid-request cannot move the request (docs/decisions/one-account-per-request.md).
 */
export const bearerAccount = sql`coalesce(${at.account}, ${credentials.accountId}, ${credentials.userId})`;

/** The signed-in user's id in SQL: NULL unless the token belongs to a live session. */
export const signedInUser = brand.user(sql`(SELECT ${credentials.userId} FROM ${credentials} WHERE ${live})`);

/** The bearer's user whatever the route's scope: what per-customer limits count a request under. */
export const bearerUser = sql`(SELECT ${credentials.userId} FROM ${credentials} WHERE ${bearer})`;

/** The account the bearer acts for, whatever the user may do there (the personal one has the user's id). */
export const currentAccountId = sql`(SELECT ${bearerAccount} FROM ${credentials} WHERE ${bearer})`;

/** Whether the session's user has two-factor sign-in turned on (`user` is the session's user column). */
export const hasTwoFactor = (user: SQL | typeof credentials.userId) =>
  sql`EXISTS (SELECT 1 FROM ${twoFactor} WHERE ${twoFactor.userId} = ${user} AND ${twoFactor.enabledAt} IS NOT NULL)`;

const accountSql = new Map<Action, AccountRef>();

/**
 * The current account's id in SQL, NULL unless the user is its member with a role that may do
 * `action` and, where the account requires it, has two-factor sign-in on. Reads of an account's
 * rows filter on it (a refused request reads nothing) and its writes insert it.
 */
export function accountFor(action: Action): AccountRef {
  let ref = accountSql.get(action);
  if (!ref) {
    const roles = PERMISSIONS[action];
    const policy = POLICY_EXEMPT.includes(action)
      ? sql`1`
      : sql`(${accounts.requireTwoFactor} = 0 OR ${hasTwoFactor(credentials.userId)})`;
    ref = brand.account(sql`(SELECT ${memberships.accountId} FROM ${credentials}
      JOIN ${memberships} ON ${memberships.accountId} = ${bearerAccount} AND ${memberships.userId} = ${credentials.userId}
      JOIN ${accounts} ON ${accounts.id} = ${memberships.accountId} AND ${accounts.deletedAt} IS NULL
      WHERE ${live} AND ${memberships.role} IN (${sql.join(
        roles.map((role) => sql`${role}`),
        sql`, `,
      )}) AND ${policy})`);
    accountSql.set(action, ref);
  }
  return ref;
}

const teamSql = new Map<Action, AccountRef>();

/**
 * `accountFor(action)` where the current account is a team, NULL on a personal one: a team route's
 * statements run in the batch that finds the account personal (and answers 409), so they must find
 * nothing there by themselves.
 */
export function teamFor(action: Action): AccountRef {
  let ref = teamSql.get(action);
  if (!ref) {
    ref = brand.account(
      sql`(SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.id} = ${accountFor(action)} AND ${accounts.kind} = 'team')`,
    );
    teamSql.set(action, ref);
  }
  return ref;
}
