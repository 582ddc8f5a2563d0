import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from './client';
import { hitRateLimit, pruneRateLimits } from './rate-limits';

const db = () => getDb(env.DB);
const WINDOW = 60_000;

describe('hitRateLimit', () => {
  it('counts hits within a window and restarts once it has run out', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const t0 = 1_000_000;
    expect(await hitRateLimit(db(), key, WINDOW, t0)).toEqual({ count: 1, windowStart: t0 });
    expect(await hitRateLimit(db(), key, WINDOW, t0 + 10)).toEqual({ count: 2, windowStart: t0 });
    expect(await hitRateLimit(db(), key, WINDOW, t0 + WINDOW - 1)).toEqual({ count: 3, windowStart: t0 });
    expect(await hitRateLimit(db(), key, WINDOW, t0 + WINDOW)).toEqual({ count: 1, windowStart: t0 + WINDOW });
  });

  it('loses no hit under concurrent requests (one statement, no read-then-write)', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const hits = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(db(), key, WINDOW)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('keeps separate keys apart', async () => {
    const a = `test:${crypto.randomUUID()}`;
    const b = `test:${crypto.randomUUID()}`;
    await hitRateLimit(db(), a, WINDOW);
    await hitRateLimit(db(), a, WINDOW);
    expect((await hitRateLimit(db(), b, WINDOW)).count).toBe(1);
  });
});

describe('pruneRateLimits', () => {
  it('deletes only counters older than the cut-off', async () => {
    const old = `test:${crypto.randomUUID()}`;
    const recent = `test:${crypto.randomUUID()}`;
    await hitRateLimit(db(), old, WINDOW, 5);
    await hitRateLimit(db(), recent, WINDOW, 5_000);
    await pruneRateLimits(db(), 1_000);
    const keys = await env.DB.prepare('SELECT key FROM rate_limits WHERE key IN (?, ?)')
      .bind(old, recent)
      .all<{ key: string }>();
    expect(keys.results.map((r) => r.key)).toEqual([recent]);
  });
});
