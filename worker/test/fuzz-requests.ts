/**
 * Requests for the fuzzer: methods, content types, paths (templates filled with known and twisted
 * ids), headers, tokens and bodies (fuzz-bodies.ts), as fast-check arbitraries.
 */
import fc from 'fast-check';
import { bodyText } from './fuzz-bodies';
import { ENDPOINTS, type FuzzRequest, type Known, type TokenKind } from './fuzz-model';

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
  if (path.includes('{number}')) {
    const numbers = known.invoiceNumbers;
    const number = fc.oneof(
      fc.nat().map((n) => numbers[n % Math.max(1, numbers.length)] ?? 'NIM-2026-000001'),
      fc.constantFrom('NIM-2026-999999', 'NIM-26-1', 'nim-2026-000001', '%00', '..', 'x'.repeat(40)),
    );
    return number.map((value) => path.replace('{number}', value));
  }
  if (path.includes('{userId}')) {
    const userId = fc.oneof(fc.uuid(), fc.constantFrom('0', '%00', '..', 'x'.repeat(65)));
    return userId.map((value) => path.replace('{userId}', value));
  }
  if (!path.includes('{id}')) return fc.constant(path);
  const ids = path.startsWith('/api/sessions')
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
