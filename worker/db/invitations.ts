/**
 * Invitations to a team (docs/decisions/accounts-and-teams.md): sent, listed, resent and cancelled
 * by the team's owner and admins; read and accepted through the mailed link. Only the SHA-256 of a
 * link's token is stored. Writes carry the request's guard, so a refused request changes nothing.
 */
import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { InvitationPreview } from '../../site/shared/api/invitations';
import type { Invitation } from '../../site/shared/api/team-invitations';
import { type AssignableRole, INVITATION_DAYS, PERMISSIONS } from '../../site/shared/domain/teams';
import { type AccountActor, type AccountRef, type Actor, guardAnd } from './actor';
import type { Db } from './client';
import { accounts, invitations, memberships, sessions, users } from './schema';

const DAY = 24 * 60 * 60 * 1000;
/** When a link sent at `now` stops working. */
export const invitationExpiry = (now: number) => now + INVITATION_DAYS * DAY;

const iso = (time: number) => new Date(time).toISOString();

/** Whether a user with `email` is a member of `account`. */
const memberWithEmail = (account: SQL, email: string | SQL) =>
  sql`EXISTS (SELECT 1 FROM ${memberships} JOIN ${users} ON ${users.id} = ${memberships.userId}
    WHERE ${memberships.accountId} = ${account} AND ${users.email} = ${email})`;

const isTeam = (account: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${account} AND ${accounts.kind} = 'team')`;

/** The columns an invitation is answered with; `withInviter` joins the inviter's name. */
const listed = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  invitedBy: sql<string>`coalesce(${users.name}, '')`.as('invited_by_name'),
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
};

/** The inviter, while they are still a member of the team: '' once they left. */
const inviterMembership = and(
  eq(memberships.accountId, invitations.accountId),
  eq(memberships.userId, invitations.invitedBy),
);

type ListedRow = {
  id: string;
  email: string;
  role: AssignableRole;
  invitedBy: string;
  sentAt: number;
  expiresAt: number;
};

export function toInvitation(row: ListedRow): Invitation {
  return { ...row, sentAt: iso(row.sentAt), expiresAt: iso(row.expiresAt) };
}

/** The account's open invitations (expired ones too, so they can be resent), newest first; unrun. */
export function invitationsOf(db: Db, account: AccountRef) {
  return db
    .select(listed)
    .from(invitations)
    .leftJoin(memberships, inviterMembership)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(invitations.accountId, account), isNull(invitations.acceptedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** One open invitation of the account, as listed; unrun. */
export function openInvitationOf(db: Db, account: AccountRef, id: string) {
  return db
    .select(listed)
    .from(invitations)
    .leftJoin(memberships, inviterMembership)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(invitations.id, id), eq(invitations.accountId, account), isNull(invitations.acceptedAt)))
    .limit(1);
}

/**
 * The address and role of an invitation by id, whatever its team: a resend counts its address's
 * limit and a cancel records it in the audit log before their batch, which then checks the team.
 */
export async function invitationById(db: Db, id: string) {
  const [row] = await db
    .select({ email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .limit(1);
  return row ?? null;
}

export type NewInvitation = { id: string; email: string; role: AssignableRole; tokenHash: string };

/**
 * Invites `email` to the current team, unrun; answers the row, or nothing when the guard is false, the
 * account is personal, the address is a member's, or it has an open invitation already: the partial
 * unique index decides that last one, so two invitations sent at once make one row.
 */
export function insertInvitation(db: Db, actor: AccountActor, invite: NewInvitation, now: number) {
  const { id, email, role, tokenHash } = invite;
  // INSERT … SELECT lists every column in the schema's order. The only other unique columns are a
  // fresh UUID and a fresh token's hash, so the conflict skipped is the open invitation's.
  return db
    .insert(invitations)
    .select(
      sql`SELECT ${id}, ${actor.account}, ${email}, ${role}, ${tokenHash}, ${actor.user}, ${now}, ${now},
          ${invitationExpiry(now)}, NULL, NULL
        WHERE ${actor.guard} AND ${isTeam(actor.account)} AND NOT ${memberWithEmail(actor.account, email)}`,
    )
    .onConflictDoNothing()
    .returning({ id: invitations.id });
}

/** The member of the current account with `email` (none: not a member): why an invitation was refused; unrun. */
export function memberByEmail(db: Db, account: AccountRef, email: string) {
  return db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, account), eq(users.email, email)))
    .limit(1);
}

/**
 * Sends an open invitation of the current team again, unrun: a new token (the old link stops
 * working), valid INVITATION_DAYS from now, from the admin who resent it (the mail names them).
 */
export function resendInvitation(
  db: Db,
  actor: AccountActor,
  invite: { id: string; email: string; tokenHash: string },
  now: number,
) {
  return db
    .update(invitations)
    .set({ tokenHash: invite.tokenHash, sentAt: now, expiresAt: invitationExpiry(now), invitedBy: sql`${actor.user}` })
    .where(
      and(
        eq(invitations.id, invite.id),
        eq(invitations.accountId, actor.account),
        eq(invitations.email, invite.email),
        isNull(invitations.acceptedAt),
        actor.guard,
      ),
    )
    .returning({ id: invitations.id });
}

/** True once this request stored invitation `id` with `tokenHash` (sent or resent): the guard of its audit entry. */
export const storedWith = (actor: AccountActor, id: string, tokenHash: string) =>
  guardAnd(
    actor.guard,
    sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${id} AND ${invitations.tokenHash} = ${tokenHash})`,
  );

/** True while the current team has this open invitation: the guard of a cancel's audit entry. */
export const cancellable = (actor: AccountActor, id: string) =>
  guardAnd(
    actor.guard,
    sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.id} = ${id}
      AND ${invitations.accountId} = ${actor.account} AND ${invitations.acceptedAt} IS NULL)`,
  );

/** Cancels an open invitation of the current team (the row goes), unrun. */
export function deleteInvitation(db: Db, actor: AccountActor, id: string) {
  return db
    .delete(invitations)
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.accountId, actor.account),
        isNull(invitations.acceptedAt),
        actor.guard,
      ),
    )
    .returning({ id: invitations.id });
}

/** An invitation a link still opens: not accepted or cancelled, not expired, its team not deleted. */
const usable = (tokenHash: string, now: number) =>
  and(
    eq(invitations.tokenHash, tokenHash),
    isNull(invitations.acceptedAt),
    gt(invitations.expiresAt, now),
    isNull(accounts.deletedAt),
  );

/** The invitation a link opens, as its page shows it; none when the link no longer works. */
export async function usableInvitation(db: Db, tokenHash: string, now: number): Promise<InvitationPreview | null> {
  const [row] = await db
    .select({
      teamName: accounts.name,
      role: invitations.role,
      email: invitations.email,
      invitedBy: sql<string>`coalesce(${users.name}, '')`,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .leftJoin(memberships, inviterMembership)
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(usable(tokenHash, now))
    .limit(1);
  return row ? { ...row, expiresAt: iso(row.expiresAt) } : null;
}

/** The invitation this request accepted, found by the hash it stored in place of the token's. */
const acceptedBy = (mark: string) =>
  sql`(SELECT ${invitations.accountId} FROM ${invitations} WHERE ${invitations.tokenHash} = ${mark})`;
const accepted = (mark: string) => sql`EXISTS (SELECT 1 FROM ${invitations} WHERE ${invitations.tokenHash} = ${mark})`;

/**
 * Accepting an invitation, as statements of one batch (unrun). The first marks the invitation
 * accepted only while it is usable, for the signed-in user's address, who is not yet a member, and
 * stores `mark` (a fresh random hash) in place of the token's: the old link stops working, and every
 * later statement acts only on the row this request marked. Two accepts at once make one membership.
 */
export function acceptInvitation(
  db: Db,
  actor: Actor,
  accept: { tokenHash: string; mark: string; sessionTokenHash: string },
  now: number,
) {
  const { tokenHash, mark } = accept;
  const claim = db
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: sql`${actor.user}`, tokenHash: mark })
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
        sql`${invitations.accountId} IN (SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.deletedAt} IS NULL)`,
        sql`${invitations.email} = (SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${actor.user})`,
        sql`NOT EXISTS (SELECT 1 FROM ${memberships} WHERE ${memberships.accountId} = ${invitations.accountId}
          AND ${memberships.userId} = ${actor.user})`,
        senderMayInvite,
        actor.guard,
      ),
    )
    .returning({ id: invitations.id });
  // INSERT … SELECT lists every column in the schema's order.
  const join = db.insert(memberships).select(
    sql`SELECT ${invitations.accountId}, ${invitations.acceptedBy}, ${invitations.role}, ${now}
        FROM ${invitations} WHERE ${invitations.tokenHash} = ${mark}`,
  );
  const switchTo = db
    .update(sessions)
    .set({ accountId: acceptedBy(mark) })
    .where(and(eq(sessions.tokenHash, accept.sessionTokenHash), eq(sessions.userId, actor.user), accepted(mark)));
  // The link reached the mailbox of the address it was sent to, and it is the user's: that proves it.
  const verify = db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, actor.user), isNull(users.emailVerifiedAt), accepted(mark)));
  // The audit entry's guard: this request accepted it.
  const done = guardAnd(actor.guard, accepted(mark));
  return { claim, join, switchTo, verify, team: acceptedBy(mark), done };
}

/** Why a link was not accepted: the usable invitation it opens, and whether the user is its member already; unrun. */
export function acceptRefusal(db: Db, actor: Actor, tokenHash: string, now: number) {
  return db
    .select({
      email: invitations.email,
      member: sql<string | null>`${memberships.userId}`,
      senderMay: sql<number>`${senderMayInvite}`,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .leftJoin(memberships, and(eq(memberships.accountId, invitations.accountId), eq(memberships.userId, actor.user)))
    .where(usable(tokenHash, now))
    .limit(1);
}

/**
 * The role an invitation gives holds only while its sender is still a member whose role may invite
 * (docs/decisions/invitation-limits.md): an admin removed or demoted since cannot add people.
 */
const senderMayInvite = sql`EXISTS (SELECT 1 FROM ${memberships} WHERE ${memberships.accountId} = ${invitations.accountId}
  AND ${memberships.userId} = ${invitations.invitedBy} AND ${memberships.role} IN (${sql.join(
    PERMISSIONS['members:manage'].map((role) => sql`${role}`),
    sql`, `,
  )}))`;

/** The team joined, as the accounts list answers it (the joiner's role); unrun. */
export function joinedTeam(db: Db, mark: string) {
  return db
    .select({
      id: accounts.id,
      kind: accounts.kind,
      name: accounts.name,
      role: invitations.role,
      requireTwoFactor: accounts.requireTwoFactor,
    })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.accountId))
    .where(eq(invitations.tokenHash, mark))
    .limit(1);
}

/** Who is told that someone joined: the owner and the inviter while still a member; unrun. */
export function joinedRecipients(db: Db, actor: Actor, mark: string) {
  const inviter = sql`(SELECT ${invitations.invitedBy} FROM ${invitations} WHERE ${invitations.tokenHash} = ${mark})`;
  return db
    .select({ name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.accountId, acceptedBy(mark)),
        sql`(${memberships.role} = 'owner' OR ${memberships.userId} = ${inviter})`,
        sql`${memberships.userId} <> ${actor.user}`,
      ),
    );
}
