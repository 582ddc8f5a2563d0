/**
 * Single-use links mailed to a user: password reset (valid 1 hour) and e-mail verification
 * (valid 24 hours). A link carries a token of 32 random bytes from `crypto.getRandomValues`
 * (256 bits); the database keeps only its SHA-256, so a copy of the database opens no account.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { hashToken, newToken } from '../lib/tokens';
import type { Db } from './client';
import { apiTokens, links, sessions, users } from './schema';

export type LinkPurpose = (typeof links.$inferSelect)['purpose'];

const HOUR = 60 * 60 * 1000;
export const LINK_TTL: Record<LinkPurpose, number> = {
  'password-reset': HOUR,
  'email-verification': 24 * HOUR,
};

/** Stores the hash of a fresh token for `userId` and answers the token itself (it goes into a mail, nowhere else). */
export async function issueLink(db: Db, userId: string, purpose: LinkPurpose, now = Date.now()): Promise<string> {
  const token = newToken();
  await db.insert(links).values({
    tokenHash: await hashToken(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: now + LINK_TTL[purpose],
  });
  return token;
}

const live = (tokenHash: string, purpose: LinkPurpose, now: number) =>
  and(eq(links.tokenHash, tokenHash), eq(links.purpose, purpose), isNull(links.usedAt), gt(links.expiresAt, now));

/** The account a live (known, unused, unexpired) token belongs to, without spending it. */
export async function peekLink(db: Db, token: string, purpose: LinkPurpose, now = Date.now()): Promise<string | null> {
  const row = await db
    .select({ userId: links.userId })
    .from(links)
    .where(live(await hashToken(token), purpose, now))
    .get();
  return row?.userId ?? null;
}

/**
 * Spends a live token and answers its account, or null when it is unknown, used or expired. The
 * check and the write are one statement, so two requests with the same token cannot both win.
 */
export async function consumeLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now = Date.now(),
): Promise<string | null> {
  const rows = await db
    .update(links)
    .set({ usedAt: now })
    .where(live(await hashToken(token), purpose, now))
    .returning({ userId: links.userId });
  return rows[0]?.userId ?? null;
}

/** Marks the address verified (the first time only; a later link changes nothing). */
export async function markEmailVerified(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * After a reset token was spent: the new password, every session and API token of the person revoked,
 * every other reset link spent, and the address counted as verified (the link reached its mailbox).
 * One D1 batch, so either all of it happened or none of it did.
 */
export async function applyPasswordReset(
  db: Db,
  userId: string,
  passwordHash: string,
  now = Date.now(),
  alsoRun: readonly BatchItem<'sqlite'>[] = [],
): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`COALESCE(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, userId)),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
    // Whoever held the old password may have made tokens: they end too (docs/decisions/api-tokens.md).
    db
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt))),
    db
      .update(links)
      .set({ usedAt: now })
      .where(and(eq(links.userId, userId), eq(links.purpose, 'password-reset'), isNull(links.usedAt))),
    ...alsoRun,
  ]);
}
