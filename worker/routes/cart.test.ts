import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CartResponse, cartErrors } from '../../site/shared/api/cart';
import { annualPrice } from '../../site/shared/domain/pricing';
import { IN_STOCK_SERVICE, seedWithInStockService } from '../test/catalog';
import { api, signedInUser } from '../test/helpers';

beforeAll(async () => {
  await seedWithInStockService();
});

async function cartOf(token: string) {
  const res = await api<CartResponse>('GET', '/api/cart', { token });
  if (!res.body.success) throw new Error(`${res.status} ${res.body.error}`);
  return res.body.data.items;
}

describe('cart needs a live token', () => {
  it.each([
    ['GET', '/api/cart', undefined],
    ['POST', '/api/cart/add', { planId: 'pro', billingPeriod: 'monthly' }],
    ['DELETE', '/api/cart/remove', { planId: 'pro' }],
  ])('%s %s without a token → 401', async (method, path, body) => {
    const res = await api(method, path, body === undefined ? {} : { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Authentication required' });
  });

  it('refuses an unknown token with 401', async () => {
    const res = await api('GET', '/api/cart', { token: 'x'.repeat(43) });
    expect(res.status).toBe(401);
  });

  it('answers a signed-in request with the wrong method with 405', async () => {
    const user = await signedInUser();
    const res = await api('GET', '/api/cart/add', { token: user.token });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('GET /api/cart', () => {
  it('is empty for a new account', async () => {
    const user = await signedInUser();
    const res = await api('GET', '/api/cart', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { items: [], tax: null, accountId: expect.any(String) } });
  });
});

describe('POST /api/cart/add', () => {
  it('adds a plan with its billing period and returns the item count', async () => {
    const user = await signedInUser();
    const res = await api('POST', '/api/cart/add', {
      token: user.token,
      body: { planId: 'pro', billingPeriod: 'annual' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { itemCount: 1 } });
    const items = await cartOf(user.token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      billingPeriod: 'annual',
      serviceId: null,
      category: null,
      planId: { _id: 'pro', name: 'Pro', monthlyPrice: 29, cpuCores: 4, ram: 8 * 1024 ** 3 },
    });
    expect(annualPrice(items[0]?.planId?.monthlyPrice ?? 0)).toBe(278);
  });

  it('adds an in-stock service with its category', async () => {
    const user = await signedInUser();
    const res = await api('POST', '/api/cart/add', {
      token: user.token,
      body: { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'monthly' },
    });
    expect(res.status).toBe(200);
    const items = await cartOf(user.token);
    expect(items).toEqual([
      {
        id: expect.any(String),
        planId: null,
        serviceId: IN_STOCK_SERVICE,
        instanceId: null,
        category: 'kvmVps',
        billingPeriod: 'monthly',
        count: 1,
        region: 'London',
        regions: ['London'],
      },
    ]);
  });

  it('keeps one line per item and updates its billing period', async () => {
    const user = await signedInUser();
    const add = (billingPeriod: string) =>
      api('POST', '/api/cart/add', { token: user.token, body: { planId: 'starter', billingPeriod } });
    await add('monthly');
    const again = await add('annual');
    expect(again.body).toEqual({ success: true, data: { itemCount: 1 } });
    const items = await cartOf(user.token);
    expect(items.map((item) => [item.planId?._id, item.billingPeriod])).toEqual([['starter', 'annual']]);
  });

  it('keeps one line under 50 concurrent identical adds', async () => {
    const user = await signedInUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api('POST', '/api/cart/add', { token: user.token, body: { planId: 'business', billingPeriod: 'monthly' } }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect(await cartOf(user.token)).toHaveLength(1);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM cart_items JOIN users ON users.id = cart_items.user_id WHERE users.email = ? AND plan_id = 'business'",
    )
      .bind(user.email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('keeps carts of different users apart', async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    await api('POST', '/api/cart/add', { token: a.token, body: { planId: 'pro', billingPeriod: 'monthly' } });
    expect(await cartOf(b.token)).toEqual([]);
  });

  it.each([
    [{ planId: 'nope', billingPeriod: 'monthly' }, 404, cartErrors.planNotFound],
    [{ serviceId: 'nope', category: 'kvmVps', billingPeriod: 'monthly' }, 404, cartErrors.serviceNotFound],
    [{ planId: 'enterprise', billingPeriod: 'monthly' }, 400, cartErrors.customPrice],
    [{ serviceId: 'vps-enterprise', category: 'kvmVps', billingPeriod: 'monthly' }, 400, cartErrors.customPrice],
    [{ serviceId: 'vps-pro', category: 'kvmVps', billingPeriod: 'monthly' }, 409, cartErrors.outOfStock],
    [
      { serviceId: IN_STOCK_SERVICE._id, category: 'dedicatedServers', billingPeriod: 'monthly' },
      400,
      cartErrors.wrongCategory,
    ],
    [{ serviceId: IN_STOCK_SERVICE._id, category: 'gpus', billingPeriod: 'monthly' }, 400, cartErrors.category],
    [{ planId: 'pro', billingPeriod: 'weekly' }, 400, cartErrors.billingPeriod],
    [{ planId: 'pro' }, 400, cartErrors.billingPeriod],
    [{ billingPeriod: 'monthly' }, 400, cartErrors.itemRequired],
    [{ planId: 'pro', serviceId: IN_STOCK_SERVICE._id, billingPeriod: 'monthly' }, 400, cartErrors.oneItem],
    [{ planId: 42, billingPeriod: 'monthly' }, 400, 'planId must be text'],
  ])('refuses %j with %i', async (body, status, error) => {
    const user = await signedInUser();
    const res = await api('POST', '/api/cart/add', { token: user.token, body });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error });
    expect(await cartOf(user.token)).toEqual([]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const user = await signedInUser();
    const res = await api('POST', '/api/cart/add', { token: user.token, body: ['pro'] });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('DELETE /api/cart/remove', () => {
  it('removes a plan line and a service line', async () => {
    const user = await signedInUser();
    await api('POST', '/api/cart/add', { token: user.token, body: { planId: 'pro', billingPeriod: 'monthly' } });
    await api('POST', '/api/cart/add', {
      token: user.token,
      body: { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'annual' },
    });
    const first = await api('DELETE', '/api/cart/remove', { token: user.token, body: { planId: 'pro' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { itemCount: 1 } });
    const second = await api('DELETE', '/api/cart/remove', {
      token: user.token,
      body: { serviceId: IN_STOCK_SERVICE._id },
    });
    expect(second.body).toEqual({ success: true, data: { itemCount: 0 } });
    expect(await cartOf(user.token)).toEqual([]);
  });

  it('answers 404 for an item not in the cart, and leaves other carts alone', async () => {
    const [owner, other] = [await signedInUser(), await signedInUser()];
    await api('POST', '/api/cart/add', { token: owner.token, body: { planId: 'pro', billingPeriod: 'monthly' } });
    const res = await api('DELETE', '/api/cart/remove', { token: other.token, body: { planId: 'pro' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: cartErrors.notInCart });
    expect(await cartOf(owner.token)).toHaveLength(1);
  });

  it.each([
    [{}, cartErrors.itemRequired],
    [{ planId: 'pro', serviceId: 'x' }, cartErrors.oneItem],
  ])('refuses %j with 400', async (body, error) => {
    const user = await signedInUser();
    const res = await api('DELETE', '/api/cart/remove', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error });
  });
});
