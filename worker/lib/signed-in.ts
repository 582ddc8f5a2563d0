/**
 * One D1 round trip per signed-in request (issue 14). `requireAuth` only reads the token; the
 * session lookup, the rate-limit counters and the route's own statements then go to D1 together
 * in one `batch()`, which D1 runs as one transaction, in this order:
 *
 *   1. the live session and its user (none: 401),
 *   2. one upsert per limit on the route, counted per user (the key is built from the session's
 *      user in SQL) or per client address,
 *   3. the route's statements. Reads name the user as `userId`, a subquery that is NULL without a
 *      live session, so they find nothing then; writes also carry `allowed`, true only with a live
 *      session and every counter within its limit, so a refused request changes nothing.
 *
 * D1 has no interactive transactions, so this is how "check, then act" stays one atomic step. A
 * request that fails before its route runs (invalid body or header) is still checked: `settle()`
 * runs steps 1 and 2 alone, so 401 and 429 win over 400 and malformed requests count, as before.
 *
 * "Last seen" (R31) is read in step 1 and written only when it is older than LAST_SEEN_EVERY
 * (`staleSessionId`; middleware/auth.ts writes it after the answer, in `waitUntil`). It is not a
 * statement of this batch on purpose: an UPDATE in every batch would make every signed-in read a
 * write, which D1 sends to the primary, and the reads would leave the replicas (issue 14).
 */
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../db/client';
import { rateLimitHit } from '../db/rate-limits';
import { rateLimits, sessions, users } from '../db/schema';
import { LAST_SEEN_EVERY, type SessionUser } from '../db/sessions';
import { ApiError } from './envelope';
import { LIMITS, type Limit, type LimitName, type LimitVars, limitOf } from './limits';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

type Counted = { name: LimitName; limit: Limit; key: SQL; message: (seconds: number) => string };
type Hit = { count: number; windowStart: number };

export class SignedIn {
  /** The signed-in user's id in SQL: NULL unless the token belongs to a live session. */
  readonly userId: SQL;
  private readonly live: SQL;
  private readonly limits: Counted[] = [];
  private started = false;
  /** The session, when its last-seen time is older than LAST_SEEN_EVERY (known once the batch ran). */
  staleSessionId: string | null = null;

  constructor(
    private readonly db: Db,
    /** SHA-256 of the bearer token, as `sessions.token_hash` stores it. */
    readonly tokenHash: string,
    private readonly now: number,
    private readonly env: LimitVars,
    private readonly address: string,
    /** Sets `Retry-After` on the answer when a limit refuses the request. */
    private readonly onRetryAfter: (seconds: number) => void,
  ) {
    this.live = and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)) as SQL;
    this.userId = sql`(SELECT ${sessions.userId} FROM ${sessions} WHERE ${this.live})`;
  }

  /** Counts this request against limit `name` (its scope decides the key) in the same batch. */
  count(name: LimitName, message: (seconds: number) => string): void {
    const spec = LIMITS[name];
    const key =
      spec.scope === 'user'
        ? sql`${`${spec.bucket}:user:`} || ${this.userId}`
        : sql`${`${spec.bucket}:${this.address}`}`;
    this.limits.push({ name, limit: limitOf(this.env, name), key, message });
  }

  /** True only with a live session and every counter of this request within its limit. */
  get allowed(): SQL {
    const within = this.limits.map(
      ({ key, limit }) =>
        sql`(SELECT ${rateLimits.count} FROM ${rateLimits} WHERE ${rateLimits.key} = ${key}) <= ${limit.limit}`,
    );
    return and(sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${this.live})`, ...within) as SQL;
  }

  private upsert({ name, key, limit }: Counted): BatchItem<'sqlite'> {
    const spec = LIMITS[name];
    if (spec.scope !== 'user') return rateLimitHit(this.db, `${spec.bucket}:${this.address}`, limit.windowMs, this.now);
    const expired = sql`${rateLimits.windowStart} <= ${this.now - limit.windowMs}`;
    // INSERT … SELECT: no live session, no row, so an unknown token is never counted against anyone.
    return this.db
      .insert(rateLimits)
      .select(sql`SELECT ${key}, ${this.now}, 1 FROM ${sessions} WHERE ${this.live}`)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${this.now} ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  }

  /**
   * Runs the session lookup, the counters and `statements` as one batch; throws 401 without a live
   * session and 429 (with `Retry-After`) over a limit. Answers the user and the statements'
   * results in their order.
   */
  async run<const T extends readonly BatchItem<'sqlite'>[]>(
    statements: T,
  ): Promise<{ user: SessionUser; sessionId: string; results: BatchResponse<T> }> {
    if (this.started) throw new Error('A signed-in request runs its batch once');
    this.started = true;
    // D1 answers a batch's rows keyed by column name: the session's id gets a name of its own.
    const lookup = this.db
      .select({
        sessionId: sql<string>`${sessions.id}`.as('session_id'),
        id: users.id,
        name: users.name,
        email: users.email,
        lastSeenAt: sql<number>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.as('last_seen'),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(this.live);
    const batch = [lookup, ...this.limits.map((l) => this.upsert(l)), ...statements] as unknown as [
      BatchItem<'sqlite'>,
      ...BatchItem<'sqlite'>[],
    ];
    const { user, sessionId, rest } = this.verdict(await this.db.batch(batch));
    return { user, sessionId, results: rest as BatchResponse<T> };
  }

  private verdict(results: unknown[]) {
    const [row] = results[0] as { sessionId: string; id: string; name: string; email: string; lastSeenAt: number }[];
    if (!row) throw new ApiError(401, SESSION_EXPIRED);
    if (this.now - row.lastSeenAt >= LAST_SEEN_EVERY) this.staleSessionId = row.sessionId;
    this.limits.forEach((counted, index) => {
      const [hit] = results[1 + index] as Hit[];
      if (hit && hit.count > counted.limit.limit) {
        const seconds = Math.max(1, Math.ceil((hit.windowStart + counted.limit.windowMs - this.now) / 1000));
        this.onRetryAfter(seconds);
        throw new ApiError(429, counted.message(seconds));
      }
    });
    const { sessionId, lastSeenAt: _lastSeen, ...user } = row;
    return { user, sessionId, rest: results.slice(1 + this.limits.length) };
  }

  /** Whether the route's batch (or `settle`) has run. */
  get ran(): boolean {
    return this.started;
  }

  /** The session and limit check without statements, for a request refused before its route ran. */
  async settle(): Promise<void> {
    if (!this.started) await this.run([]);
  }
}
