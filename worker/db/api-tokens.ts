/**
 * API tokens (docs/decisions/api-tokens.md): made for the current account by a member, stored as
 * their SHA-256, revoked by their maker. Every write carries the request's guard.
 */
import { and, desc, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type ApiToken, MAX_LIVE_TOKENS, type OwnApiToken, type TeamApiToken } from '../../site/shared/api/tokens';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import { type AccountActor, allOf, type UserRef } from './actor';
import type { Db } from './client';
import { selectRow } from './insert-select';
import { accounts, apiTokens, memberships, users } from './schema';
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

/** A token that still works at `now`: neither revoked nor expired. */
const liveAt = (now: number | SQL) => allOf(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

/** How many live tokens the actor has in the current account, unrun. */
export function liveTokenCount(db: Db, actor: AccountActor, now: number) {
  return db
    .select({ n: sql<number>`count(*)` })
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, actor.account), eq(apiTokens.userId, actor.user), liveAt(now)));
}

/**
 * Inserts the token for the actor's current account, unrun; nothing when the guard is false, the
 * maker's address is not verified, or they have MAX_LIVE_TOKENS live ones there already (checked in
 * the insert itself, so tokens made at once cannot pass the cap).
 */
export function insertApiToken(db: Db, actor: AccountActor, token: NewToken, now: number) {
  const verified = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${actor.user} AND ${users.emailVerifiedAt} IS NOT NULL)`;
  const room = sql`(SELECT count(*) FROM ${apiTokens} WHERE ${apiTokens.accountId} = ${actor.account}
    AND ${apiTokens.userId} = ${actor.user} AND ${liveAt(now)}) < ${MAX_LIVE_TOKENS}`;
  const row = {
    id: token.id,
    accountId: actor.account,
    userId: actor.user,
    name: token.name,
    tokenHash: token.tokenHash,
    hint: token.hint,
    scopes: storedScopes(token.scopes),
    createdAt: now,
    expiresAt: token.expiresAt,
    lastUsedAt: null,
    revokedAt: null,
  };
  return db
    .insert(apiTokens)
    .select(selectRow(apiTokens, row, sql`WHERE ${actor.guard} AND ${verified} AND ${room}`))
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

/** Every token of the actor's team (the role may oversee them), with its maker, newest first; unrun. */
export function teamTokensOf(db: Db, account: AccountActor['account']) {
  return (
    db
      // D1 answers a batch's rows keyed by column name: the maker's columns get names of their own.
      .select({
        token: apiTokens,
        maker: {
          id: sql<string>`${users.id}`.as('maker_id'),
          name: sql<string>`${users.name}`.as('maker_name'),
          email: sql<string>`${users.email}`.as('maker_email'),
        },
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.accountId, account))
      .orderBy(desc(apiTokens.createdAt))
  );
}

/** Revokes any live token of the actor's team (an owner or admin overseeing it), unrun; answers it. */
export function revokeTeamToken(db: Db, actor: AccountActor, id: string, now: number) {
  return db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.accountId, actor.account), isNull(apiTokens.revokedAt), actor.guard))
    .returning();
}

/** The user's live tokens in every account they made one for, with that account, newest first; unrun. */
export function ownLiveTokens(db: Db, user: UserRef, now: number) {
  return db
    .select({
      token: apiTokens,
      account: {
        id: sql<string>`${accounts.id}`.as('account_ref'),
        kind: sql<'personal' | 'team'>`${accounts.kind}`.as('account_kind'),
        name: sql<string | null>`${accounts.name}`.as('account_name'),
      },
    })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(and(eq(apiTokens.userId, user), liveAt(now)))
    .orderBy(desc(apiTokens.createdAt));
}

/**
 * Deletes the tokens `userId` made for accounts they are no longer a member of (after leaving or
 * being removed), so being invited again does not bring them back; unrun.
 */
export function deleteOrphanTokens(db: Db, userId: string | UserRef) {
  return db.delete(apiTokens).where(
    and(
      eq(apiTokens.userId, userId),
      sql`NOT EXISTS (SELECT 1 FROM ${memberships} WHERE ${memberships.accountId} = ${apiTokens.accountId}
          AND ${memberships.userId} = ${apiTokens.userId})`,
    ),
  );
}

/** Revoked and expired tokens are kept 30 days (the lists show them), then deleted by the hourly run. */
export const TOKEN_KEPT_MS = 30 * 86_400_000;

export function pruneApiTokens(db: Db, now: number) {
  const before = now - TOKEN_KEPT_MS;
  return db.delete(apiTokens).where(or(lte(apiTokens.revokedAt, before), lte(apiTokens.expiresAt, before)));
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

export const toTeamApiToken = (row: { token: TokenRow; maker: TeamApiToken['maker'] }, now: number): TeamApiToken => ({
  ...toApiToken(row.token, now),
  maker: row.maker,
});

export const toOwnApiToken = (
  row: { token: TokenRow; account: { id: string; kind: 'personal' | 'team'; name: string | null } },
  now: number,
): OwnApiToken => ({ ...toApiToken(row.token, now), account: { ...row.account, name: row.account.name ?? '' } });

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
