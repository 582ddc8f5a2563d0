/** The public catalog at the edge: cache headers, ETag and 304, and hits that never reach D1. */
import { describe, expect, it } from 'vitest';
import { CATALOG_CACHE_CONTROL, etagMatches, forgetCachedCatalog, forgetCatalogMemory } from '../lib/catalog-cache';
import { catalogFromFiles, runSeed } from '../test/catalog';
import { newTrace } from '../test/counting-d1';
import { callWorker } from '../test/direct';
import { api, signedInUser } from '../test/helpers';

const PLANS_URL = 'http://nimbus.test/api/plans';

describe('GET /api/plans at the edge', () => {
  it('is public for CDNs with a short s-maxage and a longer stale-while-revalidate, and a strong ETag', async () => {
    await runSeed();
    await forgetCachedCatalog(PLANS_URL);
    const res = await api('GET', '/api/plans');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(CATALOG_CACHE_CONTROL).toBe(res.headers.get('cache-control'));
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{24}"$/);
    // The security headers still apply; the catalog sends no D1 bookmark (it is shared by everyone).
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-d1-bookmark')).toBeNull();
  });

  it('every other API answer stays no-store, errors of the catalog path included', async () => {
    const { token } = await signedInUser();
    for (const [method, path, auth] of [
      ['GET', '/api/health', undefined],
      ['GET', '/api/cart', token],
      ['GET', '/api/cart', undefined],
      ['POST', '/api/plans', undefined],
      ['GET', '/api/plans/extra', undefined],
    ] as const) {
      const res = await api(method, path, auth ? { token: auth } : {});
      expect(res.headers.get('cache-control'), `${method} ${path} → ${res.status}`).toBe('no-store');
    }
  });

  it('answers 304 with no body to a matching If-None-Match (strong, weak or *), 200 to a stale one', async () => {
    const first = await api('GET', '/api/plans');
    const etag = first.headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`, '*']) {
      const res = await callWorker('GET', '/api/plans', { headers: { 'if-none-match': ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
    }
    const stale = await api('GET', '/api/plans', { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
  });

  it('serves hits without D1: from the isolate, and from the Cache API when the isolate has no copy', async () => {
    await forgetCachedCatalog(PLANS_URL);
    const miss = newTrace();
    const fromD1 = await callWorker('GET', '/api/plans', { trace: miss });
    expect(miss.trips).toBe(1);
    const hit = newTrace();
    expect((await callWorker('GET', '/api/plans', { trace: hit })).body).toEqual(fromD1.body);
    expect(hit.trips).toBe(0);
    // A new isolate (or another one in the same data centre) finds it in caches.default.
    forgetCatalogMemory();
    const edge = newTrace();
    const fromEdge = await callWorker('GET', '/api/plans', { trace: edge });
    expect(edge.trips).toBe(0);
    expect(fromEdge.body).toEqual(fromD1.body);
    expect(fromEdge.headers.get('etag')).toBe(fromD1.headers.get('etag'));
  });

  it('a different catalog gets a different ETag once its cache entry is gone', async () => {
    await forgetCachedCatalog(PLANS_URL);
    const before = (await api('GET', '/api/plans')).headers.get('etag');
    const data = catalogFromFiles();
    await runSeed({ ...data, plans: data.plans.map((plan, i) => (i === 0 ? { ...plan, name: 'Renamed' } : plan)) });
    await forgetCachedCatalog(PLANS_URL);
    const after = await api<{ name: string }[]>('GET', '/api/plans');
    expect(after.body.success && after.body.data.some((plan) => plan.name === 'Renamed')).toBe(true);
    expect(after.headers.get('etag')).not.toBe(before);
    await runSeed();
    await forgetCachedCatalog(PLANS_URL);
  });
});

describe('etagMatches', () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    [undefined, '"a"', false],
    ['', '"a"', false],
  ])('%j against %j → %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
