/**
 * The public catalog at the edge. `GET /api/plans` is the same for everyone and changes
 * only when `db-setup` seeds the catalog (a deploy), so it is answered from, in order:
 *
 *   1. this isolate's memory, while the entry is fresh (FRESH_SECONDS after it was rendered);
 *   2. the data centre's Workers Cache API (`caches.default`), where one is present, also fresh
 *      for FRESH_SECONDS: a hit there touches no D1 either;
 *   3. D1 itself, read with 'first-unconstrained' (any replica will do: the catalog is not the
 *      customer's own write), then stored in both.
 *
 * Browsers and CDNs get `Cache-Control: public, max-age=0, s-maxage=60, stale-while-revalidate=300`
 * (browsers revalidate every time, CDNs keep a minute and may serve five more minutes stale while
 * they refetch) and a strong `ETag` (a SHA-256 of the exact body), so a revalidation whose
 * `If-None-Match` matches answers 304 without a body.
 *
 * Invalidation: nothing purges; entries expire. A new seed is served everywhere at most
 * FRESH_SECONDS (this Worker's caches) plus STALE_SECONDS (a CDN or browser serving stale while it
 * revalidates) after it lands. The Cache API ignores `stale-while-revalidate` (only `s-maxage`
 * counts there), which is why the Worker's own layers use FRESH_SECONDS alone.
 */
import type { Context } from 'hono';
import { type Db, sessionDb } from '../db/client';
import type { AppEnv } from '../env';

export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 300;
export const CATALOG_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

const RENDERED_AT = 'x-catalog-rendered-at';

type Entry = { body: string; etag: string; renderedAt: number };

const memory = new Map<string, Entry>();

const fresh = (entry: Entry | undefined, now: number): entry is Entry =>
  entry !== undefined && now - entry.renderedAt < FRESH_SECONDS * 1000;

/** The cache key: the URL without its query, so `?x=1` cannot fill the cache with copies. */
const keyOf = (url: string) => {
  const key = new URL(url);
  key.search = '';
  return key.toString();
};

const edgeCache = (): Cache | null => (typeof caches === 'undefined' ? null : caches.default);

async function strongEtag(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const base64 = btoa(String.fromCharCode(...digest.slice(0, 18)));
  return `"${base64.replaceAll('+', '-').replaceAll('/', '_')}"`;
}

/** Whether `If-None-Match` names `etag` (a weak comparison, as RFC 9110 asks for this header) or is `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

async function fromEdge(key: string, now: number): Promise<Entry | null> {
  const hit = await edgeCache()?.match(new Request(key));
  if (!hit) return null;
  const entry = {
    body: await hit.text(),
    etag: hit.headers.get('etag') ?? '',
    renderedAt: Number(hit.headers.get(RENDERED_AT)),
  };
  return fresh(entry, now) && entry.etag ? entry : null;
}

async function render(
  c: Context<AppEnv>,
  key: string,
  load: (db: Db) => Promise<unknown>,
  now: number,
): Promise<Entry> {
  // Any replica will do: the catalog is nobody's own write.
  const { db } = sessionDb(c.env.DB.withSession('first-unconstrained'));
  const body = JSON.stringify({ success: true, data: await load(db) });
  const entry = { body, etag: await strongEtag(body), renderedAt: now };
  const cache = edgeCache();
  if (cache) {
    const stored = new Response(body, {
      headers: {
        'content-type': 'application/json',
        etag: entry.etag,
        'cache-control': `public, s-maxage=${FRESH_SECONDS}`,
        [RENDERED_AT]: String(now),
      },
    });
    c.executionCtx.waitUntil(cache.put(new Request(key), stored));
  }
  return entry;
}

/** Answers a public catalog read from the caches above, or from `load` (D1) when they have nothing fresh. */
export async function catalogAnswer(c: Context<AppEnv>, load: (db: Db) => Promise<unknown>): Promise<Response> {
  const key = keyOf(c.req.url);
  const now = Date.now();
  let entry = memory.get(key);
  if (!fresh(entry, now)) {
    entry = (await fromEdge(key, now)) ?? (await render(c, key, load, now));
    memory.set(key, entry);
  }
  // The one exception to the API's `no-store` (middleware/security-headers.ts).
  c.set('cacheControl', CATALOG_CACHE_CONTROL);
  c.header('ETag', entry.etag);
  if (etagMatches(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(entry.body, 200);
}

/** Drops the cached catalog at `url` from this isolate and the Cache API (tests that reseed use it). */
export async function forgetCachedCatalog(url: string): Promise<void> {
  const key = keyOf(url);
  memory.delete(key);
  await edgeCache()?.delete(new Request(key));
}

/** Drops only this isolate's copy (tests use it to reach the Cache API layer). */
export function forgetCatalogMemory(): void {
  memory.clear();
}
