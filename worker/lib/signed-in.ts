/**
 * One D1 round trip per signed-in request. The route's declaration (middleware/signed-in-route.ts)
 * only reads the token; the
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
 * Steps 1 and 2 are built once per isolate (db/compiled.ts): the token's hash, the time, the
 * address and the limits are placeholders, filled for each request. A route's statements may be
 * compiled too (`signedInUser`, `allowedFor`; routes/cart.ts) or built per request (`userId`,
 * `allowed`); either way they run in the same batch.
 *
 * D1 has no interactive transactions, so this is how "check, then act" stays one atomic step. A
 * request that fails before its route runs (invalid body or header) is still checked: `settle()`
 * runs steps 1 and 2 alone, so 401 and 429 win over 400 and malformed requests count, as before.
 *
 * "Last seen" is read in step 1 and written only when it is older than LAST_SEEN_EVERY
 * (`staleSessionId`; middleware/auth.ts writes it after the answer, in `waitUntil`). It is not a
 * statement of this batch on purpose: an UPDATE in every batch would make every signed-in read a
 * write, which D1 sends to the primary, and the reads would leave the replicas.
 */
import { type SQL, sql } from 'drizzle-orm';
import { ACCOUNT_HEADER } from '../../site/shared/api/headers';
import { teamErrors } from '../../site/shared/api/teams-messages';
import { tokenErrors } from '../../site/shared/api/tokens-messages';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import type { Action } from '../../site/shared/domain/teams';
import { type AccountActor, type Actor, brand, type WriteGuard } from '../db/actor';
import { type BatchItemOf, type BatchResults, compiled, runBatch } from '../db/compiled';
import { type CredentialKind, credentials } from '../db/credentials';
import { invitations, memberships, rateLimits, users } from '../db/schema';
import { LAST_SEEN_EVERY, type SessionUser } from '../db/sessions';
import { ApiError } from './envelope';
import { LIMITS, type Limit, type LimitName, type LimitVars, limitOf, retryAfterSeconds } from './limits';
import { accountFor, at, bearer, bearerUser, currentAccountId, live, signedInUser, teamFor } from './session-sql';
import {
  type CurrentAccount,
  currentAccount,
  type LookupRow,
  lookup,
  permitted,
  tokenAllowed,
} from './signed-in-lookup';

export type { CurrentAccount };
export { signedInUser };

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** A counter's key: per user (built from the session's user in SQL) or per client address. */
function counterKey(name: LimitName): SQL {
  const { bucket, scope } = LIMITS[name];
  if (scope === 'user') return sql`${`${bucket}:user:`} || ${bearerUser}`;
  if (scope === 'account') return sql`${`${bucket}:account:`} || ${currentAccountId}`;
  // Per (team, address): nobody can use up another team's invitations to an address.
  if (scope === 'invitee') return sql`${`${bucket}:`} || ${currentAccountId} || ':' || ${at.subject(name)}`;
  if (scope === 'credential')
    return sql`${`${bucket}:credential:`} || (SELECT ${credentials.id} FROM ${credentials} WHERE ${bearer})`;
  return sql`${`${bucket}:`} || ${at.address}`;
}

/**
 * Where a route acts: in the current account, or only in a team (`/api/team`), which a personal
 * account answers with 409 before the role is looked at.
 */
export type PermitScope = 'account' | 'team';

/**
 * The scopes whose counters only count a request with a live session: an invited address's too, or
 * anyone with a made-up token could use up its invitations.
 */
const SESSION_SCOPES: readonly string[] = ['user', 'account', 'invitee', 'credential'];

const allowedSql = new Map<string, WriteGuard>();

/**
 * True only with a live session and every counter of `names` within its limit (the counters are
 * upserted earlier in the same batch) and, given an `action`, while the user's role in the current
 * account allows it (for `scope` 'team', only if that account is a team). A write of a signed-in
 * route carries it, so a refused request changes nothing; `names` are the limits the route counts
 * (its declaration, middleware/signed-in-route.ts).
 */
export function allowedFor(names: readonly LimitName[], action?: Action, scope: PermitScope = 'account'): WriteGuard {
  const id = `${names.join(',')}|${action ?? ''}|${scope}`;
  let allowed = allowedSql.get(id);
  if (!allowed) {
    const within = names.map(
      (name) =>
        sql`(SELECT ${rateLimits.count} FROM ${rateLimits} WHERE ${rateLimits.key} = ${counterKey(name)}) <= ${at.limit(name)}`,
    );
    // A token's own limit is counted on every request it makes (middleware/auth.ts), so every write
    // guard holds it too; a session has no such counter (docs/decisions/refused-changes-nothing.md).
    if (!names.includes('apiToken')) {
      within.push(
        sql`coalesce((SELECT ${rateLimits.count} FROM ${rateLimits} WHERE ${rateLimits.key} = ${counterKey('apiToken')}), 0) <= ${at.limit('apiToken')}`,
      );
    }
    const account = action && (scope === 'team' ? teamFor(action) : accountFor(action));
    const permitted = account ? [sql`${account} IS NOT NULL`] : [];
    allowed = brand.guard(sql`EXISTS (SELECT 1 FROM ${credentials} WHERE ${live})`, ...within, ...permitted);
    allowedSql.set(id, allowed);
  }
  return allowed;
}

/**
 * Whether an invitation mail will go to the address a per-invitee limit counts: the sender's address
 * is verified, the invited one is no member of the team, no other open invitation of the team names it, and a resend's invitation is the team's
 * and open. Only mails sent are counted (docs/decisions/invitation-limits.md).
 */
function mailGoes(name: LimitName): SQL {
  const address = at.subject(name);
  const invitation = sql.placeholder(`invitation:${name}`);
  const open = sql`${invitations.accountId} = ${currentAccountId} AND ${invitations.email} = ${address} AND ${invitations.acceptedAt} IS NULL`;
  return sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${credentials.userId} AND ${users.emailVerifiedAt} IS NOT NULL)
    AND NOT EXISTS (SELECT 1 FROM ${memberships} JOIN ${users} ON ${users.id} = ${memberships.userId}
      WHERE ${memberships.accountId} = ${currentAccountId} AND ${users.email} = ${address})
    AND NOT EXISTS (SELECT 1 FROM ${invitations} WHERE ${open} AND ${invitations.id} <> ${invitation})
    AND (${sql.placeholder(`resend:${name}`)} = 0 OR EXISTS (SELECT 1 FROM ${invitations} WHERE ${open} AND ${invitations.id} = ${invitation}))`;
}

/**
 * Step 2: counts the request for limit `name`. A per-user counter is an INSERT … SELECT from the
 * live session: no live session, no row, so an unknown token is never counted against anyone. A
 * window that has run out starts again at 1 (SQLite evaluates every SET expression on the old row).
 */
function counter(name: LimitName) {
  return compiled((db) => {
    const expired = sql`${rateLimits.windowStart} <= ${at.windowFrom(name)}`;
    // SQLite needs a WHERE on an INSERT … SELECT that has an ON CONFLICT clause.
    const spec: { scope: string; countedFor?: Action } = LIMITS[name];
    const permitted = spec.countedFor ? sql` AND ${accountFor(spec.countedFor)} IS NOT NULL` : sql``;
    const mailed = spec.scope === 'invitee' ? sql` AND ${mailGoes(name)}` : sql``;
    const from = SESSION_SCOPES.includes(spec.scope)
      ? sql` FROM ${credentials} WHERE ${bearer}${permitted}${mailed}`
      : sql` WHERE 1`;
    return db
      .insert(rateLimits)
      .select(sql`SELECT ${counterKey(name)}, ${at.now}, 1${from}`)
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${at.now} ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  });
}
const counters = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, counter(name as LimitName)])) as Record<
  LimitName,
  ReturnType<typeof counter>
>;

/** What a per-invitee limit counts: the address, and the invitation sent (`resend`: an existing one). */
export type Invitee = { email: string; invitationId: string; resend: boolean };
type Counted = { name: LimitName; limit: Limit; message: (seconds: number) => string; invitee?: Invitee };
type Hit = { count: number; windowStart: number };

/** What a signed-in route declared (middleware/signed-in-route.ts): its action, where, the token scope, its limits. */
export type RouteRules = {
  action: Action | null;
  scope: PermitScope;
  tokenScope: TokenScope | null;
  limits: readonly LimitName[];
};
const NO_RULES: RouteRules = { action: null, scope: 'account', tokenScope: null, limits: [] };

export class SignedIn {
  private readonly limits: Counted[] = [];
  private started = false;
  /** What the route does in the current account (its declaration); none for the customer's own things. */
  private readonly action: Action | null;
  private readonly scope: PermitScope;
  /** The session, when its last-seen time is older than LAST_SEEN_EVERY (known once the batch ran). */
  staleSessionId: string | null = null;
  /** The API token, when its last use was written longer ago than LAST_SEEN_EVERY. */
  staleTokenId: string | null = null;
  /** The token scope the route needs; a token is refused where none is declared. */
  private readonly scopeNeeded: TokenScope | null;
  /** The current account the first batch read; every later batch acts on it (`at.account`). */
  private accountId: string | null = null;

  constructor(
    /** This request's D1 session (middleware/d1-session.ts). */
    private readonly client: D1Database,
    /** SHA-256 of the bearer token, as `sessions.token_hash` and `api_tokens.token_hash` store it. */
    readonly tokenHash: string,
    private readonly now: number,
    private readonly env: LimitVars,
    private readonly address: string,
    /** Sets a header on the answer: the account acted for, `Retry-After` when a limit refuses. */
    private readonly setHeader: (name: string, value: string) => void,
    /** What the bearer is, told by its form (an API token starts with its prefix). */
    readonly bearerKind: CredentialKind = 'session',
    rules: RouteRules = NO_RULES,
  ) {
    this.action = rules.action;
    this.scope = rules.scope;
    this.scopeNeeded = rules.tokenScope;
  }

  /**
   * Counts this request against limit `name` (its scope decides the key) in the same batch; a
   * per-invitee limit counts the address invited, and only when the invitation's mail will go.
   */
  count(name: LimitName, message: (seconds: number) => string, invitee?: Invitee): void {
    this.limits.push({ name, limit: limitOf(this.env, name), message, invitee });
  }

  /** The scope a token needs here, or null where only a browser session may call. */
  get tokenScope(): TokenScope | null {
    return this.scopeNeeded;
  }

  /**
   * Who this request acts for: the user as SQL, and `allowedFor` the limits it counts as the guard
   * of its writes. Read it after the route's limits were counted (the middleware runs first).
   */
  get actor(): Actor {
    return {
      user: signedInUser,
      guard: allowedFor(
        this.limits.map(({ name }) => name),
        this.action ?? undefined,
        this.scope,
      ),
    };
  }

  /** The actor with the current account, for a route that declares its action. */
  get accountActor(): AccountActor {
    if (!this.action) throw new Error('A route acting in an account declares its action (signedInRoute)');
    const account = this.scope === 'team' ? teamFor(this.action) : accountFor(this.action);
    return { ...this.actor, account };
  }

  /** The placeholders' values for this request. */
  private values(): Record<string, unknown> {
    const values: Record<string, unknown> = {
      tokenHash: this.tokenHash,
      now: this.now,
      address: this.address,
      scope: this.scopeNeeded ?? '',
      account: this.accountId,
      // Every write guard holds the token limit (`allowedFor`), counted or not.
      'limit:apiToken': limitOf(this.env, 'apiToken').limit,
    };
    for (const { name, limit, invitee } of this.limits) {
      values[`limit:${name}`] = limit.limit;
      values[`windowFrom:${name}`] = this.now - limit.windowMs;
      if (invitee !== undefined) {
        values[`subject:${name}`] = invitee.email;
        values[`invitation:${name}`] = invitee.invitationId;
        values[`resend:${name}`] = invitee.resend ? 1 : 0;
      }
    }
    return values;
  }

  /**
   * Runs the session lookup, the counters and `statements` as one batch; throws 401 without a live
   * session and 429 (with `Retry-After`) over a limit. Answers the user and the statements'
   * results in their order. Statements may be compiled (db/compiled.ts) or built for this request.
   */
  async run<const T extends readonly BatchItemOf[]>(
    statements: T,
  ): Promise<{ user: SessionUser; sessionId: string; account: CurrentAccount | null; results: BatchResults<T> }> {
    if (this.started) throw new Error('A signed-in request runs its batch once');
    this.started = true;
    // Before any read: a route that names no scope is for browser sessions only.
    if (this.bearerKind === 'token' && !this.scopeNeeded) throw new ApiError(401, tokenErrors.sessionOnly);
    const batch = [lookup(), ...this.limits.map(({ name }) => counters[name]()), ...statements];
    const results = await runBatch(this.client, batch, this.values());
    const [found] = results[0] as LookupRow[];
    this.accountId = found?.accountId ?? null;
    if (this.accountId) this.setHeader(ACCOUNT_HEADER, this.accountId);
    const { user, sessionId, account, rest } = this.verdict(results);
    return { user, sessionId, account, results: rest as BatchResults<T> };
  }

  /** `run` for a route that declares its action: the account is then always there. */
  async runInAccount<const T extends readonly BatchItemOf[]>(
    statements: T,
  ): Promise<{ user: SessionUser; sessionId: string; account: CurrentAccount; results: BatchResults<T> }> {
    if (!this.action) throw new Error('A route acting in an account declares its action (signedInRoute)');
    const { account, ...rest } = await this.run(statements);
    if (!account) throw new ApiError(403, teamErrors.notMember);
    return { ...rest, account };
  }

  private verdict(results: unknown[]) {
    const [row] = results[0] as LookupRow[];
    if (!row) throw new ApiError(401, this.bearerKind === 'token' ? tokenErrors.expired : SESSION_EXPIRED);
    if (this.now - row.lastSeenAt >= LAST_SEEN_EVERY) {
      if (row.kind === 'token') this.staleTokenId = row.sessionId;
      else this.staleSessionId = row.sessionId;
    }
    this.limits.forEach((counted, index) => {
      const [hit] = results[1 + index] as Hit[];
      if (hit && hit.count > counted.limit.limit) {
        const seconds = retryAfterSeconds(hit.windowStart, counted.limit.windowMs, this.now);
        this.setHeader('Retry-After', String(seconds));
        throw new ApiError(429, counted.message(seconds));
      }
    });
    const account = currentAccount(row);
    if (row.kind === 'token') tokenAllowed(row, account, this.scopeNeeded);
    if (this.action) {
      if (this.scope === 'team' && account?.kind === 'personal') throw new ApiError(409, teamErrors.personalAccount);
      permitted(account, row.twoFactorOn === 1, this.action);
    }
    const { sessionId, id, name, email } = row;
    return { user: { id, name, email }, sessionId, account, rest: results.slice(1 + this.limits.length) };
  }

  /**
   * A later batch of the same request, after the route checked something between the two (a
   * password, a signature): `statements` only, with this request's values, so their guard checks
   * again that the session is still live. Answers the statements' results in their order.
   */
  async runNext<const T extends readonly BatchItemOf[]>(statements: T): Promise<BatchResults<T>> {
    if (!this.started) throw new Error('A signed-in request runs its first batch with run()');
    return runBatch(this.client, statements, this.values());
  }

  /** The account the request acts for, once its first batch found the session (`Nimbus-Account`). */
  get actedFor(): string | null {
    return this.accountId;
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
