/**
 * D1 round trips per request, counted with a wrapped binding (test/counting-d1.ts): one
 * per statement run or per batch. A signed-in request sends its session lookup, its rate-limit
 * counters and its own statements in one batch (lib/signed-in.ts); the cached catalog touches D1
 * only on a miss. `before` holds the counts of the design before that (session, counter, lookup,
 * write and count one after another), kept as the measure of what the one batch saves.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCachedCatalog } from '../lib/catalog-cache';
import { hashToken } from '../lib/tokens';
import { SoftAuthenticator } from './authenticator';
import { giveBillingDetails } from './billing';
import { runSeed } from './catalog';
import { newTrace } from './counting-d1';
import { callWorker } from './direct';
import { freshClient, signedInUser } from './helpers';
import { verifiedUser } from './verified';

beforeAll(async () => {
  await runSeed();
});

beforeEach(() => {
  // The 1-in-100 sweep of old rate-limit counters (a waitUntil round trip) is left out of the counts.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  return () => vi.restoreAllMocks();
});

const ORDER_ID = '0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40';

type Case = {
  method: string;
  path: string;
  before: number;
  after: number;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  signedIn?: boolean;
};

const cases: Case[] = [
  { method: 'GET', path: '/api/health', before: 0, after: 0, status: 200 },
  { method: 'GET', path: '/api/cart', before: 2, after: 1, status: 200, signedIn: true },
  {
    method: 'POST',
    path: '/api/cart/add',
    before: 5,
    after: 1,
    status: 200,
    signedIn: true,
    body: { planId: 'pro', billingPeriod: 'annual' },
  },
  {
    method: 'POST',
    path: '/api/cart/add',
    before: 3,
    after: 1,
    status: 404,
    signedIn: true,
    body: { planId: 'no-such-plan', billingPeriod: 'annual' },
  },
  {
    method: 'DELETE',
    path: '/api/cart/remove',
    before: 3,
    after: 1,
    status: 404,
    signedIn: true,
    body: { planId: 'pro' },
  },
  { method: 'POST', path: '/api/cart/add', before: 2, after: 1, status: 400, signedIn: true, body: { planId: 'pro' } },
  {
    method: 'POST',
    path: '/api/coupons/validate',
    before: 3,
    after: 1,
    status: 200,
    signedIn: true,
    body: { code: 'WELCOME10' },
  },
  { method: 'GET', path: '/api/profile', before: 2, after: 1, status: 200, signedIn: true },
  {
    method: 'PUT',
    path: '/api/profile',
    before: 2,
    after: 1,
    status: 200,
    signedIn: true,
    body: { name: 'Grace Hopper' },
  },
  { method: 'GET', path: '/api/orders', before: 2, after: 1, status: 200, signedIn: true },
  { method: 'GET', path: `/api/orders/${ORDER_ID}`, before: 2, after: 1, status: 404, signedIn: true },
  { method: 'POST', path: '/api/auth/logout', before: 2, after: 1, status: 200, signedIn: true },
  {
    method: 'POST',
    path: '/api/contact',
    before: 2,
    after: 2,
    status: 201,
    body: { source: 'about', name: 'Ada', email: 'ada@example.com', message: 'Hello there, Nimbus.' },
  },
];

describe('D1 round trips per request', () => {
  it.each(cases)('$method $path → $status: $before before, $after now', async (c) => {
    const token = c.signedIn ? (await signedInUser()).token : undefined;
    const trace = newTrace();
    const res = await callWorker(c.method, c.path, {
      ...(token ? { token } : {}),
      ...(c.body !== undefined ? { body: c.body } : {}),
      headers: { ...freshClient(), ...c.headers },
      trace,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(c.status);
    expect(trace.trips, trace.sql.join('\n')).toBe(c.after);
  });

  it('GET /api/plans: one round trip on a cache miss (1 before, on every request), none on a hit', async () => {
    await forgetCachedCatalog('http://nimbus.test/api/plans');
    const miss = newTrace();
    expect((await callWorker('GET', '/api/plans', { trace: miss })).status).toBe(200);
    expect(miss.trips).toBe(1);
    expect(miss.sessions).toEqual(['first-primary', 'first-unconstrained']);
    const hit = newTrace();
    expect((await callWorker('GET', '/api/plans', { trace: hit })).status).toBe(200);
    expect(hit.trips).toBe(0);
  });

  it('POST /api/auth/login: 2 round trips (4 before): counters and account together, then the session', async () => {
    const { email, password } = await signedInUser();
    const trace = newTrace();
    const res = await callWorker('POST', '/api/auth/login', {
      body: { email, password },
      headers: freshClient(),
      trace,
    });
    expect(res.status).toBe(200);
    expect(trace.trips).toBe(2);
  });

  it('POST /api/auth/login with a wrong password: 2 round trips, the sign-in history in the failure batch', async () => {
    const { email } = await signedInUser();
    const trace = newTrace();
    const res = await callWorker('POST', '/api/auth/login', {
      body: { email, password: 'Wrong-pass1' },
      headers: freshClient(),
      trace,
    });
    expect(res.status).toBe(401);
    expect(trace.trips, trace.sql.join('\n')).toBe(2);
  });

  it.each<[string, string, number]>([
    ['GET', '/api/sessions', 200],
    ['GET', '/api/sign-ins', 200],
    ['POST', '/api/sessions/revoke-others', 200],
    ['DELETE', `/api/sessions/${ORDER_ID}`, 404],
  ])('%s %s: 1 round trip', async (method, path, status) => {
    const { token } = await signedInUser();
    const trace = newTrace();
    const res = await callWorker(method, path, { token, headers: freshClient(), trace });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(trace.trips, trace.sql.join('\n')).toBe(1);
  });

  it('a session last seen over 5 minutes ago: one more round trip after the answer, then none again', async () => {
    const { token } = await signedInUser();
    await env.DB.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 6 * 60_000, await hashToken(token))
      .run();
    const stale = newTrace();
    expect((await callWorker('GET', '/api/cart', { token, trace: stale })).status).toBe(200);
    expect(stale.trips, stale.sql.join('\n')).toBe(2);
    const fresh = newTrace();
    expect((await callWorker('GET', '/api/cart', { token, trace: fresh })).status).toBe(200);
    expect(fresh.trips).toBe(1);
  });

  it('POST /api/orders: 4 round trips (8 before, with a coupon): session and counter, all reads (billing details too), the order and invoice batch, the order', async () => {
    const { token } = await signedInUser();
    const added = await callWorker('POST', '/api/cart/add', {
      token,
      body: { planId: 'pro', billingPeriod: 'monthly' },
    });
    expect(added.body).toEqual({ success: true, data: { itemCount: 1 } });
    await giveBillingDetails(token);
    const trace = newTrace();
    const res = await callWorker('POST', '/api/orders', {
      token,
      body: { couponCode: 'WELCOME10' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      trace,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(trace.trips, trace.sql.join('\n')).toBe(4);
  });

  // A re-entered password is counted in a round trip of its own before the hash is checked, and a
  // right one is given back in another (lib/attempts.ts): two more than the request's own.
  it('PUT /api/profile/password: 4 round trips: the session, the attempt, the write, the attempt given back', async () => {
    const { token, password } = await signedInUser();
    const trace = newTrace();
    const res = await callWorker('PUT', '/api/profile/password', {
      token,
      body: { oldPassword: password, newPassword: 'Moonrise2027' },
      trace,
    });
    expect(res.status).toBe(200);
    expect(trace.trips).toBe(4);
  });

  it('passkeys: list and rename 1, add 2 (the signature is checked between), options and remove 4 (the password attempt is counted and given back), sign-in options 2, sign-in 4', async () => {
    const { token, password } = await verifiedUser();
    const trips: Record<string, number> = {};
    const counted = async <T>(
      name: string,
      method: string,
      path: string,
      options: { body?: unknown; token?: string },
    ) => {
      const trace = newTrace();
      const res = await callWorker<T>(method, path, { ...options, headers: freshClient(), trace });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      trips[name] = trace.trips;
      return (res.body as { data: T }).data;
    };
    const authenticator = await SoftAuthenticator.create();
    const options = await counted<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      'options',
      'POST',
      '/api/passkeys/options',
      { token, body: { password } },
    );
    const response = await authenticator.register(options, { origin: 'http://nimbus.test' });
    const passkey = await counted<{ id: string }>('add', 'POST', '/api/passkeys', { token, body: { response } });
    await counted('list', 'GET', '/api/passkeys', { token });
    await counted('rename', 'PUT', `/api/passkeys/${passkey.id}`, { token, body: { name: 'Laptop' } });
    const request = await counted<{ challenge: string; rpId: string }>(
      'sign-in options',
      'POST',
      '/api/auth/passkey/options',
      {},
    );
    const assertion = await authenticator.authenticate(request, { origin: 'http://nimbus.test' });
    await counted('sign-in', 'POST', '/api/auth/passkey/login', { body: { response: assertion } });
    await counted('remove', 'DELETE', `/api/passkeys/${passkey.id}`, { token, body: { password } });
    expect(trips).toEqual({
      options: 4,
      add: 2,
      list: 1,
      rename: 1,
      'sign-in options': 2,
      'sign-in': 4,
      remove: 4,
    });
  });
});

describe('D1 round trips of the two-factor routes', () => {
  const twoFactorCases: Omit<Case, 'before' | 'signedIn'>[] = [
    { method: 'GET', path: '/api/two-factor', after: 1, status: 200 },
    // The session, its counter, the customer and the authenticator in one batch; then the password
    // attempt is counted, the password checked and (when right) the attempt given back.
    { method: 'POST', path: '/api/two-factor/setup', after: 2, status: 400, body: { password: 'Wrong-password-1' } },
    { method: 'POST', path: '/api/two-factor/setup', after: 4, status: 200, body: { password: 'Sunrise2026' } },
    { method: 'POST', path: '/api/two-factor/enable', after: 1, status: 409, body: { code: '123456' } },
    {
      method: 'POST',
      path: '/api/two-factor/disable',
      after: 3,
      status: 409,
      body: { password: 'Sunrise2026', code: '123456' },
    },
    {
      method: 'POST',
      path: '/api/two-factor/recovery-codes',
      after: 3,
      status: 409,
      body: { password: 'Sunrise2026', code: '123456' },
    },
  ];

  it.each(twoFactorCases)('$method $path → $status: $after', async (c) => {
    const { token } = await verifiedUser();
    const trace = newTrace();
    const res = await callWorker(c.method, c.path, {
      token,
      ...(c.body !== undefined ? { body: c.body } : {}),
      headers: freshClient(),
      trace,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(c.status);
    expect(trace.trips, trace.sql.join('\n')).toBe(c.after);
  });

  it('POST /api/auth/login without TOTP stays at 2 round trips: the two-factor check joins the first batch', async () => {
    const { email, password } = await signedInUser();
    const trace = newTrace();
    const res = await callWorker('POST', '/api/auth/login', {
      body: { email, password },
      headers: freshClient(),
      trace,
    });
    expect(res.status).toBe(200);
    expect(trace.trips).toBe(2);
  });
});
