/**
 * The credentials view (migrations/0013_api_tokens.sql): a browser session or an API token, as the
 * signed-in batch looks a bearer up. Not in schema.ts, whose entries are tables.
 */
import { integer, sqliteView, text } from 'drizzle-orm/sqlite-core';

export const CREDENTIAL_KINDS = ['session', 'token'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const credentials = sqliteView('credentials', {
  id: text('id').notNull(),
  kind: text('kind', { enum: CREDENTIAL_KINDS }).notNull(),
  tokenHash: text('token_hash').notNull(),
  userId: text('user_id').notNull(),
  /** A session's current account (NULL: the personal one); a token's account. */
  accountId: text('account_id'),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  revokedAt: integer('revoked_at', { mode: 'number' }),
  /** '' for a session; a token's space-separated scopes with a space at each end. */
  scopes: text('scopes').notNull(),
  lastUsedAt: integer('last_used_at', { mode: 'number' }).notNull(),
}).existing();
