/** `/api/services`: the account's services with this month's usage so far, and cancelling one. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ServiceList, serviceErrors } from '../../site/shared/api/services';
import { monthOf } from '../../site/shared/domain/metering';
import { US_CUSTOMER } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { customerWithCart, PRO_MONTHLY, placedOrder } from '../test/checkout';
import { api, freshClient, signedInUser } from '../test/helpers';

beforeAll(seedWithInStockService);

async function list(token: string): Promise<ServiceList> {
  const res = await api<ServiceList>('GET', '/api/services', { token });
  if (!res.body.success) throw new Error(`${res.status} ${res.body.error}`);
  return res.body.data;
}
const cancel = (token: string, id: string) =>
  api('POST', `/api/services/${id}/cancel`, { token, body: {}, headers: freshClient() });

describe('GET /api/services', () => {
  it('lists each ordered line as a service with this month’s started hours and amount so far', async () => {
    const user = await customerWithCart(US_CUSTOMER, [PRO_MONTHLY, { planId: 'starter', billingPeriod: 'annual' }]);
    const order = await placedOrder(user.token);
    const before = Date.now();
    const data = await list(user.token);
    expect(data.month).toBe(monthOf(before));
    // Lines of one order start at the same time; their order in the list is not the point here.
    const pro = data.services.find((service) => service.itemId === 'pro');
    const starter = data.services.find((service) => service.itemId === 'starter');
    expect(pro).toMatchObject({
      itemKind: 'plan',
      itemId: 'pro',
      name: 'Pro',
      count: 1,
      billingPeriod: 'monthly',
      region: 'New York',
      state: 'active',
      startedAt: order.createdAt,
      endedAt: null,
      monthlyPriceCents: 2900,
      hourlyRateMills: 43,
      capped: false,
    });
    // Just started: its first hour has begun, 1 × $0.043 = 4 cents.
    expect(pro?.hoursThisMonth).toBe(1);
    expect(pro?.amountThisMonthCents).toBe(4);
    // Annual: paid at checkout, never metered.
    expect(starter).toMatchObject({
      itemId: 'starter',
      billingPeriod: 'annual',
      hoursThisMonth: 0,
      amountThisMonthCents: 0,
    });
    expect(data.thisMonthCents).toBe(pro?.amountThisMonthCents);
    expect(data.forecastCents).toBeGreaterThanOrEqual(data.thisMonthCents);
    expect(data.forecastCents).toBeLessThanOrEqual(2900);
  });

  it('is empty for a new customer', async () => {
    const user = await signedInUser();
    expect(await list(user.token)).toMatchObject({ services: [], thisMonthCents: 0, forecastCents: 0 });
  });
});

describe('POST /api/services/{id}/cancel', () => {
  it('ends the service at once; its metering stops; a second cancel is 409', async () => {
    const user = await customerWithCart(US_CUSTOMER, [PRO_MONTHLY]);
    await placedOrder(user.token);
    const [service] = (await list(user.token)).services;
    if (!service) throw new Error('no service');
    const res = await cancel(user.token, service.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { id: service.id, state: 'ended', endedAt: expect.any(String) },
    });
    const [ended] = (await list(user.token)).services;
    expect(ended?.state).toBe('ended');
    // Nothing more to come this month than what has been metered.
    expect((await list(user.token)).forecastCents).toBe(ended?.amountThisMonthCents);
    const again = await cancel(user.token, service.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: serviceErrors.alreadyEnded });
  });

  it('answers 404 for another account’s or an unknown service, 400 for a malformed id', async () => {
    const owner = await customerWithCart(US_CUSTOMER, [PRO_MONTHLY]);
    await placedOrder(owner.token);
    const [service] = (await list(owner.token)).services;
    const stranger = await signedInUser();
    const res = await cancel(stranger.token, service?.id ?? '');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: serviceErrors.notFound });
    expect((await list(owner.token)).services[0]?.state).toBe('active');
    expect((await cancel(owner.token, crypto.randomUUID())).status).toBe(404);
    const malformed = await cancel(owner.token, 'not-a-uuid');
    expect(malformed.status).toBe(400);
  });
});
