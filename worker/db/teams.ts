/**
 * Accounts and teams (docs/decisions/accounts-and-teams.md): the accounts a customer belongs to,
 * switching the session between them, creating a team, its members, its name and its two-factor
 * policy. Statements are returned unrun for the signed-in batch (lib/signed-in.ts); writes carry the
 * request's guard, and each is recorded in the audit log by an entry of the same batch.
 * Changes of membership (roles, removals, leaving, ownership, deletion) are in db/team-members.ts.
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Account } from '../../site/shared/api/accounts';
import type { Member, Team } from '../../site/shared/api/teams';
import { type AccountActor, type Actor, guardAnd, type UserRef } from './actor';
import { type AuditContext, auditEntry } from './audit';
import type { Db } from './client';
import { accounts, memberships, sessions, twoFactor, users } from './schema';

/** Whether `user` (SQL or a column) has two-factor sign-in turned on. */
export const twoFactorOn = (user: SQL | UserRef | typeof users.id) =>
  sql`EXISTS (SELECT 1 FROM ${twoFactor} WHERE ${twoFactor.userId} = ${user} AND ${twoFactor.enabledAt} IS NOT NULL)`;

const accountColumns = {
  id: accounts.id,
  kind: accounts.kind,
  name: accounts.name,
  role: memberships.role,
  requireTwoFactor: accounts.requireTwoFactor,
};

/** The accounts `user` belongs to, deleted teams never: the personal one first, then teams by name. Unrun. */
export function accountsOf(db: Db, user: UserRef, accountId?: string) {
  return db
    .select(accountColumns)
    .from(memberships)
    .innerJoin(accounts, and(eq(accounts.id, memberships.accountId), isNull(accounts.deletedAt)))
    .where(and(eq(memberships.userId, user), accountId === undefined ? undefined : eq(accounts.id, accountId)))
    .orderBy(sql`${accounts.kind} = 'team'`, sql`${accounts.name} COLLATE NOCASE`, asc(accounts.id));
}

export const toAccount = (row: Account): Account => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  role: row.role,
  requireTwoFactor: row.requireTwoFactor,
});

/** The personal account of `userId`, as the API answers it once the session acts for it again. */
export const personalAccount = (userId: string): Account => ({
  id: userId,
  kind: 'personal',
  name: '',
  role: 'owner',
  requireTwoFactor: false,
});

/** Whether `user` is a member of account `account` (an id or SQL) and it is not deleted. */
const memberOfLiveAccount = (account: string | SQL, user: SQL | typeof sessions.userId) =>
  sql`EXISTS (SELECT 1 FROM ${memberships} JOIN ${accounts} ON ${accounts.id} = ${memberships.accountId} AND ${accounts.deletedAt} IS NULL
    WHERE ${memberships.accountId} = ${account} AND ${memberships.userId} = ${user})`;

/**
 * Points the request's session (`tokenHash`) at account `accountId` (its own personal one is NULL);
 * nothing unless the user is a member of it and it is not deleted. Answers the session, unrun.
 */
export function switchAccount(db: Db, actor: Actor, tokenHash: string, accountId: string) {
  return db
    .update(sessions)
    .set({ accountId: sql`CASE WHEN ${sessions.userId} = ${accountId} THEN NULL ELSE ${accountId} END` })
    .where(and(eq(sessions.tokenHash, tokenHash), actor.guard, memberOfLiveAccount(accountId, sql`${sessions.userId}`)))
    .returning({ id: sessions.id });
}

/**
 * A new team `id` named `name` with the actor as its owner, the request's session switched to it and
 * the entry 'team.created': the statements, unrun.
 */
export function createTeam(
  db: Db,
  actor: Actor,
  team: { id: string; name: string; tokenHash: string },
  context: AuditContext,
) {
  const { id, name, tokenHash } = team;
  const made = sql`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${id})`;
  // INSERT … SELECT lists every column in the schema's order.
  return {
    created: db
      .insert(accounts)
      .select(sql`SELECT ${id}, 'team', ${name}, 0, ${context.now}, NULL WHERE ${actor.guard}`)
      .returning({ id: accounts.id }),
    owner: db
      .insert(memberships)
      .select(sql`SELECT ${id}, ${actor.user}, 'owner', ${context.now} WHERE ${made} AND ${actor.guard}`),
    switched: db
      .update(sessions)
      .set({ accountId: id })
      .where(and(eq(sessions.tokenHash, tokenHash), memberOfLiveAccount(id, sql`${sessions.userId}`))),
    audit: auditEntry(
      db,
      { account: id, user: actor.user, guard: guardAnd(actor.guard, made) },
      { event: 'team.created', target: name },
      context,
    ),
  };
}

const memberColumns = {
  userId: sql<string>`${users.id}`.as('user_id'),
  name: users.name,
  email: users.email,
  role: memberships.role,
  joinedAt: sql<number>`${memberships.createdAt}`.as('joined_at'),
  twoFactor: sql<number>`${twoFactorOn(users.id)}`.as('two_factor'),
};

/** The members of `account`: the owner first, then by name. Unrun. */
export function membersOf(db: Db, account: SQL | string) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, account))
    .orderBy(sql`${memberships.role} = 'owner' DESC`, sql`${users.name} COLLATE NOCASE`, asc(users.email));
}

/** Member `userId` of `account` (another team's member or a stranger: none). Unrun. */
export function memberOf(db: Db, account: SQL | string, userId: string) {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, account), eq(memberships.userId, userId)))
    .limit(1);
}

export type MemberRow = Awaited<ReturnType<typeof memberOf>>[number];

export const toMember = (row: MemberRow): Member => ({
  userId: row.userId,
  name: row.name,
  email: row.email,
  role: row.role,
  twoFactor: Boolean(row.twoFactor),
  joinedAt: new Date(row.joinedAt).toISOString(),
});

/** The team as the API answers it: its account as the request found it (or changed it), and its members. */
export const toTeam = (team: Omit<Team, 'members'>, rows: MemberRow[]): Team => ({
  id: team.id,
  name: team.name,
  requireTwoFactor: team.requireTwoFactor,
  role: team.role,
  members: rows.map(toMember),
});

/** Renames the actor's team; the entry 'team.renamed' only when the name changes. Answers the team, unrun. */
export function renameTeam(db: Db, actor: AccountActor, name: string, context: AuditContext) {
  const changes = sql`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${actor.account} AND ${accounts.name} <> ${name})`;
  return {
    audit: auditEntry(
      db,
      { ...actor, guard: guardAnd(actor.guard, changes) },
      { event: 'team.renamed', target: name },
      context,
    ),
    renamed: db
      .update(accounts)
      .set({ name })
      .where(and(eq(accounts.id, actor.account), actor.guard))
      .returning({ name: accounts.name, requireTwoFactor: accounts.requireTwoFactor }),
  };
}

/**
 * Requires two-factor sign-in for the actor's team or stops requiring it; requiring it needs the
 * actor's own turned on (nothing changes otherwise). The entry 'policy.changed' only when it changes.
 * Answers the team, unrun.
 */
export function setTwoFactorPolicy(db: Db, actor: AccountActor, required: boolean, context: AuditContext) {
  const ownerReady = required ? twoFactorOn(actor.user) : sql`1`;
  const changes = sql`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${actor.account} AND ${accounts.requireTwoFactor} <> ${required ? 1 : 0})`;
  return {
    audit: auditEntry(
      db,
      { ...actor, guard: guardAnd(actor.guard, ownerReady, changes) },
      { event: 'policy.changed', detail: { required: String(required) } },
      context,
    ),
    changed: db
      .update(accounts)
      .set({ requireTwoFactor: required })
      .where(and(eq(accounts.id, actor.account), actor.guard, ownerReady))
      .returning({ name: accounts.name, requireTwoFactor: accounts.requireTwoFactor }),
  };
}
