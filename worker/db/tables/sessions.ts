/** Sessions and the sign-in history (the links mailed to a user are `links.ts`). */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES } from '../../../site/shared/domain/accounts';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { passkeys, users } from './users';

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
    // Sessions and sign-in history (migrations/0008_sessions_history.sql).
    /** "Chrome on Linux": parsed from the user agent at sign-in (lib/device.ts); '' when unknown. */
    device: text('device').notNull().default(''),
    /** When the session was last used, written at most every few minutes; null until then. */
    lastSeenAt: integer('last_seen_at', { mode: 'number' }),
    /** The passkey that started it (null after a password sign-in); removing the passkey ends the session. */
    passkeyId: text('passkey_id').references(() => passkeys.id, { onDelete: 'set null' }),
    /** The account the session acts for (migrations/0012_teams.sql); null is the personal account. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_passkey_idx').on(table.passkeyId).where(sql`${table.passkeyId} IS NOT NULL`),
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_revoked_idx').on(table.revokedAt).where(sql`${table.revokedAt} IS NOT NULL`),
  ],
);

/** The last sign-ins of an account; db/sign-ins.ts keeps the newest 20 successes and, apart, the newest 20 others. */
export const signIns = sqliteTable(
  'sign_ins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    /** 'locked': refused because a limit was reached (429), before anything was checked. */
    outcome: text('outcome', { enum: SIGN_IN_OUTCOMES }).notNull(),
    method: text('method', { enum: SIGN_IN_METHODS }).notNull(),
    device: text('device').notNull(),
  },
  (table) => [index('sign_ins_user_created_idx').on(table.userId, table.createdAt)],
);
