/** The single-use links mailed to a user: a "link" in the glossary of docs/architecture.md. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { LINK_PURPOSES } from '../../../site/shared/domain/accounts';
import { users } from './users';

/** Single-use links mailed to a user (password reset, e-mail verification); only their token's SHA-256 is kept. */
export const links = sqliteTable(
  'links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('links_user_purpose_idx').on(table.userId, table.purpose)],
);
