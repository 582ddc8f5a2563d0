import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import securityDoc from '../../docs/security.md?raw';
import { runSeed } from '../test/catalog';
import { callWorker } from '../test/direct';
import { freshClient, signedInUser } from '../test/helpers';
import { LIMITS, limitOf, parseLimit } from './limits';
import { LIMITS_END, LIMITS_START, limitsTable } from './limits-table';

beforeAll(async () => {
  await runSeed();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseLimit', () => {
  it.each([
    ['300/1m', { limit: 300, windowMs: 60_000 }],
    ['10/15m', { limit: 10, windowMs: 900_000 }],
    [' 5 / 30s ', { limit: 5, windowMs: 30_000 }],
    ['1/24h', { limit: 1, windowMs: 86_400_000 }],
  ])('reads %j', (value, expected) => {
    expect(parseLimit(value)).toEqual(expected);
  });

  it.each([
    ['0/1m'],
    ['10/25h'],
    ['10/0s'],
    ['ten/1m'],
    ['10 per minute'],
    ['-1/1m'],
    ['10/1d'],
    [''],
    [undefined],
    [42],
  ])('refuses %j', (value) => {
    expect(parseLimit(value)).toBeNull();
  });
});

describe('limits come from the Worker vars', () => {
  it("wrangler.toml's [vars] hold every limit, equal to each default", () => {
    for (const spec of Object.values(LIMITS)) {
      expect(env[spec.variable], spec.variable).toBe(spec.fallback);
    }
  });

  it('an invalid or missing value falls back to the default with a logged warning, not a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(limitOf({ RATE_LIMIT_CART_WRITE: 'plenty' }, 'cartWrite')).toEqual({ limit: 300, windowMs: 60_000 });
    expect(limitOf({}, 'contact')).toEqual({ limit: 5, windowMs: 600_000 });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('RATE_LIMIT_CART_WRITE is invalid ("plenty"); using the default 300/1m'),
      expect.stringContaining('RATE_LIMIT_CONTACT is not set; using the default 5/10m'),
    ]);
    const { token } = await signedInUser();
    const res = await callWorker('POST', '/api/cart/add', {
      token,
      body: { planId: 'pro', billingPeriod: 'monthly' },
      vars: { RATE_LIMIT_CART_WRITE: '0/1m' },
    });
    expect(res.status).toBe(200);
  });

  it('cart writes are limited per customer: two customers behind one address each get the budget', async () => {
    const vars = { RATE_LIMIT_CART_WRITE: '2/1m' };
    const headers = { 'cf-connecting-ip': '192.0.2.44' };
    const add = (token: string) =>
      callWorker('POST', '/api/cart/add', { token, body: { planId: 'pro', billingPeriod: 'monthly' }, headers, vars });
    const [first, second] = [(await signedInUser()).token, (await signedInUser()).token];
    expect((await add(first)).status).toBe(200);
    expect((await add(first)).status).toBe(200);
    const blocked = await add(first);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: 'Too many requests. Please try again in 1 minute.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same customer from another address is still over the limit; a neighbour is not.
    const elsewhere = await callWorker('POST', '/api/cart/add', {
      token: first,
      body: { planId: 'starter', billingPeriod: 'monthly' },
      headers: freshClient(),
      vars,
    });
    expect(elsewhere.status).toBe(429);
    expect((await add(second)).status).toBe(200);
    // A refused write changed nothing: the cart still holds the one line.
    const cart = await callWorker<{ items: unknown[] }>('GET', '/api/cart', { token: first });
    expect(cart.body.success && cart.body.data.items).toHaveLength(1);
  });

  it('a refused write answers 401 before 429, and 429 before a 400 for its body', async () => {
    const vars = { RATE_LIMIT_PROFILE_WRITE: '1/10m' };
    const { token } = await signedInUser();
    const put = (body: unknown, auth = token) => callWorker('PUT', '/api/profile', { token: auth, body, vars });
    expect((await put({ name: 'Grace Hopper' })).status).toBe(200);
    const limited = await put({ name: '' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await put({ name: '' }, 'x'.repeat(43))).status).toBe(401);
  });

  it('anonymous endpoints keep their per-address limits, read from the vars', async () => {
    const vars = { RATE_LIMIT_CONTACT: '1/1m' };
    const headers = { 'cf-connecting-ip': '192.0.2.45' };
    const body = { source: 'about', name: 'Ada', email: 'ada@example.com', message: 'Hello there, Nimbus.' };
    expect((await callWorker('POST', '/api/contact', { body, headers, vars })).status).toBe(201);
    const blocked = await callWorker('POST', '/api/contact', { body, headers, vars });
    expect(blocked.status).toBe(429);
    expect(
      (await callWorker('POST', '/api/contact', { body, headers: { 'cf-connecting-ip': '192.0.2.46' }, vars })).status,
    ).toBe(201);
  });
});

describe('the limits table of docs/security.md', () => {
  it('is what worker/lib/limits.ts holds', () => {
    const start = securityDoc.indexOf(LIMITS_START);
    const end = securityDoc.indexOf(LIMITS_END);
    expect(start, 'docs/security.md has the limits table markers').toBeGreaterThan(-1);
    const table = securityDoc.slice(start + LIMITS_START.length, end).trim();
    expect(table, 'docs/security.md is out of date: run `npm run api:table`').toBe(limitsTable());
  });
});
