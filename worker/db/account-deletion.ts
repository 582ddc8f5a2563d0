/**
 * Deleting a person's account (docs/decisions/what-account-deletion-keeps.md): what refuses it, and
 * the one batch that does it. The first statement turns the user row into a tombstone, under the
 * request's guard and the refusals checked again in SQL; every later statement acts only once that
 * happened, so a refused or raced request changes nothing.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { DELETED_USER } from '../../site/shared/api/profile-messages';
import type { Actor } from './actor';
import type { Db } from './client';
import {
  accounts,
  apiTokens,
  auditLog,
  billingDetails,
  cartItems,
  idempotencyKeys,
  invitations,
  invoices,
  links,
  memberships,
  mfaTickets,
  passkeys,
  recoveryCodes,
  sessions,
  signIns,
  twoFactor,
  users,
  webauthnChallenges,
} from './schema';

const other = sql.raw('other');

/** The accounts `userId` owns (their personal one and their teams), as a subquery. */
const ownedAccounts = (db: Db, userId: string) =>
  db
    .select({ id: memberships.accountId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')));

/** A live team `userId` owns that has other members: its name, unrun (none: nothing refuses). */
export function ownedTeamWithMembers(db: Db, userId: string) {
  return db
    .select({ name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, 'team'),
        isNull(accounts.deletedAt),
        inArray(accounts.id, ownedAccounts(db, userId)),
        sql`EXISTS (SELECT 1 FROM ${memberships} AS ${other} WHERE ${other}.account_id = ${accounts.id} AND ${other}.user_id <> ${userId})`,
      ),
    )
    .orderBy(asc(accounts.name))
    .limit(1);
}

/** The oldest unpaid invoice of an account `userId` owns, unrun (none: nothing refuses). */
export function ownedUnpaidInvoice(db: Db, userId: string) {
  return db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(isNull(invoices.paidAt), inArray(invoices.accountId, ownedAccounts(db, userId))))
    .orderBy(asc(invoices.issuedAt))
    .limit(1);
}

/** The address a tombstone carries instead of the person's: not an address, so nobody can sign in or up with it. */
export const tombstoneEmail = (userId: string) => `deleted:${userId}`;

/**
 * The statements that delete the account of `user` (its id and the address it had), by name, unrun.
 * `tombstone` answers the tombstone's id, or nothing when the guard or a refusal stopped it.
 */
export function deleteAccount(db: Db, actor: Actor, user: { id: string; email: string }, now: number) {
  const { id, email } = user;
  const refusedNow = sql`(EXISTS ${ownedTeamWithMembers(db, id)} OR EXISTS ${ownedUnpaidInvoice(db, id)})`;
  const gone: SQL = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id} AND ${users.deletedAt} IS NOT NULL)`;
  const owned = ownedAccounts(db, id);
  return {
    tombstone: db
      .update(users)
      .set({
        name: DELETED_USER,
        email: tombstoneEmail(id),
        passwordHash: '',
        companyName: '',
        address: '',
        phoneNumber: '',
        emailVerifiedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(
        and(eq(users.id, actor.user), eq(users.id, id), isNull(users.deletedAt), actor.guard, sql`NOT ${refusedNow}`),
      )
      .returning({ id: users.id }),
    // Team audit logs keep the entry and lose the person (the one update the audit trigger allows).
    auditActor: db
      .update(auditLog)
      .set({ actorId: null, actorName: DELETED_USER, actorEmail: '', address: '' })
      .where(and(eq(auditLog.actorId, id), gone)),
    auditTarget: db
      .update(auditLog)
      .set({ target: DELETED_USER })
      .where(and(eq(auditLog.target, email), gone)),
    // Their personal account and the teams they own alone are closed; their invoices stay.
    accounts: db
      .update(accounts)
      .set({ deletedAt: now })
      .where(and(inArray(accounts.id, owned), isNull(accounts.deletedAt), gone)),
    invitations: db.delete(invitations).where(and(inArray(invitations.accountId, owned), gone)),
    cart: db.delete(cartItems).where(and(inArray(cartItems.accountId, owned), gone)),
    billing: db.delete(billingDetails).where(and(inArray(billingDetails.accountId, owned), gone)),
    memberships: db.delete(memberships).where(and(eq(memberships.userId, id), gone)),
    sessions: db.delete(sessions).where(and(eq(sessions.userId, id), gone)),
    apiTokens: db.delete(apiTokens).where(and(eq(apiTokens.userId, id), gone)),
    twoFactor: db.delete(twoFactor).where(and(eq(twoFactor.userId, id), gone)),
    recoveryCodes: db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, id), gone)),
    mfaTickets: db.delete(mfaTickets).where(and(eq(mfaTickets.userId, id), gone)),
    passkeys: db.delete(passkeys).where(and(eq(passkeys.userId, id), gone)),
    challenges: db.delete(webauthnChallenges).where(and(eq(webauthnChallenges.userId, id), gone)),
    links: db.delete(links).where(and(eq(links.userId, id), gone)),
    signIns: db.delete(signIns).where(and(eq(signIns.userId, id), gone)),
    idempotencyKeys: db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, id), gone)),
    // Kept for the retention period, without a link to a login.
    invoices: db
      .update(invoices)
      .set({ userId: null })
      .where(and(eq(invoices.userId, id), gone)),
    invitedBy: db
      .update(invitations)
      .set({ invitedBy: null })
      .where(and(eq(invitations.invitedBy, id), gone)),
    acceptedBy: db
      .update(invitations)
      .set({ acceptedBy: null })
      .where(and(eq(invitations.acceptedBy, id), gone)),
  };
}
