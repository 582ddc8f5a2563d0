import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from './client';
import { countHit, refundHit } from './rate-limits';

const db = () => getDb(env.DB);
const WINDOW = 60_000;
const hit = async (key: string, now?: number, gates: { key: string; limit: number }[] = []) =>
  (await countHit(db(), key, WINDOW, gates, now))[0];

describe('countHit', () => {
  it('counts hits within a window and restarts once it has run out', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const t0 = 1_000_000;
    expect(await hit(key, t0)).toEqual({ count: 1, windowStart: t0 });
    expect(await hit(key, t0 + 10)).toEqual({ count: 2, windowStart: t0 });
    expect(await hit(key, t0 + WINDOW - 1)).toEqual({ count: 3, windowStart: t0 });
    expect(await hit(key, t0 + WINDOW)).toEqual({ count: 1, windowStart: t0 + WINDOW });
  });

  it('gives every one of many concurrent hits its own count', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const hits = await Promise.all(Array.from({ length: 12 }, () => hit(key)));
    expect(hits.map((h) => h?.count).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('keeps keys apart', async () => {
    const a = `test:${crypto.randomUUID()}`;
    const b = `test:${crypto.randomUUID()}`;
    await hit(a);
    await hit(a);
    expect((await hit(b))?.count).toBe(1);
  });

  it('counts nothing while a gate is over its limit', async () => {
    const narrow = `test:${crypto.randomUUID()}`;
    const wide = `test:${crypto.randomUUID()}`;
    const gates = [{ key: narrow, limit: 1 }];
    await hit(narrow);
    expect((await hit(wide, undefined, gates))?.count).toBe(1);
    await hit(narrow);
    expect(await hit(wide, undefined, gates)).toBeUndefined();
    const row = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?')
      .bind(wide)
      .first<{ count: number }>();
    expect(row?.count).toBe(1);
  });
});

describe('refundHit', () => {
  it('takes one hit back in the same window only, never below zero', async () => {
    const key = `test:${crypto.randomUUID()}`;
    const first = await hit(key, 5_000);
    await hit(key, 5_001);
    await refundHit(db(), key, first?.windowStart ?? 0);
    expect((await hit(key, 5_002))?.count).toBe(2);
    await refundHit(db(), key, 1);
    expect((await hit(key, 5_003))?.count).toBe(3);
  });
});
