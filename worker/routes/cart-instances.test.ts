/**
 * VPS sizes and GPU instances in the cart (docs/decisions/vps-and-gpus-orderable.md): adding, the
 * GPU count (1–8), the region per line, `PATCH /api/cart/lines/{id}`, the refusals, and checkout
 * copying count and region into the order and the services.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CartItem, type CartResponse, cartErrors } from '../../site/shared/api/cart';
import type { Order } from '../../site/shared/api/orders';
import { site } from '../../site/shared/config';
import { GERMAN_CONSUMER, giveBillingDetails } from '../test/billing';
import { catalogFromFiles, runSeed } from '../test/catalog';
import { customerWithCart, placedOrder } from '../test/checkout';
import { api, freshClient, signedInUser } from '../test/helpers';

beforeAll(async () => {
  const data = catalogFromFiles();
  await runSeed({
    ...data,
    instances: [
      ...data.instances,
      { ...base('gpu-sold-out', 'gpu'), hourlyPrice: 2, isOutOfStock: true },
      { ...base('gpu-custom', 'gpu'), hourlyPrice: null },
      { ...base('vps-frankfurt', 'vps'), monthlyPrice: 7, locations: ['Frankfurt', 'London'] },
    ],
  });
});

function base(id: string, kind: 'vps' | 'gpu') {
  const common = { _id: id, kind, name: id, description: 'A test item.', specs: ['1 vCPU'] };
  return { ...common, monthlyPrice: null, hourlyPrice: null, locations: 'All' as const, isOutOfStock: false };
}

const add = (token: string, body: unknown) => api('POST', '/api/cart/add', { token, body, headers: freshClient() });
const patch = (token: string, id: string, body: unknown) =>
  api<CartResponse>('PATCH', `/api/cart/lines/${id}`, { token, body, headers: freshClient() });

async function cartOf(token: string): Promise<CartItem[]> {
  const res = await api<CartResponse>('GET', '/api/cart', { token });
  if (!res.body.success) throw new Error(`${res.status} ${res.body.error}`);
  return res.body.data.items;
}

describe('GPU instances in the cart', () => {
  it('adds one, adds again to the same line, and stops at 8', async () => {
    const { token } = await signedInUser();
    expect((await add(token, { instanceId: 'ai-standard', billingPeriod: 'monthly' })).status).toBe(200);
    expect((await add(token, { instanceId: 'ai-standard', billingPeriod: 'monthly' })).status).toBe(200);
    let [line] = await cartOf(token);
    expect(line).toMatchObject({ count: 2, region: site.dataCenters[0], regions: [...site.dataCenters] });
    expect(line?.instanceId).toMatchObject({ _id: 'ai-standard', kind: 'gpu', hourlyPrice: 1.5, monthlyPrice: null });
    expect((await add(token, { instanceId: 'ai-standard', billingPeriod: 'monthly', count: 6 })).status).toBe(200);
    const ninth = await add(token, { instanceId: 'ai-standard', billingPeriod: 'monthly' });
    expect(ninth.status).toBe(409);
    expect(ninth.body).toEqual({ success: false, error: cartErrors.tooMany });
    [line] = await cartOf(token);
    expect(line?.count).toBe(8);
    expect(await cartOf(token)).toHaveLength(1);
  });

  it('refuses annual GPUs, custom prices, sold-out types, unknown ids and the Free plan', async () => {
    const { token } = await signedInUser();
    const cases = [
      [{ instanceId: 'ai-basic', billingPeriod: 'annual' }, 400, cartErrors.gpuMonthly],
      [{ instanceId: 'gpu-custom', billingPeriod: 'monthly' }, 400, cartErrors.customPrice],
      [{ instanceId: 'gpu-sold-out', billingPeriod: 'monthly' }, 409, cartErrors.instanceOutOfStock],
      [{ instanceId: 'no-such-gpu', billingPeriod: 'monthly' }, 404, cartErrors.instanceNotFound],
      [{ instanceId: 'standard-1', billingPeriod: 'monthly', count: 2 }, 400, cartErrors.countOnlyGpu],
      [{ planId: 'pro', billingPeriod: 'monthly', count: 2 }, 400, cartErrors.countOnlyGpu],
      [{ planId: 'free', billingPeriod: 'monthly' }, 400, cartErrors.freeIncluded],
      [{ instanceId: 'ai-basic', billingPeriod: 'monthly', count: 9 }, 400, cartErrors.count],
      [{ instanceId: 'ai-basic', planId: 'pro', billingPeriod: 'monthly' }, 400, cartErrors.oneItem],
    ] as const;
    for (const [body, status, error] of cases) {
      const res = await add(token, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body).toMatchObject({ success: false, error });
    }
    expect(await cartOf(token)).toEqual([]);
  });
});

describe('regions', () => {
  it("takes a region from the item's locations, the first when none is given", async () => {
    const { token } = await signedInUser();
    await add(token, { instanceId: 'vps-frankfurt', billingPeriod: 'annual' });
    await add(token, { planId: 'pro', billingPeriod: 'monthly', region: 'Sydney' });
    const [vps, plan] = await cartOf(token);
    expect(vps).toMatchObject({ region: 'Frankfurt', regions: ['Frankfurt', 'London'], count: 1 });
    expect(plan).toMatchObject({ region: 'Sydney' });
    const refused = await add(token, { instanceId: 'vps-frankfurt', billingPeriod: 'monthly', region: 'Sydney' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: cartErrors.region(['Frankfurt', 'London']) });
    // Nothing changed: the line keeps its annual billing.
    expect((await cartOf(token))[0]).toMatchObject({ billingPeriod: 'annual', region: 'Frankfurt' });
  });
});

describe('PATCH /api/cart/lines/{id}', () => {
  it("sets a GPU line's count and a line's region, and refuses what does not fit", async () => {
    const { token } = await signedInUser();
    await add(token, { instanceId: 'ai-pro', billingPeriod: 'monthly' });
    await add(token, { instanceId: 'vps-frankfurt', billingPeriod: 'monthly' });
    const [gpu, vps] = await cartOf(token);
    if (!gpu || !vps) throw new Error('two lines expected');
    const changed = await patch(token, gpu.id, { count: 5, region: 'Singapore' });
    expect(changed.status).toBe(200);
    expect(changed.body.success && changed.body.data.items[0]).toMatchObject({ count: 5, region: 'Singapore' });
    const refusals = [
      [gpu.id, { count: 0 }, 400, cartErrors.count],
      [gpu.id, { count: 9 }, 400, cartErrors.count],
      [gpu.id, {}, 400, cartErrors.lineChange],
      [vps.id, { count: 2 }, 400, cartErrors.countOnlyGpu],
      [vps.id, { region: 'Sydney' }, 400, cartErrors.region(['Frankfurt', 'London'])],
      [crypto.randomUUID(), { count: 2 }, 404, cartErrors.lineNotFound],
    ] as const;
    for (const [id, body, status, error] of refusals) {
      const res = await patch(token, id, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body).toMatchObject({ success: false, error });
    }
    expect(await cartOf(token)).toMatchObject([
      { count: 5, region: 'Singapore' },
      { count: 1, region: 'Frankfurt' },
    ]);
  });

  it("answers 404 for another account's line", async () => {
    const [a, b] = [await signedInUser(), await signedInUser()];
    await add(a.token, { instanceId: 'ai-basic', billingPeriod: 'monthly' });
    const [line] = await cartOf(a.token);
    const res = await patch(b.token, line?.id ?? '', { count: 3 });
    expect(res.status).toBe(404);
    expect((await cartOf(a.token))[0]?.count).toBe(1);
  });
});

describe('checkout of VPS sizes and GPUs', () => {
  it('copies count and region into the order and the services; a GPU costs nothing now', async () => {
    const user = await customerWithCart(undefined, [
      { instanceId: 'ai-standard', billingPeriod: 'monthly', count: 2, region: 'London' },
      { instanceId: 'standard-2', billingPeriod: 'annual' },
    ]);
    const order: Order = await placedOrder(user.token);
    expect(order.lines).toMatchObject([
      { itemType: 'gpu', itemId: 'ai-standard', count: 2, region: 'London', hourlyPrice: 1.5, unitPrice: 0 },
      { itemType: 'vps', itemId: 'standard-2', count: 1, region: site.dataCenters[0], hourlyPrice: null },
    ]);
    // Only the annual VPS size is due now: $10 × 12 with the annual discount.
    expect(order.subtotal).toBeGreaterThan(0);
    expect(order.invoice).not.toBeNull();
    const { results } = await env.DB.prepare(
      'SELECT item_kind, item_id, count, region, billing_period, hourly_rate_mills, monthly_price_cents FROM account_services WHERE order_id = ? ORDER BY item_id',
    )
      .bind(order.id)
      .all();
    expect(results).toEqual([
      {
        item_kind: 'gpu',
        item_id: 'ai-standard',
        count: 2,
        region: 'London',
        billing_period: 'monthly',
        hourly_rate_mills: 1500,
        monthly_price_cents: 0,
      },
      {
        item_kind: 'vps',
        item_id: 'standard-2',
        count: 1,
        region: site.dataCenters[0],
        billing_period: 'annual',
        hourly_rate_mills: 15,
        monthly_price_cents: 1000,
      },
    ]);
  });
});

describe('the tax before the order', () => {
  it("is null without billing details and the billing country's VAT with them", async () => {
    const { token } = await signedInUser();
    const before = await api<CartResponse>('GET', '/api/cart', { token });
    expect(before.body.success && before.body.data.tax).toBeNull();
    await giveBillingDetails(token, GERMAN_CONSUMER);
    const after = await api<CartResponse>('GET', '/api/cart', { token });
    expect(after.body.success && after.body.data.tax).toEqual({ kind: 'vat', rateBasisPoints: 1900, country: 'DE' });
  });
});
