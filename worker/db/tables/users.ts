import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CHALLENGE_PURPOSES } from '../../../site/shared/domain/accounts';
import { createdAt } from './columns';

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
