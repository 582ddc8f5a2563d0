/** Accounts (personal or team: what owns carts, orders and invoices) and their members (migrations/0012_teams.sql). */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ACCOUNT_KINDS, ROLES } from '../../../site/shared/domain/teams';
import { users } from './users';

/** A personal account has its user's id; a team is never deleted, only marked (`deletedAt`). */
export const accounts = sqliteTable('accounts', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
  /** '' for a personal account (the pages call it by its user's name). */
  name: text('name').notNull(),
  requireTwoFactor: integer('require_two_factor', { mode: 'boolean' }).notNull().default(false),
  createdAt: integer('created_at', { mode: 'number' }).notNull(),
  deletedAt: integer('deleted_at', { mode: 'number' }),
});

export const memberships = sqliteTable(
  'memberships',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.userId] }),
    uniqueIndex('memberships_one_owner_idx').on(table.accountId).where(sql`role = 'owner'`),
    index('memberships_user_idx').on(table.userId),
  ],
);
