import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { forgetCachedCatalog } from '../lib/catalog-cache';
import { catalogFromFiles, runSeed } from '../test/catalog';
import { api, signedInUser } from '../test/helpers';

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n;

describe('catalog seed', () => {
  it('is idempotent and keeps accounts and carts', async () => {
    // The test files share one database (vitest.worker.config.ts): other files add their own catalog rows,
    // so this compares the counts before and after seeding again, and counts this user's cart only.
    const rows = async () =>
      Promise.all(['plans', 'services', 'coupons'].map((table) => count(`SELECT COUNT(*) AS n FROM ${table}`)));
    await runSeed();
    const seeded = await rows();
    const user = await signedInUser();
    await api('POST', '/api/cart/add', { token: user.token, body: { planId: 'pro', billingPeriod: 'monthly' } });
    await runSeed();
    await runSeed();
    expect(await rows()).toEqual(seeded);
    const data = catalogFromFiles();
    for (const [table, items] of [
      ['plans', data.plans],
      ['services', data.services],
    ] as const)
      expect(
        await count(
          `SELECT COUNT(*) AS n FROM ${table} WHERE id IN (${items.map(() => '?').join(',')})`,
          ...items.map((item) => item._id),
        ),
      ).toBe(items.length);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM cart_items JOIN users ON users.id = cart_items.user_id WHERE users.email = ?',
        user.email,
      ),
    ).toBe(1);
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
  });

  it('applies edits to the data and retires removed items without deleting them', async () => {
    const data = catalogFromFiles();
    const [first, ...rest] = data.plans;
    if (!first) throw new Error('no plans');
    await runSeed({ ...data, plans: [{ ...first, name: 'Renamed' }, ...rest.slice(1)] });
    // The catalog is cached at the edge for a minute (lib/catalog-cache.ts); a deploy's seed shows once it expires.
    await forgetCachedCatalog('http://nimbus.test/api/plans');
    const res = await api<{ _id: string; name: string }[]>('GET', '/api/plans');
    if (!res.body.success) throw new Error(res.body.error);
    expect(res.body.data.find((plan) => plan._id === first._id)?.name).toBe('Renamed');
    expect(res.body.data).toHaveLength(data.plans.length - 1);
    expect(await count('SELECT COUNT(*) AS n FROM plans')).toBe(data.plans.length);
    await runSeed();
    await forgetCachedCatalog('http://nimbus.test/api/plans');
    const back = await api<unknown[]>('GET', '/api/plans');
    expect(back.body.success && back.body.data).toHaveLength(data.plans.length);
  });

  it('quotes text exactly (an apostrophe in the data stays one)', async () => {
    const data = catalogFromFiles();
    const [first, ...rest] = data.plans;
    if (!first) throw new Error('no plans');
    await runSeed({ ...data, plans: [{ ...first, description: "It's O'Brien's plan" }, ...rest] });
    const row = await env.DB.prepare('SELECT description FROM plans WHERE id = ?')
      .bind(first._id)
      .first<{ description: string }>();
    expect(row?.description).toBe("It's O'Brien's plan");
  });
});
