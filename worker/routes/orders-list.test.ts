import { beforeAll, describe, expect, it } from 'vitest';
import { type OrderList, orderErrors } from '../../site/shared/api/orders';
import { giveBillingDetails } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { api, signedInUser } from '../test/helpers';
import { add, cartOf, customerWithCart, linesOf, newKey, ordersOf, placeOrder } from '../test/orders';

beforeAll(async () => {
  await seedWithInStockService();
});

describe('concurrent checkouts of one cart', () => {
  it('20 identical requests (one key) → exactly one order, the same answer for all, the cart empty', async () => {
    const user = await customerWithCart();
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(user.token, key)));
    const statuses = results.map((res) => res.status);
    // Exactly one request created the order; all others replayed it.
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(results.map((res) => (res.body.success ? res.body.data.id : null)));
    expect([...ids]).toHaveLength(1);
    expect(await ordersOf(user.email)).toBe(1);
    expect(await linesOf(user.email)).toBe(2);
    expect(await cartOf(user.token)).toEqual([]);
  });

  it('20 requests with different keys → one order, the rest 400 "Your cart is empty."', async () => {
    const user = await customerWithCart();
    const results = await Promise.all(Array.from({ length: 20 }, () => placeOrder(user.token, newKey())));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    for (const res of results.filter((r) => r.status === 400))
      expect(res.body).toEqual({ success: false, error: orderErrors.emptyCart });
    expect(await ordersOf(user.email)).toBe(1);
    expect(await linesOf(user.email)).toBe(2);
    expect(await cartOf(user.token)).toEqual([]);
  });
});

describe('GET /api/orders and /api/orders/{id}', () => {
  it("lists the customer's own orders, newest first", async () => {
    const user = await signedInUser();
    await giveBillingDetails(user.token);
    const other = await customerWithCart();
    await placeOrder(other.token, newKey());
    const placed: string[] = [];
    for (const [planId, billingPeriod] of [
      ['starter', 'annual'],
      ['pro', 'monthly'],
      ['business', 'annual'],
    ] as const) {
      await add(user.token, { planId, billingPeriod });
      const res = await placeOrder(user.token, newKey());
      if (!res.body.success) throw new Error(res.body.error);
      placed.push(res.body.data.number);
    }
    const res = await api<OrderList>('GET', '/api/orders', { token: user.token });
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    expect(res.body.data.orders.map((o) => o.number)).toEqual(placed.reverse());
    expect(res.body.data.orders.map((o) => [o.total, o.itemCount, o.status])).toEqual([
      // A year of Business and of Starter is due now; Pro monthly is metered, nothing due now.
      [758, 1, 'pendingPayment'],
      [0, 1, 'confirmed'],
      [115, 1, 'pendingPayment'],
    ]);
  });

  it('is an empty list for a new customer', async () => {
    const user = await signedInUser();
    const res = await api('GET', '/api/orders', { token: user.token });
    expect(res.body).toEqual({ success: true, data: { orders: [] } });
  });

  it("answers one's own order, 404 for another customer's or an unknown id, 400 for a malformed id", async () => {
    const owner = await customerWithCart();
    const stranger = await signedInUser();
    const placed = await placeOrder(owner.token, newKey());
    if (!placed.body.success) throw new Error(placed.body.error);
    const path = `/api/orders/${placed.body.data.id}`;

    const mine = await api('GET', path, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(placed.body);

    for (const [token, target] of [
      [stranger.token, path],
      [owner.token, `/api/orders/${crypto.randomUUID()}`],
    ] as const) {
      const res = await api('GET', target, { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: orderErrors.notFound });
    }

    const malformed = await api('GET', '/api/orders/NB-1234-5678', { token: owner.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      success: false,
      error: orderErrors.idMalformed,
      fields: { id: orderErrors.idMalformed },
    });
  });
});
