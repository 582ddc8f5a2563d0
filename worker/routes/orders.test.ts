import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponErrors } from '../../site/shared/api/coupons';
import { type Order, orderErrors } from '../../site/shared/api/orders';
import { annualPrice } from '../../site/shared/domain/pricing';
import { limitOf } from '../lib/limits';
import { giveBillingDetails } from '../test/billing';
import { IN_STOCK_SERVICE, seedWithInStockService } from '../test/catalog';
import { api, freshClient, signedInUser } from '../test/helpers';
import { add, cartOf, customerWithCart, linesOf, newKey, ordersOf, placeOrder } from '../test/orders';

beforeAll(async () => {
  await seedWithInStockService();
});

describe('orders need a live token', () => {
  it.each([
    ['POST', '/api/orders'],
    ['GET', '/api/orders'],
    ['GET', `/api/orders/${crypto.randomUUID()}`],
  ])('%s %s without a token → 401', async (method, path) => {
    const res = await api(
      method,
      path,
      method === 'POST' ? { body: {}, headers: { 'Idempotency-Key': newKey() } } : {},
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Authentication required' });
  });
});

describe('other methods', () => {
  it.each([
    ['DELETE', `/api/orders/${crypto.randomUUID()}`, 'GET, HEAD'],
    ['PUT', '/api/orders/NB-7K2M-9QXD', 'GET, HEAD'],
    ['DELETE', '/api/orders', 'GET, POST, HEAD'],
  ])('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const user = await signedInUser();
    const res = await api(method, path, { token: user.token });
    expect(res.status).toBe(405);
    const methods = (value: string | null) => (value ?? '').split(', ').sort();
    expect(methods(res.headers.get('allow'))).toEqual(methods(allow));
  });
});

describe('POST /api/orders', () => {
  it('places the order priced from the catalog, with the coupon, and empties the cart (201)', async () => {
    const user = await customerWithCart();
    // Prices sent by the browser are not part of the request: they are dropped and never trusted.
    const res = await placeOrder(user.token, newKey(), { couponCode: ' welcome10 ', total: 0, subtotal: 1 });
    expect(res.status).toBe(201);
    if (!res.body.success) throw new Error(res.body.error);
    const order = res.body.data;
    expect(annualPrice(29)).toBe(278);
    expect(order).toMatchObject({
      status: 'pendingPayment',
      // $278 a year for Pro, invoiced now, 10% off; the VPS's $6.50 a month is metered and invoiced monthly.
      subtotal: 278,
      discount: 27.8,
      // A US customer: no tax.
      tax: 0,
      total: 250.2,
      coupon: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 },
      billing: {
        name: 'Ada Lovelace',
        email: user.email,
        companyName: '',
        address: '1 Market Street, San Francisco, CA 94105, United States',
      },
      invoice: { number: expect.stringMatching(/^NIM-\d{4}-\d{6}$/), status: 'pendingPayment', paidAt: null },
      lines: [
        {
          itemType: 'plan',
          itemId: 'pro',
          category: null,
          name: 'Pro',
          billingPeriod: 'annual',
          monthlyPrice: 29,
          unitPrice: 278,
        },
        {
          itemType: 'service',
          itemId: IN_STOCK_SERVICE._id,
          category: 'kvmVps',
          name: IN_STOCK_SERVICE.name,
          billingPeriod: 'monthly',
          monthlyPrice: 6.5,
          unitPrice: 6.5,
        },
      ],
    });
    expect(order.number).toMatch(/^NB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(Date.now() - Date.parse(order.createdAt)).toBeLessThan(60_000);
    expect(await cartOf(user.token)).toEqual([]);
    expect(await ordersOf(user.email)).toBe(1);
    expect(await linesOf(user.email)).toBe(2);
    // Each line became a service of the account, started at the order's time, in its item's first region.
    const services = await env.DB.prepare(
      'SELECT item_id, billing_period, region, count, state, started_at, monthly_price_cents, hourly_rate_mills FROM account_services WHERE order_id = ? ORDER BY item_kind',
    )
      .bind(order.id)
      .all();
    const startedAt = Date.parse(order.createdAt);
    const firstRegion = IN_STOCK_SERVICE.locations === 'All' ? 'New York' : IN_STOCK_SERVICE.locations[0];
    expect(services.results).toEqual([
      {
        item_id: 'pro',
        billing_period: 'annual',
        region: 'New York',
        count: 1,
        state: 'active',
        started_at: startedAt,
        monthly_price_cents: 2900,
        hourly_rate_mills: 43,
      },
      {
        item_id: IN_STOCK_SERVICE._id,
        billing_period: 'monthly',
        region: firstRegion,
        count: 1,
        state: 'active',
        started_at: startedAt,
        monthly_price_cents: 650,
        hourly_rate_mills: 10,
      },
    ]);
  });

  it('places an order of monthly items only without an invoice: nothing is due now, it reads "Confirmed"', async () => {
    const user = await signedInUser();
    await giveBillingDetails(user.token);
    await add(user.token, { planId: 'starter', billingPeriod: 'monthly' });
    const before = await env.DB.prepare('SELECT count(*) AS n FROM invoices').first<{ n: number }>();
    const res = await placeOrder(user.token, newKey());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      data: { subtotal: 0, discount: 0, tax: 0, total: 0, coupon: null, invoice: null, status: 'confirmed' },
    });
    const after = await env.DB.prepare('SELECT count(*) AS n FROM invoices').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('answers 400 "Your cart is empty." for an empty cart and creates nothing', async () => {
    const user = await signedInUser();
    const res = await placeOrder(user.token, newKey());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Your cart is empty.' });
    expect(await ordersOf(user.email)).toBe(0);
  });

  it.each([
    [null, orderErrors.keyRequired],
    ['short', orderErrors.keyMalformed],
    ['has spaces in it', orderErrors.keyMalformed],
    ['x'.repeat(101), orderErrors.keyMalformed],
  ])('answers 400 for the Idempotency-Key %j and changes nothing', async (key, message) => {
    const user = await customerWithCart();
    const res = await placeOrder(user.token, key);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message, fields: { 'Idempotency-Key': message } });
    expect(await cartOf(user.token)).toHaveLength(2);
    expect(await ordersOf(user.email)).toBe(0);
  });

  it.each([
    [{ couponCode: 'NOPE' }, couponErrors.unknown],
    [{ couponCode: 'SUMMER2025' }, couponErrors.expired],
    [{ couponCode: 'BETA50' }, couponErrors.inactive],
    [{ couponCode: 42 }, orderErrors.couponText],
    [{ couponCode: 'x'.repeat(41) }, orderErrors.couponTooLong],
  ])('validates the coupon again: %j → 400, nothing changed', async (body, message) => {
    const user = await customerWithCart();
    const res = await placeOrder(user.token, newKey(), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
    expect(await cartOf(user.token)).toHaveLength(2);
    expect(await ordersOf(user.email)).toBe(0);
  });

  it('answers 409 when an item left the catalog or went out of stock, and changes nothing', async () => {
    const user = await customerWithCart();
    await env.DB.prepare('UPDATE services SET is_out_of_stock = 1 WHERE id = ?').bind(IN_STOCK_SERVICE._id).run();
    try {
      const res = await placeOrder(user.token, newKey());
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: orderErrors.unavailable(IN_STOCK_SERVICE.name) });
      expect(await cartOf(user.token)).toHaveLength(2);
      expect(await ordersOf(user.email)).toBe(0);
    } finally {
      await env.DB.prepare('UPDATE services SET is_out_of_stock = 0 WHERE id = ?').bind(IN_STOCK_SERVICE._id).run();
    }
  });

  it('answers the same order with 200 for the same key and request, and creates nothing', async () => {
    const user = await customerWithCart();
    const key = newKey();
    const first = await placeOrder(user.token, key, { couponCode: 'SAVE5' });
    expect(first.status).toBe(201);
    // Even with a new cart, a retry of the same attempt places nothing new.
    await add(user.token, { planId: 'business', billingPeriod: 'monthly' });
    const again = await placeOrder(user.token, key, { couponCode: 'save5' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(user.email)).toBe(1);
    expect(await cartOf(user.token)).toHaveLength(1);
  });

  it('answers 409 for the same key with a different request', async () => {
    const user = await customerWithCart();
    const key = newKey();
    expect((await placeOrder(user.token, key, { couponCode: 'SAVE5' })).status).toBe(201);
    await add(user.token, { planId: 'business', billingPeriod: 'monthly' });
    const res = await placeOrder(user.token, key, {});
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: orderErrors.keyReused });
    expect(await ordersOf(user.email)).toBe(1);
    expect(await cartOf(user.token)).toHaveLength(1);
  });

  it("keeps keys per customer: another customer's key does not replay their order", async () => {
    const [a, b] = [await customerWithCart(), await customerWithCart()];
    const key = newKey();
    const first = await placeOrder(a.token, key);
    const second = await placeOrder(b.token, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    if (!first.body.success || !second.body.success) throw new Error('no order');
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it('freezes prices: a later catalog change does not change the order', async () => {
    const user = await customerWithCart();
    const res = await placeOrder(user.token, newKey());
    if (!res.body.success) throw new Error(res.body.error);
    await env.DB.prepare("UPDATE plans SET monthly_price = 99, name = 'Pro Max' WHERE id = 'pro'").run();
    try {
      const read = await api<Order>('GET', `/api/orders/${res.body.data.id}`, { token: user.token });
      expect(read.body).toEqual(res.body);
    } finally {
      await env.DB.prepare("UPDATE plans SET monthly_price = 29, name = 'Pro' WHERE id = 'pro'").run();
    }
  });

  it('is rate limited with the cart writes (429 with Retry-After)', async () => {
    const user = await customerWithCart();
    const ip = freshClient();
    // Cart writes are counted per customer: this one has used up the minute's budget.
    const userId = (
      await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(user.email).first<{ id: string }>()
    )?.id;
    await env.DB.prepare('UPDATE rate_limits SET count = ? WHERE key = ?')
      .bind(limitOf(env, 'cartWrite').limit, `cart-write:user:${userId}`)
      .run();
    const res = await placeOrder(user.token, newKey(), {}, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ordersOf(user.email)).toBe(0);
  });
});
