/**
 * One declaration per signed-in route (docs/decisions/signed-in-route.md): what the route does in
 * the current account, the scope an API token needs, the limits every request counts. From it come
 * the middleware (the bearer read, the request's `SignedIn`, `c.var.signedIn` typed for the handlers
 * behind it only), the route's OpenAPI security and failures with its `x-signed-in` extension (which
 * the role walk, the scope walk and the fuzzer read), and `guard`, the write guard of statements built
 * once per isolate, made from the same limits the middleware counts.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_HEADER } from '../../site/shared/api/headers';
import { teamErrors } from '../../site/shared/api/teams-messages';
import { tokenErrors } from '../../site/shared/api/tokens-messages';
import type { TokenScope } from '../../site/shared/domain/api-tokens';
import { isWellFormedToken, TOKEN_PREFIX } from '../../site/shared/domain/api-tokens';
import { ACTION_LABELS, type Action, PERMISSIONS, ROLE_LABELS } from '../../site/shared/domain/teams';
import type { AccountRef, WriteGuard } from '../db/actor';
import { touchApiToken } from '../db/api-tokens';
import { touchSession } from '../db/sessions';
import type { AppEnv, SignedInEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError } from '../lib/envelope';
import type { LimitName } from '../lib/limits';
import { accountFor, teamFor } from '../lib/session-sql';
import { allowedFor, type RouteRules, SESSION_EXPIRED, SignedIn } from '../lib/signed-in';
import { hashToken } from '../lib/tokens';
import { documented, failure } from '../openapi/responses';
import { documentLimit, retryMessage } from './rate-limit';

export type { SignedInEnv };

export type RouteDeclaration = {
  /** What the route does in the current account (the role table decides); none for the customer's own things. */
  action?: Action;
  /** Acts only in a team (`/api/team`): a personal account answers 409 before the role is looked at. */
  inTeam?: true;
  /** The scope an API token needs; none: browser sessions only (docs/decisions/api-tokens.md). */
  tokenScope?: TokenScope;
  /** The limits every request counts, in the route's batch; `guard` holds exactly these. */
  limits?: readonly LimitName[];
  /** Limits the handler counts itself when the body says so (a coupon at checkout): documented only. */
  alsoCounts?: readonly LimitName[];
  /** More conflicts (409) of a team-only route, documented beside "personal account". */
  conflicts?: readonly string[];
};

/** What the OpenAPI document says of a signed-in route, as `x-signed-in`. */
export type SignedInExtension = {
  action: Action | null;
  inTeam: boolean;
  tokenScope: TokenScope | null;
  limits: LimitName[];
};

export type SignedInRoute<D extends RouteDeclaration = RouteDeclaration> = MiddlewareHandler<SignedInEnv> & {
  readonly rules: RouteRules;
  /** The write guard of this route's statements: a live session, its limits within their numbers, its role. */
  readonly guard: WriteGuard;
  /** The current account as SQL where the route names its action (NULL unless the role allows it). */
  readonly account: D['action'] extends Action ? AccountRef : null;
};

/** Who may: "Owner, Admin or Member". */
export function rolesText(action: Action): string {
  const labels = PERMISSIONS[action].map((role) => ROLE_LABELS[role]);
  return labels.length === 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** The 409 of a route that acts only in a team, with the route's own conflicts (`also`). */
export const inTeamConflict = (...also: readonly string[]) =>
  failure([`"${teamErrors.personalAccount}" (the current account is personal)`, ...also].join('; '));

const unauthorized = failure(
  `No token, or an unknown, expired or revoked one: sign in again. An API token: "${tokenErrors.malformed}", "${tokenErrors.expired}", "${tokenErrors.creatorLeft}", or "${tokenErrors.sessionOnly}" where only a browser session is accepted`,
);

function forbidden({ action, tokenScope }: RouteDeclaration): string[] {
  const reasons: string[] = [];
  if (action) {
    reasons.push(
      `Acts in the current account, to ${ACTION_LABELS[action]}: allowed to ${rolesText(action)}. Otherwise "${teamErrors.forbidden}"; "${teamErrors.twoFactorRequired}" while the team requires two-factor sign-in and the customer has not turned it on; "${teamErrors.notMember}" after they were removed`,
    );
  }
  if (tokenScope) {
    reasons.push(`An API token without the \`${tokenScope}\` scope: "${tokenErrors.missingScope(tokenScope)}"`);
  }
  return reasons;
}

/** The OpenAPI details of a declaration: security, its failures, and `x-signed-in`. */
function specOf(declaration: RouteDeclaration) {
  const { action, inTeam, tokenScope, limits = [], alsoCounts = [], conflicts = [] } = declaration;
  const counted = [...limits, ...alsoCounts.filter((name) => !limits.includes(name))];
  const reasons = forbidden(declaration);
  const extension: SignedInExtension = {
    action: action ?? null,
    inTeam: inTeam === true,
    tokenScope: tokenScope ?? null,
    limits: [...limits],
  };
  const security: Record<string, string[]>[] = [{ bearerAuth: [] }];
  if (tokenScope) security.push({ apiToken: [tokenScope] });
  return {
    security,
    responses: {
      401: unauthorized,
      ...(reasons.length > 0 ? { 403: failure(reasons.join('. ')) } : {}),
      ...(inTeam ? { 409: inTeamConflict(...conflicts) } : {}),
      429: documentLimit(counted.length > 0 ? counted : ['apiToken']),
    },
    'x-signed-in': extension,
  };
}

/**
 * The bearer check of a signed-in request: a missing, malformed or made-up token gets 401 before any
 * read; the session itself is looked up in the route's own batch (lib/signed-in.ts). A request
 * refused before its handler ran (an invalid body) is settled on the way out, so 401 and 429 win
 * over 400. "Last seen" and "last used" are written after the answer, at most every few minutes.
 */
async function signIn(c: Context<SignedInEnv>, rules: RouteRules, next: Next, inner?: () => Promise<void>) {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!header) throw new ApiError(401, 'Authentication required');
  const value = match?.[1];
  const kind = value?.startsWith(TOKEN_PREFIX) ? 'token' : 'session';
  // A mistyped or made-up API token is refused by its check characters, before any read.
  if (!value || (kind === 'token' && !isWellFormedToken(value))) {
    throw new ApiError(401, kind === 'token' ? tokenErrors.malformed : SESSION_EXPIRED);
  }
  const signedIn = new SignedIn(
    c.var.d1,
    await hashToken(value),
    Date.now(),
    c.env,
    clientKey(c),
    (name, value) => c.header(name, value),
    kind,
    rules,
  );
  if (kind === 'token') signedIn.count('apiToken', retryMessage);
  for (const name of rules.limits) signedIn.count(name, retryMessage);
  c.set('signedIn', signedIn);
  if (inner) await inner();
  await next();
  if (!signedIn.ran) await signedIn.settle();
  // Also on an answer the handler built itself (a PDF), which does not take the headers set before.
  if (signedIn.actedFor) c.header(ACCOUNT_HEADER, signedIn.actedFor);
  if (signedIn.staleSessionId) c.executionCtx.waitUntil(touchSession(c.var.db, signedIn.staleSessionId));
  if (signedIn.staleTokenId) c.executionCtx.waitUntil(touchApiToken(c.var.db, signedIn.staleTokenId));
}

function rulesOf({ action, inTeam, tokenScope, limits = [] }: RouteDeclaration): RouteRules {
  return { action: action ?? null, scope: inTeam ? 'team' : 'account', tokenScope: tokenScope ?? null, limits };
}

/** The one declaration of a signed-in route: put it first in the route's middleware. */
export function signedInRoute<const D extends RouteDeclaration>(declaration: D): SignedInRoute<D> {
  const rules = rulesOf(declaration);
  const middleware = createMiddleware<SignedInEnv>((c, next) => signIn(c, rules, next));
  const { action } = rules;
  const account = action ? (rules.scope === 'team' ? teamFor(action) : accountFor(action)) : null;
  const guard = allowedFor(rules.limits, action ?? undefined, rules.scope);
  // `account` is there exactly when the declaration names an action, as its type says.
  const extras = { rules, guard, account } as Pick<SignedInRoute<D>, 'rules' | 'guard' | 'account'>;
  return Object.assign(documented(middleware, specOf(declaration)), extras);
}

/**
 * A public route that an API token may also call: without a token it answers anyone; with one, the
 * token is checked as on a signed-in route (well formed, live, its maker a member, this scope).
 */
export function optionalToken(scope: TokenScope) {
  const rules = rulesOf({ tokenScope: scope });
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization')?.trim() ?? '';
    if (!header.startsWith(`Bearer ${TOKEN_PREFIX}`)) return next();
    const signed = c as unknown as Context<SignedInEnv>;
    return signIn(signed, rules, next, () => signed.var.signedIn.settle());
  });
  return documented(middleware, {
    security: [{}, { apiToken: [scope] }],
    responses: {
      401: failure(`An API token that is malformed, expired, revoked or whose maker left its account`),
      403: failure(`An API token without the \`${scope}\` scope: "${tokenErrors.missingScope(scope)}"`),
      429: documentLimit(['apiToken']),
    },
  });
}
