/**
 * API tokens (docs/decisions/api-tokens.md): made for the current account by a member, stored as
 * their SHA-256, revoked by their maker. Every write carries the request's guard.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiToken } from '../../site/shared/api/api-tokens';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import type { AccountActor, UserRef } from './actor';
import type { Db } from './client';
import { apiTokens } from './schema';
import { LAST_SEEN_EVERY } from './sessions';

type TokenRow = typeof apiTokens.$inferSelect;

/** ' cart:read orders:read ': how `scopes` is stored, so SQL finds a scope by ' <scope> '. */
export const storedScopes = (scopes: readonly TokenScope[]) => ` ${scopes.join(' ')} `;

export type NewToken = {
  id: string;
  name: string;
  tokenHash: string;
  hint: string;
  scopes: TokenScope[];
  expiresAt: number;
};

/** Inserts the token for the actor's current account, unrun; nothing when the guard is false. */
export function insertApiToken(db: Db, actor: AccountActor, token: NewToken, now: number) {
  // INSERT … SELECT lists every column in the schema's order.
  return db
    .insert(apiTokens)
    .select(
      sql`SELECT ${token.id}, ${actor.account}, ${actor.user}, ${token.name}, ${token.tokenHash}, ${token.hint},
        ${storedScopes(token.scopes)}, ${now}, ${token.expiresAt}, NULL, NULL WHERE ${actor.guard}`,
    )
    .returning();
}

/** The actor's tokens for the current account, newest first, unrun. */
export function apiTokensOf(db: Db, account: AccountActor['account'], user: UserRef) {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, account), eq(apiTokens.userId, user)))
    .orderBy(desc(apiTokens.createdAt));
}

/** Revokes one of the actor's tokens of the current account, unrun; answers it (none: not theirs, or already revoked). */
export function revokeApiToken(db: Db, actor: AccountActor, id: string, now: number) {
  return db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.accountId, actor.account),
        eq(apiTokens.userId, actor.user),
        isNull(apiTokens.revokedAt),
        actor.guard,
      ),
    )
    .returning();
}

/** Writes "last used", at most every few minutes (after the answer, like a session's last seen). */
export async function touchApiToken(db: Db, id: string, now = Date.now()): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, now - LAST_SEEN_EVERY + 1))),
    );
}

const iso = (time: number) => new Date(time).toISOString();

export function toApiToken(row: TokenRow, now: number): ApiToken {
  const status = row.revokedAt !== null ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes.trim().split(' ').filter(Boolean) as TokenScope[],
    status,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: row.lastUsedAt === null ? null : iso(row.lastUsedAt),
  };
}
