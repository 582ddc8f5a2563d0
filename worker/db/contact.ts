/** Stored contact-form messages; each query takes the database first. */
import { desc, eq } from 'drizzle-orm';
import type { ContactInput } from '../../site/shared/api/contact';
import type { Db } from './client';
import { contactMessages } from './schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Stores one message; the honeypot never reaches this point. */
export async function saveContactMessage(db: Db, input: ContactInput): Promise<ContactMessageRow> {
  const rows = await db
    .insert(contactMessages)
    .values({
      id: crypto.randomUUID(),
      source: input.source,
      name: input.name,
      email: input.email,
      subject: input.source === 'contact' ? input.subject : null,
      category: input.source === 'contact' ? input.category : null,
      message: input.message,
      createdAt: Date.now(),
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('Insert into contact_messages returned no row');
  return row;
}

/** Messages sent from one address, newest first (for support tooling and tests). */
export async function listContactMessagesByEmail(db: Db, email: string): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email.trim().toLowerCase()))
    .orderBy(desc(contactMessages.createdAt));
}
