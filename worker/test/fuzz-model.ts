/**
 * The fuzz model of the API: every `/api` endpoint, and the statuses each kind of request may
 * answer (the JSON envelope's statuses; fuzz.test.ts checks the endpoint list against docs/api.md).
 */

export type TokenKind = 'none' | 'valid' | 'expired' | 'revoked' | 'garbage';

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth: boolean;
  /** Statuses a well-routed request with a JSON (or no) body and, where needed, a live token may get. */
  statuses: number[];
  /** Whether a success may change accounts, sessions, carts or messages. */
  writes: boolean;
  /** A success that is not the envelope: the OpenAPI document is OpenAPI's own format, an invoice a PDF. */
  raw?: true;
};

/** Every route of worker/index.ts; fuzz.test.ts checks this list against the API table of docs/api.md. */
export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/health', auth: false, statuses: [200], writes: false },
  { method: 'POST', path: '/api/auth/signup', auth: false, statuses: [201, 400, 409, 429], writes: true },
  { method: 'POST', path: '/api/auth/login', auth: false, statuses: [200, 400, 401, 429], writes: true },
  { method: 'POST', path: '/api/auth/logout', auth: true, statuses: [200, 400], writes: true },
  { method: 'POST', path: '/api/auth/forgot-password', auth: false, statuses: [200, 400, 429], writes: true },
  { method: 'POST', path: '/api/auth/reset-password/check', auth: false, statuses: [200, 400, 429], writes: false },
  { method: 'POST', path: '/api/auth/reset-password', auth: false, statuses: [200, 400, 429], writes: true },
  { method: 'POST', path: '/api/auth/verify-email', auth: false, statuses: [200, 400, 429], writes: true },
  { method: 'POST', path: '/api/auth/verify-email/resend', auth: true, statuses: [200, 409, 429], writes: true },
  { method: 'GET', path: '/api/profile', auth: true, statuses: [200], writes: false },
  { method: 'PUT', path: '/api/profile', auth: true, statuses: [200, 400, 429], writes: true },
  { method: 'PUT', path: '/api/profile/password', auth: true, statuses: [200, 400, 429], writes: true },
  // The fuzz bodies of /api/profile carry no password, so a generated DELETE never deletes the account.
  { method: 'DELETE', path: '/api/profile', auth: true, statuses: [200, 400, 409, 429], writes: true },
  { method: 'GET', path: '/api/profile/export', auth: true, statuses: [200, 429], writes: false, raw: true },
  { method: 'GET', path: '/api/plans', auth: false, statuses: [200], writes: false },
  { method: 'GET', path: '/api/cart', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/cart/add', auth: true, statuses: [200, 400, 404, 409, 429], writes: true },
  { method: 'DELETE', path: '/api/cart/remove', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'PATCH', path: '/api/cart/lines/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'POST', path: '/api/coupons/validate', auth: true, statuses: [200, 400, 404, 429], writes: false },
  { method: 'POST', path: '/api/contact', auth: false, statuses: [201, 400, 429], writes: true },
  { method: 'POST', path: '/api/orders', auth: true, statuses: [200, 201, 400, 409, 429], writes: true },
  { method: 'GET', path: '/api/orders', auth: true, statuses: [200], writes: false },
  { method: 'GET', path: '/api/orders/{id}', auth: true, statuses: [200, 400, 404], writes: false },
  { method: 'GET', path: '/api/services', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/services/{id}/cancel', auth: true, statuses: [200, 400, 404, 409, 429], writes: true },
  { method: 'GET', path: '/api/billing/details', auth: true, statuses: [200], writes: false },
  { method: 'PUT', path: '/api/billing/details', auth: true, statuses: [200, 400, 429], writes: true },
  { method: 'GET', path: '/api/billing/budget', auth: true, statuses: [200], writes: false },
  { method: 'PUT', path: '/api/billing/budget', auth: true, statuses: [200, 400, 429], writes: true },
  { method: 'GET', path: '/api/billing/invoices', auth: true, statuses: [200], writes: false },
  { method: 'GET', path: '/api/billing/invoices/{number}', auth: true, statuses: [200, 400, 404], writes: false },
  {
    method: 'GET',
    path: '/api/billing/invoices/{number}/pdf',
    auth: true,
    statuses: [200, 400, 404],
    writes: false,
    raw: true,
  },
  { method: 'GET', path: '/api/billing/balance', auth: true, statuses: [200], writes: false },
  {
    method: 'GET',
    path: '/api/billing/credit-notes/{number}/pdf',
    auth: true,
    statuses: [200, 400, 404],
    writes: false,
    raw: true,
  },
  {
    method: 'GET',
    path: '/api/billing/receipts/{id}/pdf',
    auth: true,
    statuses: [200, 400, 404],
    writes: false,
    raw: true,
  },
  // The operator's key is not a customer's token: without it 401 (the fuzzer never has it).
  { method: 'POST', path: '/api/operator/payments', auth: false, statuses: [401], writes: true },
  { method: 'POST', path: '/api/operator/credit-notes', auth: false, statuses: [401], writes: true },
  { method: 'GET', path: '/api/sessions', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/sessions/revoke-others', auth: true, statuses: [200, 400, 429], writes: true },
  { method: 'DELETE', path: '/api/sessions/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'GET', path: '/api/sign-ins', auth: true, statuses: [200], writes: false },
  { method: 'GET', path: '/api/passkeys', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/passkeys/options', auth: true, statuses: [200, 400, 403, 409, 429], writes: true },
  { method: 'POST', path: '/api/passkeys', auth: true, statuses: [201, 400, 403, 409, 429], writes: true },
  { method: 'PUT', path: '/api/passkeys/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'DELETE', path: '/api/passkeys/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'POST', path: '/api/auth/passkey/options', auth: false, statuses: [200, 429], writes: true },
  { method: 'POST', path: '/api/auth/passkey/login', auth: false, statuses: [200, 400, 401, 429], writes: true },
  { method: 'GET', path: '/api/openapi.json', auth: false, statuses: [200], writes: false, raw: true },
  // Two-factor sign-in.
  { method: 'POST', path: '/api/auth/login/mfa', auth: false, statuses: [200, 400, 429], writes: true },
  { method: 'GET', path: '/api/two-factor', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/two-factor/setup', auth: true, statuses: [200, 400, 403, 409, 429], writes: true },
  { method: 'POST', path: '/api/two-factor/enable', auth: true, statuses: [200, 400, 403, 409, 429], writes: true },
  { method: 'POST', path: '/api/two-factor/disable', auth: true, statuses: [200, 400, 409, 429], writes: true },
  { method: 'POST', path: '/api/two-factor/recovery-codes', auth: true, statuses: [200, 400, 409, 429], writes: true },
  // Invitations: sent by a team's owner or admin; a link read by anyone, accepted by the invited address.
  { method: 'GET', path: '/api/team/invitations', auth: true, statuses: [200, 403, 409], writes: false },
  { method: 'POST', path: '/api/team/invitations', auth: true, statuses: [201, 400, 403, 409, 429], writes: true },
  {
    method: 'POST',
    path: '/api/team/invitations/{id}/resend',
    auth: true,
    statuses: [200, 400, 403, 404, 409, 429],
    writes: true,
  },
  {
    method: 'DELETE',
    path: '/api/team/invitations/{id}',
    auth: true,
    statuses: [200, 400, 403, 404, 409, 429],
    writes: true,
  },
  { method: 'POST', path: '/api/invitations/preview', auth: false, statuses: [200, 400, 404, 429], writes: false },
  {
    method: 'POST',
    path: '/api/invitations/accept',
    auth: true,
    statuses: [200, 400, 403, 404, 409, 429],
    writes: true,
  },
  // Accounts and teams: a fuzzed account is personal (409 on /api/team…) until it creates a team it owns.
  { method: 'GET', path: '/api/accounts', auth: true, statuses: [200], writes: false },
  { method: 'PUT', path: '/api/accounts/current', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'POST', path: '/api/teams', auth: true, statuses: [201, 400, 429], writes: true },
  { method: 'GET', path: '/api/team', auth: true, statuses: [200, 403, 409], writes: false },
  { method: 'PATCH', path: '/api/team', auth: true, statuses: [200, 400, 403, 409, 429], writes: true },
  { method: 'DELETE', path: '/api/team', auth: true, statuses: [200, 400, 403, 409, 429], writes: true },
  {
    method: 'PUT',
    path: '/api/team/two-factor-policy',
    auth: true,
    statuses: [200, 400, 403, 409, 429],
    writes: true,
  },
  {
    method: 'PATCH',
    path: '/api/team/members/{userId}',
    auth: true,
    statuses: [200, 400, 403, 404, 409, 429],
    writes: true,
  },
  {
    method: 'DELETE',
    path: '/api/team/members/{userId}',
    auth: true,
    statuses: [200, 400, 403, 404, 409, 429],
    writes: true,
  },
  { method: 'POST', path: '/api/team/leave', auth: true, statuses: [200, 403, 409, 429], writes: true },
  { method: 'POST', path: '/api/team/transfer', auth: true, statuses: [200, 400, 403, 404, 409, 429], writes: true },
  { method: 'GET', path: '/api/team/audit', auth: true, statuses: [200, 400, 403, 409], writes: false },
  // API tokens: made and revoked with a session.
  { method: 'GET', path: '/api/tokens', auth: true, statuses: [200, 403], writes: false },
  { method: 'POST', path: '/api/tokens', auth: true, statuses: [201, 400, 403, 409, 429], writes: true },
  { method: 'DELETE', path: '/api/tokens/{id}', auth: true, statuses: [200, 400, 403, 404, 429], writes: true },
  { method: 'GET', path: '/api/tokens/all', auth: true, statuses: [200], writes: false },
  { method: 'GET', path: '/api/team/tokens', auth: true, statuses: [200, 403, 409], writes: false },
  {
    method: 'DELETE',
    path: '/api/team/tokens/{id}',
    auth: true,
    statuses: [200, 400, 403, 404, 409, 429],
    writes: true,
  },
];

/** Every status a failure may have (403: a factor change on an unverified address). */
export const FAILURE_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 429];

export const MAX_BODY_BYTES = 16 * 1024;

/** The accounts the fuzzer knows, so some generated requests carry real e-mails, passwords and mailed tokens. */
export type Known = {
  emails: string[];
  passwords: string[];
  orderIds: string[];
  invoiceNumbers: string[];
  tokens: string[];
  passkeyIds: string[];
  /** Sign-in tickets the login answered for the account with TOTP on. */
  tickets: string[];
  /** Its recovery codes, so some generated second steps are right. */
  recoveryCodes: string[];
  sessionIds: string[];
};

export type FuzzRequest = {
  method: string;
  path: string;
  token: TokenKind;
  garbageAuth: string;
  contentType: string | null;
  body: string | null;
  /** Send the body as a chunked stream without a length, as a streaming client would. */
  chunked: boolean;
  ip: string;
  extraHeaders: Record<string, string>;
};

const templateMatches = (template: string, path: string) =>
  template === path ||
  (template.includes('{') && new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));

/** The route a request reaches: its path as the URL parser normalises it (query dropped, `..` resolved). */
export function endpointOf(request: FuzzRequest): Endpoint | undefined {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const path = new URL(request.path, 'http://nimbus.test').pathname;
  return ENDPOINTS.find((e) => e.method === method && templateMatches(e.path, path));
}

const GUARDED_PREFIXES = ['/api/profile', '/api/cart', '/api/orders', '/api/billing'];

/** What a request may answer: the status set its route, token and body allow. */
export function allowedStatuses(request: FuzzRequest, tokenIsLive: boolean): number[] {
  const endpoint = endpointOf(request);
  const bytes = request.body === null ? 0 : new TextEncoder().encode(request.body).length;
  const mediaType = (request.contentType ?? '').split(';')[0]?.trim() ?? '';
  const jsonType = /^application\/([\w.-]+\+)?json$/i.test(mediaType);
  // 429 is always allowed: limits may sit in front of any route (brute-force limits, cart and coupon writes).
  if (bytes > MAX_BODY_BYTES) return [413, 429];
  // Only methods that carry a body must carry JSON (middleware/json-body.ts).
  // A chunked body counts as a body even when it turns out empty, as the middleware cannot know in advance.
  const hasBody = bytes > 0 || (request.body !== null && request.chunked);
  if (hasBody && !jsonType && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method)) return [415, 429];
  if (!endpoint) {
    // Routers that guard every method (`.use(signedInRoute(…))`) check the token before the 404.
    const guarded = GUARDED_PREFIXES.some((prefix) => request.path.startsWith(prefix)) && !tokenIsLive;
    return guarded ? [401, 404, 405, 429] : [404, 405, 429];
  }
  if (endpoint.auth && !tokenIsLive) return [401, 429];
  return [...new Set([...endpoint.statuses, 429])];
}
