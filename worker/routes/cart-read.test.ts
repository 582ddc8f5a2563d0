/**
 * What the signed-in cart read costs (docs/scaling.md): one D1 round trip of two statements, the
 * session lookup (with its account and role) and the cart with its billing details in one join
 * (db/cart-read.ts). It was six statements: billing, lines, plans, services and instance types apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../site/shared/api/cart';
import { US_CUSTOMER } from '../test/billing';
import { runSeed } from '../test/catalog';
import { customerWithCart, PRO_ANNUAL } from '../test/checkout';
import { newTrace } from '../test/counting-d1';
import { callWorker } from '../test/direct';
import { freshClient } from '../test/helpers';

beforeAll(async () => {
  await runSeed();
});

async function readCart(token: string) {
  const trace = newTrace();
  const res = await callWorker<CartResponse>('GET', '/api/cart', { token, headers: freshClient(), trace });
  if (!res.body.success) throw new Error(`cart: ${res.status} ${res.body.error}`);
  return { cart: res.body.data, trace };
}

/** Each round trip's statements (a batch lists its own joined by " ; "). */
const statements = (sql: string[]) => sql.map((trip) => trip.split(' ; ').length);

describe('GET /api/cart', () => {
  it('reads the session and a cart of three kinds of line with its billing details: one batch of two statements', async () => {
    const { token } = await customerWithCart(US_CUSTOMER, [
      PRO_ANNUAL,
      { planId: 'starter', billingPeriod: 'monthly' },
      { instanceId: 'ai-standard', billingPeriod: 'monthly', count: 2 },
    ]);
    const { cart, trace } = await readCart(token);
    expect(cart.items.map((item) => item.planId?._id ?? item.instanceId?._id)).toEqual([
      'pro',
      'starter',
      'ai-standard',
    ]);
    expect(cart.items.map((item) => item.count)).toEqual([1, 1, 2]);
    expect(cart.tax).not.toBeNull();
    expect(statements(trace.sql), trace.sql.join('\n')).toEqual([2]);
  });

  it('an empty cart still answers its billing details, and a cart without them no tax', async () => {
    const empty = await readCart((await customerWithCart(US_CUSTOMER, [])).token);
    expect(empty.cart.items).toEqual([]);
    expect(empty.cart.tax).not.toBeNull();
    expect(statements(empty.trace.sql)).toEqual([2]);
    const unbilled = await readCart((await customerWithCart(null, [PRO_ANNUAL])).token);
    expect(unbilled.cart.items).toHaveLength(1);
    expect(unbilled.cart.tax).toBeNull();
  });
});
