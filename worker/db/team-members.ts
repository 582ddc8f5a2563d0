/**
 * Changes of a team's membership (docs/decisions/accounts-and-teams.md): a member's role, removing a
 * member, leaving, handing the ownership over and deleting the team. Each is one batch of statements,
 * unrun, with its audit entry first (written while the guard still holds: after the change the actor
 * may no longer be allowed) and conditioned on the change itself happening, so a refused or lost
 * request leaves no entry. The route reads the member in an earlier batch, to name them in the entry
 * and to say why when nothing changed.
 */
import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { AssignableRole, Role } from '../../site/shared/domain/teams';
import { type AccountActor, guardAnd, type UserRef } from './actor';
import { deleteOrphanTokens } from './api-tokens';
import { type AuditContext, auditEntry } from './audit';
import type { Db } from './client';
import { accounts, cartItems, invitations, invoices, memberships, sessions } from './schema';
import { membersOf } from './teams';

/** Another look at memberships, for conditions inside a statement that changes them. */
const other = alias(memberships, 'other');
const otherAccount = alias(accounts, 'other_account');
/** In raw SQL an alias renders as its name alone: the FROM clause names the table too. */
const fromOther = sql`${memberships} AS ${other}`;
const fromOtherAccount = sql`${accounts} AS ${otherAccount}`;

const hasMember = (account: SQL | string, userId: string | UserRef, role: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${fromOther} WHERE ${other.accountId} = ${account} AND ${other.userId} = ${userId} AND ${role})`;

/** The member the route read: who, and their role then. */
export type MemberRef = { userId: string; email: string; role: Role };

/**
 * Points every session of `user` that acts for an account they are no longer a member of (or one that
 * was deleted) back at their personal account. Not guarded: it only ever undoes what no longer holds.
 */
export function resetStaleSessions(db: Db, user: string | UserRef) {
  return db
    .update(sessions)
    .set({ accountId: null })
    .where(
      and(
        eq(sessions.userId, user),
        isNotNull(sessions.accountId),
        sql`NOT EXISTS (SELECT 1 FROM ${fromOther} JOIN ${accounts} ON ${accounts.id} = ${other.accountId} AND ${accounts.deletedAt} IS NULL
          WHERE ${other.accountId} = ${sessions.accountId} AND ${other.userId} = ${sessions.userId})`,
      ),
    );
}

/**
 * Gives `member` role `to`, only while their role is still the one read (`member.role`) and is not
 * the owner's. Answers the audit entry, the changed row and the member as they are after. Unrun.
 */
export function changeRole(db: Db, actor: AccountActor, member: MemberRef, to: AssignableRole, context: AuditContext) {
  const { userId, email, role: from } = member;
  const unchanged = sql`${other.role} = ${from} AND ${other.role} <> 'owner'`;
  return {
    audit: auditEntry(
      db,
      { ...actor, guard: guardAnd(actor.guard, hasMember(actor.account, userId, unchanged)) },
      { event: 'member.role_changed', target: email, detail: { from, to } },
      context,
    ),
    changed: db
      .update(memberships)
      .set({ role: to })
      .where(
        and(
          eq(memberships.accountId, actor.account),
          eq(memberships.userId, userId),
          eq(memberships.role, from),
          ne(memberships.role, 'owner'),
          actor.guard,
        ),
      )
      .returning({ role: memberships.role }),
  };
}

/**
 * Removes `member` (never the owner, never the actor) and points their sessions on the team back at
 * their personal account. Answers the entry, the removed row, the reset and the members after. Unrun.
 */
export function removeMember(db: Db, actor: AccountActor, member: MemberRef, context: AuditContext) {
  const { userId, email } = member;
  const removable = and(
    hasMember(actor.account, userId, sql`${other.role} <> 'owner'`),
    ne(sql`${userId}`, actor.user),
  );
  return {
    audit: auditEntry(
      db,
      { ...actor, guard: guardAnd(actor.guard, removable) },
      { event: 'member.removed', target: email },
      context,
    ),
    removed: db
      .delete(memberships)
      .where(
        and(
          eq(memberships.accountId, actor.account),
          eq(memberships.userId, userId),
          ne(memberships.role, 'owner'),
          ne(memberships.userId, actor.user),
          actor.guard,
        ),
      )
      .returning({ userId: memberships.userId }),
    reset: resetStaleSessions(db, userId),
    orphans: deleteOrphanTokens(db, userId),
  };
}

/** The actor leaves their team (the table keeps the owner from it). Answers the entry, the removed row, the reset. */
export function leaveTeam(db: Db, actor: AccountActor, context: AuditContext) {
  return {
    audit: auditEntry(db, actor, { event: 'member.left' }, context),
    left: db
      .delete(memberships)
      .where(
        and(
          eq(memberships.accountId, actor.account),
          eq(memberships.userId, actor.user),
          ne(memberships.role, 'owner'),
          actor.guard,
        ),
      )
      .returning({ userId: memberships.userId }),
    reset: resetStaleSessions(db, actor.user),
    orphans: deleteOrphanTokens(db, actor.user),
  };
}

/**
 * Hands team `teamId` from the actor to `member`: the actor becomes an admin first (one owner at a
 * time, as the partial unique index wants), then the member the owner, in one transaction. The
 * second step is not guarded (the actor is no longer the owner then): it happens only when the team
 * has no owner, which only the first step of this batch leaves. Answers the entry, both changed rows
 * and the members after. Unrun.
 */
export function transferOwnership(
  db: Db,
  actor: AccountActor,
  teamId: string,
  member: MemberRef,
  context: AuditContext,
) {
  const { userId, email } = member;
  const target = hasMember(teamId, userId, sql`${other.role} <> 'owner'`);
  return {
    audit: auditEntry(
      db,
      { ...actor, guard: guardAnd(actor.guard, target) },
      { event: 'ownership.transferred', target: email },
      context,
    ),
    demoted: db
      .update(memberships)
      .set({ role: 'admin' })
      .where(
        and(
          eq(memberships.accountId, actor.account),
          eq(memberships.userId, actor.user),
          eq(memberships.role, 'owner'),
          actor.guard,
          target,
        ),
      )
      .returning({ role: memberships.role }),
    promoted: db
      .update(memberships)
      .set({ role: 'owner' })
      .where(
        and(
          eq(memberships.accountId, teamId),
          eq(memberships.userId, userId),
          sql`NOT EXISTS (SELECT 1 FROM ${fromOther} WHERE ${other.accountId} = ${teamId} AND ${other.role} = 'owner')`,
          hasMember(teamId, actor.user, sql`${other.role} = 'admin'`),
        ),
      )
      .returning({ role: memberships.role }),
    members: membersOf(db, teamId),
  };
}

/** The number of unpaid invoices of `account`, unrun. */
export function unpaidInvoices(db: Db, account: SQL | string) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(invoices)
    .where(and(eq(invoices.accountId, account), sql`${invoices.paidAt} IS NULL`));
}

/**
 * Deletes team `teamId` while none of its invoices is unpaid: marks it deleted (its orders and
 * invoices stay), then removes its members, open invitations and cart and points the sessions that
 * acted for it back at their personal accounts. The steps after the mark are conditioned on it (the
 * actor's guard no longer holds once the team is deleted). Answers the entry and the marked row first.
 */
export function deleteTeam(db: Db, actor: AccountActor, teamId: string, context: AuditContext) {
  const paid = sql`NOT EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.accountId} = ${teamId} AND ${invoices.paidAt} IS NULL)`;
  const deleted = sql`EXISTS (SELECT 1 FROM ${fromOtherAccount} WHERE ${otherAccount.id} = ${teamId} AND ${otherAccount.deletedAt} IS NOT NULL)`;
  return {
    audit: auditEntry(db, { ...actor, guard: guardAnd(actor.guard, paid) }, { event: 'team.deleted' }, context),
    deleted: db
      .update(accounts)
      .set({ deletedAt: context.now })
      .where(and(eq(accounts.id, actor.account), sql`${accounts.deletedAt} IS NULL`, actor.guard, paid))
      .returning({ id: accounts.id }),
    members: db.delete(memberships).where(and(eq(memberships.accountId, teamId), deleted)),
    invitations: db.delete(invitations).where(and(eq(invitations.accountId, teamId), deleted)),
    cart: db.delete(cartItems).where(and(eq(cartItems.accountId, teamId), deleted)),
    sessions: db
      .update(sessions)
      .set({ accountId: null })
      .where(and(eq(sessions.accountId, teamId), deleted)),
  };
}
