/** API tokens and the credentials view (migrations/0013_api_tokens.sql). */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';
import { users } from './users';

export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who made it: the token acts with their current role in the account. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token, hex; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The token's last four characters. */
    hint: text('hint').notNull(),
    /** ' cart:read orders:read ': space-separated, a space at each end. */
    scopes: text('scopes').notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'number' }),
    revokedAt: integer('revoked_at', { mode: 'number' }),
  },
  (table) => [index('api_tokens_account_user_idx').on(table.accountId, table.userId, table.createdAt)],
);
