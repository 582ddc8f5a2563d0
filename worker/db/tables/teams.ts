/** What only a team has: invitations to join it and its audit log (migrations/0012_teams.sql). */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ASSIGNABLE_ROLES } from '../../../site/shared/domain/teams';
import { accounts } from './accounts';
import { users } from './users';

export const invitations = sqliteTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ASSIGNABLE_ROLES }).notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    sentAt: integer('sent_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'number' }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('invitations_open_idx').on(table.accountId, table.email).where(sql`accepted_at IS NULL`)],
);

/** Only ever inserted (a trigger refuses updates); `seq` runs 1, 2, 3… per account. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    /** Not a foreign key: the entry outlives its actor (name and e-mail are copied in). */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    target: text('target').notNull().default(''),
    detail: text('detail', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    address: text('address').notNull().default(''),
  },
  (table) => [
    uniqueIndex('audit_log_account_seq_idx').on(table.accountId, table.seq),
    index('audit_log_account_event_idx').on(table.accountId, table.event, table.seq),
  ],
);
