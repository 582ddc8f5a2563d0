/**
 * Two-factor sign-in in D1: the account's authenticator (secret sealed, see lib/secret-box.ts),
 * its recovery codes (hashed) and the tickets of half-finished sign-ins (hashed). Every spend (a
 * time step, a recovery code, a ticket) is one conditional statement, so two requests with the same
 * code or ticket cannot both win.
 */
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { hashToken, newToken } from '../lib/tokens';
import type { Actor, UserRef } from './actor';
import type { Db } from './client';
import { mfaTickets, recoveryCodes, twoFactor, users } from './schema';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** A ticket lives 5 minutes. */
export const TICKET_TTL_MS = 5 * 60 * 1000;
/** A ticket takes five codes: each is counted before it is checked, and a fifth wrong one locks it. */
export const TICKET_MAX_FAILURES = 5;
/** A pending enrolment (enabled_at null) expires 15 minutes after it started. */
export const ENROLMENT_TTL_MS = 15 * 60 * 1000;

/** The authenticator row of `userId` (a value, or the signed-in request's user), unrun. */
export function twoFactorOf(db: Db, userId: string | UserRef) {
  return db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
}

/** Whether the account with `email` has two-factor sign-in on, unrun (it joins the login's batch). */
export function twoFactorOnFor(db: Db, email: string) {
  return db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .innerJoin(users, eq(users.id, twoFactor.userId))
    .where(and(eq(users.email, email.trim().toLowerCase()), isNotNull(twoFactor.enabledAt)))
    .limit(1);
}

/** Unused recovery codes of `userId`, unrun. */
export function recoveryCodesLeft(db: Db, userId: UserRef) {
  return db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/**
 * Begins the actor's enrolment: a pending authenticator with a new sealed secret, replacing an
 * earlier pending one but never one that is on. Answers a row when it was stored. Unrun.
 */
export function startEnrolment(db: Db, actor: Actor, secretBox: string, now = Date.now()) {
  return db
    .insert(twoFactor)
    .select(sql`SELECT ${actor.user}, ${secretBox}, ${now}, NULL, NULL WHERE ${actor.guard}`)
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretBox, createdAt: now, lastStep: null },
      setWhere: and(isNull(twoFactor.enabledAt), actor.guard),
    })
    .returning({ userId: twoFactor.userId });
}

/**
 * The statements that put a fresh set of recovery codes in place of the actor's old ones, only
 * when `onlyIf` holds too (evaluated after the earlier statements of the batch), unrun.
 */
export function replaceRecoveryCodes(
  db: Db,
  actor: Actor,
  codeHashes: readonly string[],
  now = Date.now(),
  onlyIf: SQL = sql`1`,
) {
  const rows = sql.join(
    codeHashes.map((codeHash) => sql`(${codeHash})`),
    sql`, `,
  );
  return {
    oldCodes: db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, actor.user), actor.guard, onlyIf)),
    newCodes: db
      .insert(recoveryCodes)
      .select(
        sql`SELECT code.column1, ${actor.user}, ${now}, NULL FROM (VALUES ${rows}) AS code WHERE ${actor.guard} AND ${onlyIf}`,
      ),
  };
}

/**
 * Turns the actor's pending enrolment on with the step its confirming code belonged to, unless it
 * began over ENROLMENT_TTL_MS ago, and stores its recovery codes: one batch, `turnedOn`
 * answering a row when it turned on (the codes are written only then). Unrun.
 */
export function enableTwoFactor(db: Db, actor: Actor, step: number, codeHashes: readonly string[], now = Date.now()) {
  const turnOn = db
    .update(twoFactor)
    .set({ enabledAt: now, lastStep: step })
    .where(
      and(
        eq(twoFactor.userId, actor.user),
        isNull(twoFactor.enabledAt),
        gt(twoFactor.createdAt, now - ENROLMENT_TTL_MS),
        actor.guard,
      ),
    )
    .returning({ userId: twoFactor.userId });
  const turnedOnNow = sql`EXISTS (SELECT 1 FROM ${twoFactor} WHERE ${twoFactor.userId} = ${actor.user} AND ${twoFactor.enabledAt} = ${now})`;
  return { turnedOn: turnOn, ...replaceRecoveryCodes(db, actor, codeHashes, now, turnedOnNow) };
}

/** Turns the actor's two-factor sign-in off: the authenticator, its recovery codes and open tickets go. Unrun. */
export function disableTwoFactor(db: Db, actor: Actor) {
  return {
    factor: db.delete(twoFactor).where(and(eq(twoFactor.userId, actor.user), actor.guard)),
    codes: db.delete(recoveryCodes).where(and(eq(recoveryCodes.userId, actor.user), actor.guard)),
    tickets: db.delete(mfaTickets).where(and(eq(mfaTickets.userId, actor.user), actor.guard)),
  };
}

/** Records `step` as the last accepted one unless that step (or a later one) was accepted already. */
export async function acceptTimeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        isNotNull(twoFactor.enabledAt),
        or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** Spends an unused recovery code of `userId`; false when it is unknown or used. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, now = Date.now()) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return rows.length > 0;
}

/** Stores the hash of a new sign-in ticket and answers the ticket (it goes to the client, nowhere else). */
export async function issueTicket(
  db: Db,
  userId: string,
  rememberMe: boolean,
  now = Date.now(),
  alsoRun: readonly BatchItem<'sqlite'>[] = [],
): Promise<string> {
  const ticket = newToken();
  const insert = db.insert(mfaTickets).values({
    ticketHash: await hashToken(ticket),
    userId,
    rememberMe,
    createdAt: now,
    expiresAt: now + TICKET_TTL_MS,
  });
  await db.batch([insert, ...alsoRun]);
  return ticket;
}

/** Unused and unexpired, with `attempts` (a condition on the attempts counted so far). */
const liveTicket = (ticketHash: string, now: number, attempts: SQL | undefined) =>
  and(eq(mfaTickets.ticketHash, ticketHash), isNull(mfaTickets.usedAt), gt(mfaTickets.expiresAt, now), attempts);

/**
 * The ticket with its account and authenticator, whatever its state (the route tells expired,
 * used and locked apart), unrun.
 */
export function ticketWithFactor(db: Db, ticketHash: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      rememberMe: mfaTickets.rememberMe,
      expiresAt: mfaTickets.expiresAt,
      usedAt: mfaTickets.usedAt,
      failedAttempts: mfaTickets.failedAttempts,
      secretBox: twoFactor.secretBox,
      enabledAt: twoFactor.enabledAt,
      lastStep: twoFactor.lastStep,
    })
    .from(mfaTickets)
    .innerJoin(users, eq(users.id, mfaTickets.userId))
    .innerJoin(twoFactor, eq(twoFactor.userId, mfaTickets.userId))
    .where(eq(mfaTickets.ticketHash, ticketHash))
    .limit(1);
}

/**
 * Counts one code attempt on a live ticket before the code is checked (the column `failed_attempts`
 * counts every attempt); answers the attempts so far, or no row when the ticket is used, expired or
 * has had its five. Unrun.
 */
export function countTicketAttempt(db: Db, ticketHash: string, now = Date.now()) {
  return db
    .update(mfaTickets)
    .set({ failedAttempts: sql`${mfaTickets.failedAttempts} + 1` })
    .where(liveTicket(ticketHash, now, lt(mfaTickets.failedAttempts, TICKET_MAX_FAILURES)))
    .returning({ attempts: mfaTickets.failedAttempts });
}

/** Spends a live ticket after a right code (its attempt already counted); false when it expired or was used meanwhile. */
export async function spendTicket(db: Db, ticketHash: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(mfaTickets)
    .set({ usedAt: now })
    .where(liveTicket(ticketHash, now, lte(mfaTickets.failedAttempts, TICKET_MAX_FAILURES)))
    .returning({ ticketHash: mfaTickets.ticketHash });
  return rows.length > 0;
}
