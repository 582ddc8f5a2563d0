/**
 * The fuzz model: every `/api` endpoint, fast-check arbitraries for requests against them (bodies,
 * content types, headers, methods, tokens), and the statuses each kind of request may answer (R20).
 */
import fc from 'fast-check';

export type TokenKind = 'none' | 'valid' | 'expired' | 'revoked' | 'garbage';

export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: boolean;
  /** Statuses a well-routed request with a JSON (or no) body and, where needed, a live token may get. */
  statuses: number[];
  /** Whether a success may change accounts, sessions, carts or messages. */
  writes: boolean;
  /** A success that is not the envelope: the OpenAPI document is OpenAPI's own format (R27). */
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
  { method: 'GET', path: '/api/plans', auth: false, statuses: [200], writes: false },
  { method: 'GET', path: '/api/cart', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/cart/add', auth: true, statuses: [200, 400, 404, 409, 429], writes: true },
  { method: 'DELETE', path: '/api/cart/remove', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'POST', path: '/api/coupons/validate', auth: true, statuses: [200, 400, 404, 429], writes: false },
  { method: 'POST', path: '/api/contact', auth: false, statuses: [201, 400, 429], writes: true },
  { method: 'POST', path: '/api/orders', auth: true, statuses: [200, 201, 400, 409, 429], writes: true },
  { method: 'GET', path: '/api/orders', auth: true, statuses: [200], writes: false },
  { method: 'GET', path: '/api/orders/{id}', auth: true, statuses: [200, 400, 404], writes: false },
  { method: 'GET', path: '/api/account/sessions', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/account/sessions/revoke-others', auth: true, statuses: [200, 400, 429], writes: true },
  { method: 'DELETE', path: '/api/account/sessions/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'GET', path: '/api/account/sign-ins', auth: true, statuses: [200], writes: false },
  { method: 'GET', path: '/api/passkeys', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/passkeys/options', auth: true, statuses: [200, 400, 409, 429], writes: true },
  { method: 'POST', path: '/api/passkeys', auth: true, statuses: [201, 400, 409, 429], writes: true },
  { method: 'PUT', path: '/api/passkeys/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'DELETE', path: '/api/passkeys/{id}', auth: true, statuses: [200, 400, 404, 429], writes: true },
  { method: 'POST', path: '/api/auth/passkey/options', auth: false, statuses: [200, 429], writes: true },
  { method: 'POST', path: '/api/auth/passkey/login', auth: false, statuses: [200, 400, 401, 429], writes: true },
  { method: 'GET', path: '/api/openapi.json', auth: false, statuses: [200], writes: false, raw: true },
  // Two-factor sign-in (R30).
  { method: 'POST', path: '/api/auth/login/mfa', auth: false, statuses: [200, 400, 429], writes: true },
  { method: 'GET', path: '/api/two-factor', auth: true, statuses: [200], writes: false },
  { method: 'POST', path: '/api/two-factor/setup', auth: true, statuses: [200, 400, 409, 429], writes: true },
  { method: 'POST', path: '/api/two-factor/enable', auth: true, statuses: [200, 400, 409, 429], writes: true },
  { method: 'POST', path: '/api/two-factor/disable', auth: true, statuses: [200, 400, 409, 429], writes: true },
  { method: 'POST', path: '/api/two-factor/recovery-codes', auth: true, statuses: [200, 400, 409, 429], writes: true },
];

/** Every status R20 allows for a failure. */
export const FAILURE_STATUSES = [400, 401, 404, 405, 409, 413, 415, 429];

export const MAX_BODY_BYTES = 16 * 1024;

/** The accounts the fuzzer knows, so some generated requests carry real e-mails, passwords and mailed tokens. */
export type Known = {
  emails: string[];
  passwords: string[];
  orderIds: string[];
  tokens: string[];
  passkeyIds: string[];
  /** Sign-in tickets (R30) the login answered for the account with TOTP on. */
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

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json;foo',
  'text/plain',
  'text/html; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/jsonx',
  'json',
  '',
];

const PLAN_IDS = ['free', 'starter', 'pro', 'business', 'enterprise', 'nope', 'PRO', ' pro '];
const SERVICE_IDS = ['vps-starter', 'dedicated-custom', 'cloud-backup', 'test-vps-in-stock', 'missing-service'];
const CATEGORIES = ['kvmVps', 'dedicatedServers', 'additionalServices', 'gpu', ''];
const COUPONS = ['WELCOME10', 'welcome10', 'SUMMER2025', 'BETA50', 'SAVE5', 'NOPE', ' annual20 '];

/** Values of the wrong kind, the right kind at the edges, and text no form would send. */
const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 90, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '💥'.repeat(40)),
);

const either = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: junk });

const password = (known: Known) =>
  fc.oneof(fc.constantFrom(...known.passwords), fc.constantFrom('Sunrise2026', 'Password1', 'Zebra12345', 'short'));

const email = (known: Known) =>
  fc.oneof(
    fc.constantFrom(...known.emails),
    fc.emailAddress(),
    // Fresh and well-formed, so some sign-ups succeed.
    fc.stringMatching(/^[a-z]{3,12}[0-9]{0,4}$/).map((local) => `${local}@example.com`),
    fc.constantFrom('a+b@example.technology', 'UPPER@Example.COM', 'no-at-sign', 'x@y'),
  );

/** A token as mailed (real ones the fuzzer made, well-formed unknown ones) or nearly so. */
const mailedToken = (known: Known) =>
  fc.oneof(
    fc.constant(null).map(() => known.tokens[known.tokens.length - 1] ?? 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk'),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.stringMatching(/^[A-Za-z0-9_-]{42,44}$/),
    fc.constantFrom('', ' ', '%00', 'a'.repeat(43).replace(/^a/, '+')),
  );

const base64url = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,120}$/),
  fc.constant(null).map(() => btoa(JSON.stringify({ type: 'webauthn.get', challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }))),
  fc.constantFrom('', '====', 'eyJjaGFsbGVuZ2UiOjF9', 'a'.repeat(5000)),
);

/** Something shaped like a browser's WebAuthn answer, with parts missing, wrong or oversized. */
const webauthnAnswer = fc.record(
  {
    id: either(base64url),
    rawId: either(base64url),
    type: either(fc.constantFrom('public-key', 'password')),
    response: either(
      fc.record(
        {
          clientDataJSON: either(base64url),
          attestationObject: either(base64url),
          authenticatorData: either(base64url),
          signature: either(base64url),
          userHandle: either(base64url),
          transports: either(
            fc.array(fc.constantFrom('internal', 'usb', 'hybrid', 'carrier-pigeon'), { maxLength: 12 }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    clientExtensionResults: either(fc.constant({})),
    authenticatorAttachment: either(fc.constantFrom('platform', 'cross-platform', 'elsewhere')),
  },
  { requiredKeys: [] },
);
/** A second-factor code: six digits, a recovery code (real, or of the right shape), or nearly so. */
const secondFactorCode = (known: Known) =>
  fc.oneof(
    fc.stringMatching(/^\d{6}$/),
    fc.constant(null).map(() => known.recoveryCodes[known.recoveryCodes.length - 1] ?? 'ABCDE-12345'),
    fc.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/),
    fc.constantFrom('', '12345', '1234567', 'abcde 12345', '12 34 56'),
  );

const ticket = (known: Known) =>
  fc.oneof(
    fc
      .constant(null)
      .map(() => known.tickets[known.tickets.length - 1] ?? 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk'),
    fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    fc.constantFrom('', 'short'),
  );

/** An object shaped like the endpoint's body, with fields missing, of the wrong type or out of range. */
export function bodyFor(path: string, known: Known): fc.Arbitrary<unknown> {
  const record = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields, { requiredKeys: [] });
  switch (path) {
    case '/api/auth/signup':
      return record({
        name: either(fc.constantFrom('Ada', 'Grace Hopper', 'x'.repeat(101))),
        email: either(email(known)),
        password: either(password(known)),
        terms: either(fc.constant(true)),
      });
    case '/api/auth/login':
      return record({
        email: either(email(known)),
        password: either(password(known)),
        rememberMe: either(fc.boolean()),
      });
    case '/api/profile':
      return record({
        name: either(fc.constantFrom('Ada', 'Grace', ' ', 'x'.repeat(101))),
        email: either(email(known)),
        companyName: either(fc.string({ maxLength: 130 })),
        address: either(fc.string({ maxLength: 310 })),
        phoneNumber: either(fc.constantFrom('+1 (555) 010-0199', '12', 'call me', '')),
      });
    case '/api/auth/forgot-password':
      return record({ email: either(email(known)) });
    case '/api/auth/reset-password/check':
    case '/api/auth/verify-email':
      return record({ token: either(mailedToken(known)) });
    case '/api/auth/reset-password':
      return record({
        token: either(mailedToken(known)),
        password: either(password(known)),
        code: either(secondFactorCode(known)),
      });
    case '/api/auth/login/mfa':
      return record({ ticket: either(ticket(known)), code: either(secondFactorCode(known)) });
    case '/api/two-factor/setup':
      return record({ password: either(password(known)) });
    case '/api/two-factor/enable':
      return record({ code: either(secondFactorCode(known)) });
    case '/api/two-factor/disable':
    case '/api/two-factor/recovery-codes':
      return record({ password: either(password(known)), code: either(secondFactorCode(known)) });
    case '/api/profile/password':
      return record({ oldPassword: either(password(known)), newPassword: either(password(known)) });
    case '/api/cart/add':
      return record({
        planId: either(fc.constantFrom(...PLAN_IDS)),
        serviceId: either(fc.constantFrom(...SERVICE_IDS)),
        category: either(fc.constantFrom(...CATEGORIES)),
        billingPeriod: either(fc.constantFrom('monthly', 'annual', 'weekly')),
      });
    case '/api/cart/remove':
      return record({
        planId: either(fc.constantFrom(...PLAN_IDS)),
        serviceId: either(fc.constantFrom(...SERVICE_IDS)),
      });
    case '/api/coupons/validate':
      return record({ code: either(fc.constantFrom(...COUPONS)) });
    case '/api/orders':
      return record({ couponCode: either(fc.constantFrom(...COUPONS)) });
    case '/api/passkeys/options':
      return record({ password: either(password(known)) });
    case '/api/passkeys/{id}':
      // PUT renames (`name`), DELETE removes (`password`); each ignores the other's field.
      return record({
        name: either(fc.constantFrom('Work laptop', ' ', 'x'.repeat(61))),
        password: either(password(known)),
      });
    case '/api/passkeys':
      return record({
        response: either(webauthnAnswer),
        name: either(fc.constantFrom('Work laptop', ' ', 'x'.repeat(61))),
      });
    case '/api/auth/passkey/login':
      return record({ response: either(webauthnAnswer), rememberMe: either(fc.boolean()) });
    case '/api/contact':
      return record({
        name: either(fc.constantFrom('Ada', '')),
        email: either(email(known)),
        message: either(fc.constantFrom('Hello there', 'x'.repeat(5001))),
        source: either(fc.constantFrom('about', 'contact')),
        subject: either(fc.constantFrom('Billing question', '')),
        category: either(fc.constantFrom('technical', 'billing', 'other')),
        privacy: either(fc.constant(true)),
        website: either(fc.constantFrom('', 'http://spam.example')),
      });
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** The text sent: JSON of the shaped object, any JSON, broken JSON, too large, or not JSON at all. */
function bodyText(path: string, known: Known): fc.Arbitrary<string | null> {
  const shaped = bodyFor(path, known);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 8, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.nat(), fc.constantFrom('', '}', ',', '{', '\u0000', 'garbage'))
        .map(([value, cut, tail]) => {
          const text = JSON.stringify(value) ?? '';
          return text.slice(0, cut % (text.length + 1)) + tail;
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '[]',
        'null',
        '"text"',
        '1e999',
        '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
        '{"email":"a@b.co","email":"x"}',
        `${'['.repeat(3000)}${']'.repeat(3000)}`,
        '\uFEFF{}',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 3 })
        .map((size) => JSON.stringify({ name: 'x'.repeat(size), email: 'big@example.com' })),
    },
  );
}

const PATH_TWISTS = [
  '/api',
  '/api/',
  '/api/nope',
  '/api/cart/',
  '/api/CART',
  '/api//cart',
  '/api/cart/add/extra',
  '/api/%ZZ',
  '/api/cart%2Fadd',
  '/api/profile/../cart',
  '/api/cart/../../api/plans',
  '/api/auth',
  '/api/plans?limit=-1&x=%00',
  '/api/health?',
];

/**
 * A concrete path for a template: `{id}` becomes a real order or session id (of this account or
 * another), a fresh UUID or something malformed.
 */
function concretePath(path: string, known: Known): fc.Arbitrary<string> {
  if (!path.includes('{id}')) return fc.constant(path);
  const ids = path.startsWith('/api/account/sessions')
    ? known.sessionIds
    : path.startsWith('/api/passkeys/')
      ? known.passkeyIds
      : known.orderIds;
  const id = fc.oneof(
    fc.nat().map((n) => ids[n % Math.max(1, ids.length)] ?? crypto.randomUUID()),
    fc.uuid(),
    fc.constantFrom('NB-7K2M-9QXD', '0', '%00', '..', 'ORDER', 'a'.repeat(36), '00000000-0000-0000-0000-00000000000g'),
  );
  return id.map((value) => path.replace('{id}', value));
}

/** Checkout keys: mostly fresh, some reused (replays and 409s), some malformed. */
const idempotencyKey = fc.oneof(
  { weight: 4, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002') },
  { weight: 1, arbitrary: fc.constantFrom('', 'short', 'has spaces here', 'x'.repeat(101), 'key/with/slashes') },
);

const garbageAuth = fc.oneof(
  fc.string({ maxLength: 120 }).map((text) => `Bearer ${text}`),
  fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/).map((text) => `Bearer ${text}`),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer abcdefghijklmnopqrstuvwxyz', 'Token x', 'null'),
);

export function requestArb(known: Known): fc.Arbitrary<FuzzRequest> {
  const target = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...ENDPOINTS).map((e) => ({ method: e.method, path: e.path })) },
    {
      weight: 1,
      arbitrary: fc.record({
        method: fc.constantFrom(...METHODS),
        path: fc.constantFrom(...ENDPOINTS.map((e) => e.path)),
      }),
    },
    { weight: 1, arbitrary: fc.record({ method: fc.constantFrom(...METHODS), path: fc.constantFrom(...PATH_TWISTS) }) },
  );
  return target.chain(({ method, path }) =>
    fc.record({
      method: fc.constant(method),
      path: concretePath(path, known),
      token: fc.constantFrom<TokenKind>('valid', 'valid', 'valid', 'none', 'expired', 'revoked', 'garbage'),
      garbageAuth,
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      body: method === 'GET' || method === 'HEAD' ? fc.constant(null) : bodyText(path, known),
      chunked: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      // Mostly fresh clients, sometimes one shared client, so the per-client limits are met too.
      ip: fc.oneof(
        { weight: 4, arbitrary: fc.ipV4() },
        { weight: 1, arbitrary: fc.ipV6() },
        { weight: 1, arbitrary: fc.constant('203.0.113.7') },
      ),
      extraHeaders: fc.record(
        {
          accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'garbage/'),
          'x-forwarded-for': fc.constantFrom('1.2.3.4, 5.6.7.8', '', 'not an ip'),
          origin: fc.constantFrom('http://evil.example', 'null'),
          'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
          'idempotency-key': idempotencyKey,
        },
        { requiredKeys: [] },
      ),
    }),
  );
}

const templateMatches = (template: string, path: string) =>
  template === path ||
  (template.includes('{') && new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));

/** The route a request reaches: its path as the URL parser normalises it (query dropped, `..` resolved). */
export function endpointOf(request: FuzzRequest): Endpoint | undefined {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const path = new URL(request.path, 'http://nimbus.test').pathname;
  return ENDPOINTS.find((e) => e.method === method && templateMatches(e.path, path));
}

const GUARDED_PREFIXES = ['/api/profile', '/api/cart', '/api/orders'];

/** What a request may answer: the status set its route, token and body allow (R20). */
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
    // Routers that guard every method (`.use(requireAuth)`) check the token before the 404.
    const guarded = GUARDED_PREFIXES.some((prefix) => request.path.startsWith(prefix)) && !tokenIsLive;
    return guarded ? [401, 404, 405, 429] : [404, 405, 429];
  }
  if (endpoint.auth && !tokenIsLive) return [401, 429];
  return [...new Set([...endpoint.statuses, 429])];
}
