import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { runBatch } from '../db/compiled';
import { rateLimits } from '../db/schema';
import { namedBatch, runNamed } from './named-batch';

describe('namedBatch', () => {
  it('runs the statements in the order they are named and answers each under its name', async () => {
    const db = getDb(env.DB);
    const key = `named-batch:${crypto.randomUUID()}`;
    const batch = namedBatch({
      before: db.select().from(rateLimits).where(eq(rateLimits.key, key)),
      insert: db.insert(rateLimits).values({ key, windowStart: 1, count: 7 }).returning({ count: rateLimits.count }),
      after: db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)),
    });
    const { before, insert, after } = batch.read(await runBatch(env.DB, batch.statements));
    expect(before).toEqual([]);
    expect(insert).toEqual([{ count: 7 }]);
    expect(after).toEqual([{ count: 7 }]);
  });

  it('runNamed sends one drizzle batch, in the order named, and answers by name', async () => {
    const db = getDb(env.DB);
    const key = `run-named:${crypto.randomUUID()}`;
    const { insert, bump, after } = await runNamed(db, {
      insert: db.insert(rateLimits).values({ key, windowStart: 1, count: 2 }).returning({ count: rateLimits.count }),
      bump: db
        .update(rateLimits)
        .set({ count: 5 })
        .where(eq(rateLimits.key, key))
        .returning({ count: rateLimits.count }),
      after: db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)),
    });
    expect(insert).toEqual([{ count: 2 }]);
    expect(bump).toEqual([{ count: 5 }]);
    expect(after).toEqual([{ count: 5 }]);
  });
});
