import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CONTACT_CATEGORIES, CONTACT_SOURCES } from '../../../site/shared/domain/contact';
import { createdAt } from './columns';

/** Messages from the About and Contact forms; subject and category only come from Contact. */
export const contactMessages = sqliteTable('contact_messages', {
  id: text('id').primaryKey(),
  source: text('source', { enum: CONTACT_SOURCES }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  category: text('category', { enum: CONTACT_CATEGORIES }),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
