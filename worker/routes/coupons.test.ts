import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponErrors, couponMessages } from '../../site/shared/api/coupons';
import { limitOf } from '../lib/limits';
import { insertCoupon, runSeed } from '../test/catalog';
import { callWorker } from '../test/direct';
import { api, signedInUser } from '../test/helpers';

let token = '';

beforeAll(async () => {
  await runSeed();
  await insertCoupon('TOMORROW', 'fixed', 7.5, Date.now() + 86_400_000);
  await insertCoupon('YESTERDAY', 'percentage', 30, Date.now() - 1000);
  await insertCoupon('PAUSED', 'fixed', 3, null, false);
  token = (await signedInUser()).token;
});

const validate = (body: unknown, auth: string | undefined = token) =>
  api('POST', '/api/coupons/validate', { body, ...(auth ? { token: auth } : {}) });

describe('POST /api/coupons/validate', () => {
  it.each([
    ['WELCOME10', { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 }],
    ['annual20', { code: 'ANNUAL20', discountType: 'percentage', discountValue: 20 }],
    ['  Save5 ', { code: 'SAVE5', discountType: 'fixed', discountValue: 5 }],
    ['tomorrow', { code: 'TOMORROW', discountType: 'fixed', discountValue: 7.5 }],
  ])('accepts %j, case-insensitively', async (code, coupon) => {
    const res = await validate({ code });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: coupon });
  });

  it.each([
    ['NOPE', 404, couponErrors.unknown],
    ['yesterday', 400, couponErrors.expired],
    ['SUMMER2025', 400, couponErrors.expired],
    ['paused', 400, couponErrors.inactive],
    ['beta50', 400, couponErrors.inactive],
    ['', 400, couponMessages.required],
    ['   ', 400, couponMessages.required],
    ['X'.repeat(41), 400, couponErrors.tooLong],
  ])('refuses %j with %i', async (code, status, error) => {
    const res = await validate({ code });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error });
  });

  it('refuses a missing code', async () => {
    const res = await validate({});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: couponMessages.required });
  });

  it('needs a signed-in token', async () => {
    const res = await validate({ code: 'WELCOME10' }, '');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Authentication required' });
  });
});

describe('coupon guessing is rate limited', () => {
  const COUPON_LIMIT = limitOf(env, 'coupon');
  const guess = (code: string, auth: string, ip: string) =>
    api('POST', '/api/coupons/validate', { body: { code }, token: auth, headers: { 'cf-connecting-ip': ip } });

  it(`answers 429 after ${COUPON_LIMIT.limit} checks by one customer, from any address; other customers behind the same address are unaffected`, async () => {
    const guesser = (await signedInUser()).token;
    for (let i = 0; i < COUPON_LIMIT.limit; i++) {
      expect((await guess(`GUESS${i}`, guesser, `203.0.113.${(i % 50) + 1}`)).status).toBe(404);
    }
    const blocked = await guess('WELCOME10', guesser, '203.0.113.200');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // A colleague behind the guesser's last address (one NAT) still has a budget of their own.
    expect((await guess('WELCOME10', (await signedInUser()).token, '203.0.113.50')).status).toBe(200);
  });

  it('keeps a per-address ceiling over all customers together (RATE_LIMIT_COUPON_ADDRESS)', async () => {
    const vars = { RATE_LIMIT_COUPON_ADDRESS: '3/10m' };
    const headers = { 'cf-connecting-ip': '198.18.99.1' };
    const check = async (auth: string) =>
      (await callWorker('POST', '/api/coupons/validate', { body: { code: 'WELCOME10' }, token: auth, headers, vars }))
        .status;
    const tokens = await Promise.all([1, 2, 3, 4].map(async () => (await signedInUser()).token));
    expect(await Promise.all(tokens.slice(0, 3).map(check))).toEqual([200, 200, 200]);
    expect(await check(tokens[3] ?? '')).toBe(429);
    // Another address is not affected.
    expect((await guess('WELCOME10', tokens[3] ?? '', '198.18.99.2')).status).toBe(200);
  });
});
