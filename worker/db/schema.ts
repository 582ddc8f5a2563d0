/**
 * Drizzle schema. The SQL in `migrations/` is the source of truth for D1; `schema.test.ts`
 * proves that every table and column declared here exists there.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch() * 1000)`);

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull().default(''),
  address: text('address').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'number' }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
