import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { byPrice, type Plan } from '../../site/shared/domain/catalog';
import { hourlyPrice } from '../../site/shared/domain/hourly';
import { listServices } from '../db/catalog';
import { getDb } from '../db/client';
import { catalogFromFiles, runSeed } from '../test/catalog';
import { api } from '../test/helpers';

beforeAll(async () => {
  await runSeed();
});

describe('GET /api/plans', () => {
  it('lists exactly the plans of content/catalog/plans.json, in catalog order', async () => {
    const res = await api<Plan[]>('GET', '/api/plans');
    expect(res.status).toBe(200);
    const expected = [...catalogFromFiles().plans]
      .sort(byPrice)
      .map((plan) => ({ ...plan, hourlyPrice: hourlyPrice(plan.monthlyPrice) }));
    expect(res.body).toEqual({ success: true, data: expected });
  });

  it("carries each plan's hourly rate: monthly ÷ 672 to three decimals, none for free or custom", async () => {
    const res = await api<(Plan & { hourlyPrice: number | null })[]>('GET', '/api/plans');
    if (!res.body.success) throw new Error(res.body.error);
    const rates = Object.fromEntries(res.body.data.map((plan) => [plan.name, plan.hourlyPrice]));
    expect(rates).toEqual({ Free: null, Starter: 0.018, Pro: 0.043, Business: 0.118, Enterprise: null });
  });

  it('includes the free tier of the spec, a Pro plan and a custom-priced plan', async () => {
    const res = await api<Plan[]>('GET', '/api/plans');
    if (!res.body.success) throw new Error(res.body.error);
    const plans = res.body.data;
    expect(plans.find((plan) => plan.monthlyPrice === 0)).toMatchObject({
      name: 'Free',
      cpuCores: 1,
      ram: 512 * 1024 ** 2,
      storage: 10 * 1024 ** 3,
      bandwidth: 100 * 1024 ** 3,
    });
    expect(plans.some((plan) => plan.name === 'Pro' && plan.monthlyPrice !== null)).toBe(true);
    expect(plans.some((plan) => plan.monthlyPrice === null)).toBe(true);
  });

  it('needs no token and ignores a bad one', async () => {
    const res = await api('GET', '/api/plans', { headers: { authorization: 'Bearer nope' } });
    expect(res.status).toBe(200);
  });

  it('stores the services of content/catalog/services.json, stock flags included', async () => {
    const stored = await listServices(getDb(env.DB));
    const expected = [...catalogFromFiles().services].sort(
      (a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) || byPrice(a, b),
    );
    expect(stored).toEqual(expected);
    // The seed keeps the spec's flags: every listed service is out of stock.
    expect(stored.every((service) => service.isOutOfStock)).toBe(true);
  });

  it('answers other methods with 405 and Allow, in the envelope', async () => {
    const res = await api('POST', '/api/plans', { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.body).toEqual({ success: false, error: 'POST is not allowed on /api/plans (allowed: GET, HEAD)' });
  });
});
