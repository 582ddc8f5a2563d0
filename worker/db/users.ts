/** Queries on accounts; each takes the database first so it is testable without HTTP. */
import { and, eq, sql } from 'drizzle-orm';
import type { Actor, UserRef } from './actor';
import type { Db } from './client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export type Profile = Pick<UserRow, 'id' | 'name' | 'email' | 'companyName' | 'address' | 'phoneNumber'> & {
  /** Whether the customer opened a verification link. */
  emailVerified: boolean;
};

export function toProfile(row: UserRow): Profile {
  const { id, name, email, companyName, address, phoneNumber, emailVerifiedAt } = row;
  return { id, name, email, companyName, address, phoneNumber, emailVerified: emailVerifiedAt !== null };
}

/** Inserts a user; returns null when the e-mail is taken (the UNIQUE constraint decides, not a prior read). */
export async function createUser(
  db: Db,
  input: { name: string; email: string; passwordHash: string },
): Promise<UserRow | null> {
  const now = Date.now();
  const rows = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), ...input, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0] ?? null;
}

/** The account with `email`, unrun so it can join a batch. */
export function userByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
}

/** The user `id` (a value, or the signed-in request's user), unrun so it can join a batch. */
/**
 * The actor with a guard that also needs their address verified: what a write that mails text they
 * typed carries (docs/decisions/unverified-text-is-not-mailed.md).
 */
export function withVerifiedAddress<A extends Actor>(actor: A): A {
  const verified = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${actor.user} AND ${users.emailVerifiedAt} IS NOT NULL)`;
  return { ...actor, guard: and(actor.guard, verified) as Actor['guard'] };
}

export function userById(db: Db, id: string | UserRef) {
  return db.select().from(users).where(eq(users.id, id)).limit(1);
}

/** Updates the actor's profile fields, unrun. */
export function updateProfile(
  db: Db,
  actor: Actor,
  fields: { name: string; companyName: string; address: string; phoneNumber: string },
) {
  return db
    .update(users)
    .set({ ...fields, updatedAt: Date.now() })
    .where(and(eq(users.id, actor.user), actor.guard))
    .returning();
}

/** Sets the actor's new password hash, unrun (it goes into one batch with the sessions it revokes). */
export function updatePasswordHash(db: Db, actor: Actor, passwordHash: string) {
  return db
    .update(users)
    .set({ passwordHash, updatedAt: Date.now() })
    .where(and(eq(users.id, actor.user), actor.guard));
}
