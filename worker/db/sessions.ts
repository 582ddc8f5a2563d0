/** Server-side sessions: only a SHA-256 of each token is stored. */
import { and, desc, eq, gt, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { deviceLabel, UNKNOWN_DEVICE } from '../lib/device';
import { hashToken, newToken } from '../lib/tokens';
import type { Actor, UserRef } from './actor';
import type { Db } from './client';
import { sessions, users } from './schema';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL = { remembered: 30 * DAY, default: DAY } as const;

/**
 * How stale `last_seen_at` may get before a request writes it again (lib/signed-in.ts): "last
 * seen" is shown as relative time, so five minutes is invisible to the customer and spares D1 a
 * write on nearly every request.
 */
export const LAST_SEEN_EVERY = 5 * 60 * 1000;

/**
 * Revoked and expired sessions are deleted this long after they ended: at the owner's next sign-in,
 * and by the hourly clean-up (scheduled.ts) for everyone else.
 */
export const ENDED_SESSIONS_KEPT = 7 * DAY;

/** Live sessions one account may hold; a sign-in beyond them ends the oldest (docs/decisions/session-cap.md). */
export const MAX_LIVE_SESSIONS = 50;

export type SessionUser = { id: string; name: string; email: string };

const live = (now: number) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** Where a sign-in came from, and what else its batch must write. */
export type SessionOrigin = {
  /** The request's `User-Agent`: the session keeps the device it names ("Chrome on Linux"), not the header. */
  userAgent: string | null | undefined;
  /** The passkey signed in with: removing it ends this session (db/passkeys.ts `deletePasskey`). */
  passkeyId?: string;
  /** Statements to run in the same batch, e.g. the sign-in record (`recordSignIn` in db/sign-ins.ts). */
  alsoRun?: readonly BatchItem<'sqlite'>[];
  now?: number;
};

/**
 * The one way a signed-in session starts (password login, the second factor, a passkey). One
 * batch: the new session, the end of the oldest live sessions beyond MAX_LIVE_SESSIONS, the
 * clean-up of the user's sessions that ended over a week ago, and `alsoRun`.
 */
export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  origin: SessionOrigin,
): Promise<{ token: string; sessionId: string; expiresAt: number }> {
  const now = origin.now ?? Date.now();
  const token = newToken();
  const sessionId = crypto.randomUUID();
  const expiresAt = now + (rememberMe ? SESSION_TTL.remembered : SESSION_TTL.default);
  const insert = db.insert(sessions).values({
    id: sessionId,
    userId,
    tokenHash: await hashToken(token),
    createdAt: now,
    expiresAt,
    device: deviceLabel(origin.userAgent),
    lastSeenAt: now,
    passkeyId: origin.passkeyId ?? null,
  });
  await db.batch([
    insert,
    revokeSessionsOverCap(db, userId, now),
    pruneEndedSessions(db, userId, now),
    ...(origin.alsoRun ?? []),
  ]);
  return { token, sessionId, expiresAt };
}

/** What every sign-in answers (the seed's token, id, name, email, and when the session ends). */
export function signedInAnswer(
  session: { token: string; expiresAt: number },
  user: { id: string; name: string; email: string },
) {
  return {
    token: session.token,
    id: user.id,
    name: user.name,
    email: user.email,
    expiresAt: new Date(session.expiresAt).toISOString(),
  };
}

/**
 * Revokes `userId`'s live sessions beyond the newest MAX_LIVE_SESSIONS (by sign-in time), unrun.
 * Run after the insert of a new session, in its batch, so the new one counts and is never the one ended.
 */
export function revokeSessionsOverCap(db: Db, userId: string, now = Date.now()) {
  const ofUser = and(eq(sessions.userId, userId), live(now));
  // rowid breaks ties between sessions of the same millisecond: the later insert is the newer.
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(ofUser)
    .orderBy(desc(sessions.createdAt), desc(sql`rowid`))
    .limit(MAX_LIVE_SESSIONS);
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(ofUser, notInArray(sessions.id, newest)));
}

const endedLongAgo = (now: number) => {
  const before = now - ENDED_SESSIONS_KEPT;
  return or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before));
};

/** Deletes `userId`'s sessions revoked or expired more than ENDED_SESSIONS_KEPT ago, unrun. */
export function pruneEndedSessions(db: Db, userId: string, now = Date.now()) {
  return db.delete(sessions).where(and(eq(sessions.userId, userId), endedLongAgo(now)));
}

/** Deletes every account's sessions revoked or expired more than ENDED_SESSIONS_KEPT ago, unrun. */
export function deleteEndedSessions(db: Db, now = Date.now()) {
  return db.delete(sessions).where(endedLongAgo(now));
}

/**
 * Revokes the actor's live sessions started with passkey `passkeyId` except the request's own
 * (`tokenHash`): that one must stay live until the passkey is gone, since every statement of the
 * request's batch checks it. Unrun.
 */
export function revokePasskeySessions(db: Db, actor: Actor, passkeyId: string, tokenHash: string, now = Date.now()) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.passkeyId, passkeyId),
        eq(sessions.userId, actor.user),
        ne(sessions.tokenHash, tokenHash),
        live(now),
        actor.guard,
      ),
    );
}

/** The passkey the session behind `tokenHash` was started with (none for a password sign-in), unrun. */
export function sessionPasskey(db: Db, tokenHash: string) {
  return db.select({ passkeyId: sessions.passkeyId }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
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

/** Revokes the actor's session behind `tokenHash` (logout), unrun. */
export function revokeSessionByTokenHash(db: Db, actor: Actor, tokenHash: string) {
  return db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(
      and(eq(sessions.tokenHash, tokenHash), eq(sessions.userId, actor.user), isNull(sessions.revokedAt), actor.guard),
    );
}

/** Revokes every live session of the actor except `keepSessionId` (after a password change), unrun. */
export function revokeOtherSessions(db: Db, actor: Actor, keepSessionId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: Date.now() })
    .where(
      and(eq(sessions.userId, actor.user), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt), actor.guard),
    );
}

// The Security section's session list. The user and the guard are the signed-in request's
// (db/actor.ts), so another customer's session is never found or changed.

const lastSeen = sql<number>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`;

/** At most this many sessions are listed (the most recently used); "Sign out all other sessions" reaches them all. */
export const SESSIONS_LISTED = 50;

/** The user's live sessions, most recently used first, unrun. */
export function liveSessionsOf(db: Db, userId: UserRef, now = Date.now()) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      // Named: D1 answers a batch's rows keyed by column name.
      lastSeenAt: lastSeen.as('last_seen'),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(lastSeen), desc(sessions.createdAt))
    .limit(SESSIONS_LISTED);
}

export type ListedSessionRow = { id: string; device: string; createdAt: number; lastSeenAt: number };

/** A row as the API answers it; the current session was seen now, by this very request. */
export function toListedSession(row: ListedSessionRow, currentId: string, now = Date.now()) {
  const current = row.id === currentId;
  return {
    id: row.id,
    device: row.device || UNKNOWN_DEVICE,
    signedInAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(current ? Math.max(now, row.lastSeenAt) : row.lastSeenAt).toISOString(),
    current,
  };
}

/** Revokes the actor's live session `id`; answers its id, or nothing when it is not theirs. Unrun. */
export function revokeSessionOf(db: Db, actor: Actor, id: string, now = Date.now()) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, actor.user), live(now), actor.guard))
    .returning({ id: sessions.id });
}

/** Revokes every live session of the actor but the one behind `tokenHash`. Unrun. */
export function revokeSessionsExcept(db: Db, actor: Actor, tokenHash: string, now = Date.now()) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, actor.user), ne(sessions.tokenHash, tokenHash), live(now), actor.guard))
    .returning({ id: sessions.id });
}

/** Records that session `id` was used at `now`, unless a request did so in the last LAST_SEEN_EVERY. */
export async function touchSession(db: Db, id: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.id, id), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, now - LAST_SEEN_EVERY + 1))),
    );
}
