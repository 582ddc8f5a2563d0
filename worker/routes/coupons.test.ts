import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrors, storeMessages } from '../../site/shared/storefront';
import { COUPON_LIMIT } from '../middleware/write-limits';
import { insertCoupon, runSeed } from '../test/catalog';
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
    ['NOPE', 404, apiErrors.couponUnknown],
    ['yesterday', 400, apiErrors.couponExpired],
    ['SUMMER2025', 400, apiErrors.couponExpired],
    ['paused', 400, apiErrors.couponInactive],
    ['beta50', 400, apiErrors.couponInactive],
    ['', 400, storeMessages.couponRequired],
    ['   ', 400, storeMessages.couponRequired],
    ['X'.repeat(41), 400, apiErrors.couponTooLong],
  ])('refuses %j with %i', async (code, status, error) => {
    const res = await validate({ code });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error });
  });

  it('refuses a missing code', async () => {
    const res = await validate({});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: storeMessages.couponRequired });
  });

  it('needs a signed-in token (R11b)', async () => {
    const res = await validate({ code: 'WELCOME10' }, '');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Authentication required' });
  });
});

describe('coupon guessing is rate limited (R11b)', () => {
  it(`answers 429 after ${COUPON_LIMIT.limit} checks from one client, other clients unaffected`, async () => {
    const headers = { 'cf-connecting-ip': '203.0.113.77' };
    const guess = (code: string, h = headers) =>
      api('POST', '/api/coupons/validate', { body: { code }, token, headers: h });
    for (let i = 0; i < COUPON_LIMIT.limit; i++) expect((await guess(`GUESS${i}`)).status).toBe(404);
    const blocked = await guess('WELCOME10');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guess('WELCOME10', { 'cf-connecting-ip': '203.0.113.78' })).status).toBe(200);
  });
});
