/**
 * Passkeys and the challenges of their ceremonies. A challenge is 32 random bytes; D1 keeps
 * only the SHA-256 of its base64url text, for a few minutes, and the statement that accepts a
 * ceremony spends it, so two requests with one challenge cannot both win.
 */
import { and, asc, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Actor, UserRef } from './actor';
import type { Db } from './client';
import { passkeys, users, webauthnChallenges } from './schema';
import { revokePasskeySessions, revokeSessionByTokenHash } from './sessions';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** How long a challenge stays usable: the browser's ceremony timeout plus a margin. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Passkeys one account may hold; each costs a row and a line in every sign-in's lists. */
export const MAX_PASSKEYS = 20;

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
  credentialId: passkeys.credentialId,
  transports: passkeys.transports,
  backedUp: passkeys.backedUp,
};

/** The passkeys of `userId` (a value, or the signed-in request's SQL), oldest first, unrun. */
export function passkeysOf(db: Db, userId: string | UserRef) {
  return db.select(listed).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

/** How many passkeys `userId` has, unrun. */
export function passkeyCount(db: Db, userId: UserRef) {
  return db.select({ count: count() }).from(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * Stores a challenge's hash: a registration's for the actor, or (no actor) a sign-in's, unrun.
 * Expired ones are deleted by the scheduled clean-up.
 */
export function storeChallenge(db: Db, challengeHash: string, actor: Actor | null, now = Date.now()) {
  const expiresAt = now + CHALLENGE_TTL_MS;
  if (actor === null) {
    return db
      .insert(webauthnChallenges)
      .values({ challengeHash, purpose: 'authentication', userId: null, createdAt: now, expiresAt });
  }
  return db
    .insert(webauthnChallenges)
    .select(
      sql`SELECT ${challengeHash}, 'registration', ${actor.user}, ${now}, ${expiresAt}, NULL WHERE ${actor.guard}`,
    );
}

const liveChallenge = (challengeHash: string, purpose: ChallengePurpose, userId: UserRef | null, now: number) =>
  and(
    eq(webauthnChallenges.challengeHash, challengeHash),
    eq(webauthnChallenges.purpose, purpose),
    userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
    isNull(webauthnChallenges.usedAt),
    gt(webauthnChallenges.expiresAt, now),
  );

/** The challenge when it is live (known, unspent, unexpired, of this purpose and user), unrun. */
export function findChallenge(
  db: Db,
  challengeHash: string,
  purpose: ChallengePurpose,
  userId: UserRef | null,
  now = Date.now(),
) {
  return db
    .select({ challengeHash: webauthnChallenges.challengeHash })
    .from(webauthnChallenges)
    .where(liveChallenge(challengeHash, purpose, userId, now));
}

/** Spends a live challenge; answers a row only to the one request that spent it, unrun. */
export function spendChallenge(
  db: Db,
  challengeHash: string,
  purpose: ChallengePurpose,
  userId: UserRef | null,
  now = Date.now(),
) {
  const owner = userId;
  return db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(liveChallenge(challengeHash, purpose, owner, now))
    .returning({ challengeHash: webauthnChallenges.challengeHash });
}

/**
 * Adds a verified passkey while its registration challenge is still live; put it in one batch
 * before `spendChallenge`, so the check, the insert and the spend are one transaction. A credential
 * registered before (on any account) adds nothing. Unrun.
 */
export function insertPasskey(
  db: Db,
  actor: Actor,
  challengeHash: string,
  row: Omit<PasskeyRow, 'lastUsedAt' | 'id' | 'userId'>,
  now = Date.now(),
) {
  const id = crypto.randomUUID();
  const live = sql`EXISTS (SELECT 1 FROM ${webauthnChallenges} WHERE ${liveChallenge(challengeHash, 'registration', actor.user, now)})`;
  return db
    .insert(passkeys)
    .select(
      sql`SELECT ${id}, ${actor.user}, ${row.credentialId}, ${row.publicKey}, ${row.counter}, ${JSON.stringify(row.transports)}, ${row.name}, ${row.backedUp ? 1 : 0}, ${row.createdAt}, NULL WHERE ${live} AND ${actor.guard}`,
    )
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning(listed);
}

/** The passkey with this credential id and its account, for a sign-in, unrun. */
export function passkeyForSignIn(db: Db, credentialId: string) {
  // D1 answers a batch's rows keyed by column name: the two ids get names of their own.
  return db
    .select({
      id: sql<string>`${passkeys.id}`.as('passkey_id'),
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      userId: sql<string>`${users.id}`.as('account_id'),
      name: users.name,
      email: users.email,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
}

/**
 * After a verified sign-in, while its challenge is still live: the new counter and the time of
 * use; answers no row when the counter did not move forward. Put it in one batch before
 * `spendChallenge`. Unrun.
 */
export function recordPasskeyUse(db: Db, id: string, counter: number, challengeHash: string, now = Date.now()) {
  const live = sql`EXISTS (SELECT 1 FROM ${webauthnChallenges} WHERE ${liveChallenge(challengeHash, 'authentication', null, now)})`;
  return (
    db
      .update(passkeys)
      .set({ counter, lastUsedAt: now })
      // The counter only moves forward (0 stays 0 for authenticators without one), also when two
      // sign-ins with the same passkey race: the later one's check sees the earlier one's counter.
      .where(and(eq(passkeys.id, id), live, counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter)))
      .returning({ id: passkeys.id })
  );
}

/** Renames the actor's own passkey; answers nothing for anyone else's, unrun. */
export function renamePasskey(db: Db, actor: Actor, id: string, name: string) {
  return db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.user), actor.guard))
    .returning(listed);
}

/** The customer's own passkey `id` (nothing for anyone else's), unrun. */
export function ownPasskey(db: Db, id: string, userId: UserRef) {
  return db
    .select(listed)
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
}

/**
 * Removes the actor's passkey `id` and ends the live sessions it started
 * (docs/decisions/passkey-removal-ends-sessions.md), the request's own last when it is one of them:
 * statements for one batch by name, `removed` answering the removed row (none for anyone else's). Unrun.
 */
export function deletePasskey(
  db: Db,
  actor: Actor,
  id: string,
  current: { tokenHash: string; startedWithIt: boolean },
  now = Date.now(),
) {
  const remove = db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.user), actor.guard))
    .returning(listed);
  const named = { others: revokePasskeySessions(db, actor, id, current.tokenHash, now), removed: remove };
  return current.startedWithIt
    ? { ...named, thisSession: revokeSessionByTokenHash(db, actor, current.tokenHash) }
    : named;
}

/** What the API shows of a passkey (never the key or the credential id's bytes). */
export type ListedPasskey = Awaited<ReturnType<ReturnType<typeof passkeysOf>['all']>>[number];
