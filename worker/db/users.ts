/** Queries on accounts; each takes the database first so it is testable without HTTP. */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

export type Profile = Pick<UserRow, 'id' | 'name' | 'email' | 'companyName' | 'address' | 'phoneNumber'>;

export function toProfile(row: UserRow): Profile {
  const { id, name, email, companyName, address, phoneNumber } = row;
  return { id, name, email, companyName, address, phoneNumber };
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

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export async function updateProfile(
  db: Db,
  id: string,
  fields: { name: string; companyName: string; address: string; phoneNumber: string },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...fields, updatedAt: Date.now() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: Date.now() }).where(eq(users.id, id));
}
