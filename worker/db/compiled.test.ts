import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from './client';
import { compiled, runBatch } from './compiled';
import { rateLimits } from './schema';

/** A counter row of this test's own, so the shared database's other rows do not matter. */
async function counter(count: number) {
  const key = `compiled-test:${crypto.randomUUID()}`;
  await getDb(env.DB).insert(rateLimits).values({ key, windowStart: 1, count });
  return key;
}

describe('compiled statements', () => {
  it('are built once and bind each run its own values', async () => {
    let builds = 0;
    const byKey = compiled((db) => {
      builds += 1;
      return db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, sql.placeholder('key')));
    });
    const [a, b] = [await counter(3), await counter(7)];
    const [first, second] = await runBatch(env.DB, [byKey({ key: a }), byKey({ key: b })]);
    expect([first, second]).toEqual([[{ count: 3 }], [{ count: 7 }]]);
    expect(await runBatch(env.DB, [byKey({ key: b })])).toEqual([[{ count: 7 }]]);
    expect(builds).toBe(1);
  });

  it('take shared values, and an item value wins over a shared one', async () => {
    const byKey = compiled((db) =>
      db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, sql.placeholder('key'))),
    );
    const [a, b] = [await counter(1), await counter(2)];
    const [shared, own] = await runBatch(env.DB, [byKey(), byKey({ key: b })], { key: a });
    expect([shared, own]).toEqual([[{ count: 1 }], [{ count: 2 }]]);
  });

  it('run in one batch with queries built for the request, writes included', async () => {
    const key = await counter(5);
    const db = getDb(env.DB);
    const bump = compiled((qb) =>
      qb
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} + 1` })
        .where(eq(rateLimits.key, sql.placeholder('key')))
        .returning({ count: rateLimits.count }),
    );
    const read = db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
    expect(await runBatch(env.DB, [bump({ key }), read])).toEqual([[{ count: 6 }], [{ count: 6 }]]);
  });

  it('refuse to run without a value for a placeholder (nothing is bound as undefined)', async () => {
    const byKey = compiled((db) =>
      db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, sql.placeholder('key'))),
    );
    await expect(runBatch(env.DB, [byKey()])).rejects.toThrow(/placeholder "key"/);
  });
});
