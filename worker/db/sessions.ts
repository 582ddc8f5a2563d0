/** Server-side sessions (rulings R15): only a SHA-256 of each token is stored. */
import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import { hashToken, newToken } from '../lib/tokens';
import type { Db } from './client';
import { sessions, users } from './schema';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = { remembered: 30 * DAY, default: DAY } as const;

export type SessionUser = { id: string; name: string; email: string };

export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  now = Date.now(),
): Promise<{ token: string; sessionId: string; expiresAt: number }> {
  const token = newToken();
  const sessionId = crypto.randomUUID();
  const expiresAt = now + (rememberMe ? SESSION_TTL.remembered : SESSION_TTL.default);
  await db
    .insert(sessions)
    .values({ id: sessionId, userId, tokenHash: await hashToken(token), createdAt: now, expiresAt });
  return { token, sessionId, expiresAt };
}

/** The live session behind a bearer token: known, not revoked, not expired. */
export async function findLiveSession(
  db: Db,
  token: string,
  now = Date.now(),
): Promise<{ sessionId: string; user: SessionUser } | null> {
  const row = await db
    .select({ sessionId: sessions.id, id: users.id, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, await hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
  if (!row) return null;
  const { sessionId, ...user } = row;
  return { sessionId, user };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes the session behind `tokenHash` (logout) when `allowed` (it is live), unrun. */
export function revokeSessionByTokenHash(db: Db, tokenHash: string, allowed: SQL) {
  return db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), allowed));
}

/** Revokes every live session of a user except `keepSessionId` (after a password change), unrun. */
export function revokeOtherSessions(db: Db, userId: string, keepSessionId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
