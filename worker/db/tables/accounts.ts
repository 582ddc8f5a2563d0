/** Accounts: users, sessions and sign-ins, factors, tokens; contact messages and rate-limit counters. */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import {
  ACCOUNT_TOKEN_PURPOSES,
  CHALLENGE_PURPOSES,
  SIGN_IN_METHODS,
  SIGN_IN_OUTCOMES,
} from '../../../site/shared/domain/accounts';
import { CONTACT_CATEGORIES, CONTACT_SOURCES } from '../../../site/shared/domain/contact';
import { createdAt } from './columns';
import { accounts } from './teams';

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
  /** When the address was proved; null while it is not verified. */
  emailVerifiedAt: integer('email_verified_at', { mode: 'number' }),
  /** When the person deleted the account; the row is then a tombstone without a login (migrations/0015). */
  deletedAt: integer('deleted_at', { mode: 'number' }),
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

/** Single-use tokens mailed to a customer (password reset, e-mail verification); only their SHA-256 is kept. */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

// Passkeys (migrations/0009_passkeys.sql): registered WebAuthn credentials and the
// single-use challenges of their ceremonies (only a SHA-256 of each challenge is kept).
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'number' }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: CHALLENGE_PURPOSES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);

// Two-factor sign-in (migrations/0007_two_factor.sql): TOTP, recovery codes, sign-in tickets.
/** One authenticator per account; the secret only encrypted (lib/secret-box.ts); `enabledAt` null while pending. */
export const twoFactor = sqliteTable('two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretBox: text('secret_box').notNull(),
  createdAt: integer('created_at', { mode: 'number' }).notNull(),
  enabledAt: integer('enabled_at', { mode: 'number' }),
  /** The last accepted TOTP time step; a code of that step or earlier is refused (replay). */
  lastStep: integer('last_step', { mode: 'number' }),
});

/** Single-use recovery codes; only SHA-256 of account id and code. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** The second step of a sign-in: only the ticket's SHA-256; 5 minutes, single use, five wrong codes lock it. */
export const mfaTickets = sqliteTable(
  'mfa_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: integer('remember_me', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    failedAttempts: integer('failed_attempts', { mode: 'number' }).notNull().default(0),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('mfa_tickets_user_idx').on(table.userId)],
);

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

/** Fixed-window request counters of `middleware/rate-limit.ts`, one row per bucket and client. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start', { mode: 'number' }).notNull(),
  count: integer('count', { mode: 'number' }).notNull(),
});
