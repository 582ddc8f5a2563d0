/**
 * Two-factor sign-in in D1 (R30): the account's authenticator (secret sealed, see lib/secret-box.ts),
 * its recovery codes (hashed) and the tickets of half-finished sign-ins (hashed). Every spend (a
 * time step, a recovery code, a ticket) is one conditional statement, so two requests with the same
 * code or ticket cannot both win.
 */
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { hashToken, newToken } from '../lib/tokens';
import type { Db } from './client';
import { mfaTickets, recoveryCodes, twoFactor, users } from './schema';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** A ticket lives 5 minutes. */
export const TICKET_TTL_MS = 5 * 60 * 1000;
/** A ticket takes five codes: each is counted before it is checked, and a fifth wrong one locks it. */
export const TICKET_MAX_FAILURES = 5;
/** A pending enrolment (enabled_at null) expires 15 minutes after it started. */
export const ENROLMENT_TTL_MS = 15 * 60 * 1000;

/** The authenticator row of `userId` (a value, or the signed-in request's SQL), unrun. */
export function twoFactorOf(db: Db, userId: string | SQL) {
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
export function recoveryCodesLeft(db: Db, userId: string | SQL) {
  return db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/**
 * Begins an enrolment: a pending authenticator with a new sealed secret, replacing an earlier
 * pending one but never one that is on. Answers whether it was stored.
 */
export async function startEnrolment(db: Db, userId: string, secretBox: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ userId, secretBox, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretBox, createdAt: now, lastStep: null },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length > 0;
}

/** The statements that put a fresh set of recovery codes in place of the old ones, unrun. */
function replaceCodes(db: Db, userId: string, codeHashes: string[], now: number) {
  return [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId, createdAt: now }))),
  ] as const;
}

/**
 * Turns a pending enrolment on with the step its confirming code belonged to, and stores the
 * recovery codes. Answers false (nothing changed) when there is no pending enrolment any more.
 */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  step: number,
  codeHashes: string[],
  now = Date.now(),
): Promise<boolean> {
  const turnedOn = await db
    .update(twoFactor)
    .set({ enabledAt: now, lastStep: step })
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
    .returning({ userId: twoFactor.userId });
  if (turnedOn.length === 0) return false;
  await db.batch(replaceCodes(db, userId, codeHashes, now));
  return true;
}

/** New recovery codes in place of every old one (used or not). */
export async function regenerateRecoveryCodes(db: Db, userId: string, codeHashes: string[], now = Date.now()) {
  await db.batch(replaceCodes(db, userId, codeHashes, now));
}

/** Turns two-factor sign-in off: the authenticator, its recovery codes and open tickets go. */
export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.batch([
    db.delete(twoFactor).where(eq(twoFactor.userId, userId)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.delete(mfaTickets).where(eq(mfaTickets.userId, userId)),
  ]);
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
