/**
 * Step 1 of a signed-in batch (lib/signed-in.ts): the bearer, its user and the account it acts for
 * with the role there, and the verdicts on what step 1 found: the role table, the two-factor policy,
 * a token's scopes (docs/decisions/accounts-and-teams.md, docs/decisions/api-tokens.md).
 */
import { and, eq, sql } from 'drizzle-orm';
import { teamErrors } from '../../site/shared/api/teams-messages';
import { tokenErrors } from '../../site/shared/api/tokens-messages';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import { type AccountKind, type Action, can, POLICY_EXEMPT, type Role } from '../../site/shared/domain/teams';
import { compiled } from '../db/compiled';
import { type CredentialKind, credentials } from '../db/credentials';
import { accounts, memberships, users } from '../db/schema';
import { ApiError } from './envelope';
import { bearer, bearerAccount, hasTwoFactor } from './session-sql';

/**
 * Step 1: the live session, its user, and the account it acts for with the user's role there (none
 * when they are no longer a member). D1 answers a batch's rows keyed by column name, hence the aliases.
 */
export const lookup = compiled((db) =>
  db
    .select({
      sessionId: sql<string>`${credentials.id}`.as('session_id'),
      kind: sql<CredentialKind>`${credentials.kind}`.as('credential_kind'),
      scopes: sql<string>`${credentials.scopes}`.as('credential_scopes'),
      id: users.id,
      name: users.name,
      email: users.email,
      lastSeenAt: sql<number>`${credentials.lastUsedAt}`.as('last_seen'),
      accountId: sql<string>`${bearerAccount}`.as('account_id'),
      accountKind: sql<AccountKind | null>`${accounts.kind}`.as('account_kind'),
      accountName: sql<string | null>`${accounts.name}`.as('account_name'),
      requireTwoFactor: sql<number | null>`${accounts.requireTwoFactor}`.as('require_two_factor'),
      role: sql<Role | null>`${memberships.role}`.as('role'),
      twoFactorOn: sql<number>`${hasTwoFactor(credentials.userId)}`.as('two_factor_on'),
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .leftJoin(accounts, and(eq(accounts.id, bearerAccount), sql`${accounts.deletedAt} IS NULL`))
    .leftJoin(memberships, and(eq(memberships.accountId, accounts.id), eq(memberships.userId, credentials.userId)))
    .where(bearer),
);

/** The account a signed-in request acts for, as step 1 found it. */
export type CurrentAccount = {
  id: string;
  kind: AccountKind;
  /** '' for a personal account. */
  name: string;
  role: Role;
  requireTwoFactor: boolean;
};

export type LookupRow = {
  sessionId: string;
  kind: CredentialKind;
  scopes: string;
  id: string;
  name: string;
  email: string;
  lastSeenAt: number;
  accountId: string;
  accountKind: AccountKind | null;
  accountName: string | null;
  requireTwoFactor: number | null;
  role: Role | null;
  twoFactorOn: number;
};

export function currentAccount(row: LookupRow): CurrentAccount | null {
  const { accountId, accountKind, accountName, role, requireTwoFactor } = row;
  if (!accountKind || !role) return null;
  return { id: accountId, kind: accountKind, name: accountName ?? '', role, requireTwoFactor: requireTwoFactor === 1 };
}

/** 403 unless the role may do `action` and the two-factor policy lets the user in (as `accountFor` decides in SQL). */
export function permitted(account: CurrentAccount | null, twoFactorOn: boolean, action: Action): void {
  if (!account) throw new ApiError(403, teamErrors.notMember);
  if (!can(account.role, action)) throw new ApiError(403, teamErrors.forbidden);
  if (account.requireTwoFactor && !twoFactorOn && !POLICY_EXEMPT.includes(action)) {
    throw new ApiError(403, teamErrors.twoFactorRequired);
  }
}

/** A token acts only within its scopes, and only while its creator is a member of its account. */
export function tokenAllowed(row: LookupRow, account: CurrentAccount | null, scope: TokenScope | null): void {
  if (!account) throw new ApiError(401, tokenErrors.creatorLeft);
  if (!scope || !row.scopes.includes(` ${scope} `))
    throw new ApiError(403, tokenErrors.missingScope(scope ?? 'catalog:read'));
}
