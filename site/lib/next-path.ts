/**
 * Same-site redirect targets after sign-in: only a path that stays on this site is honoured, judged
 * as the browser will resolve it; anything else, an absolute URL included, falls back to `/`.
 */

// Any origin does: only whether resolving keeps it matters. `.invalid` can never be a real host.
const BASE = 'http://same.invalid';

/** Where `path` lands when the browser resolves it against this site, or null when it leaves the site. */
function resolveOnSite(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || typeof raw !== 'string' || raw.length > 512) return '/';
  // Our own links never hold control characters; the URL parser would drop tabs and newlines and
  // so join what they separate (`/\t/host` is `//host`).
  if (!raw.startsWith('/') || [...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return '/';
  }
  // Judged after resolving, since dot segments (also `%2e`) and backslashes are only undone then:
  // `/.//host` and `/%2e/\host` both resolve to a path beginning `//`, which a browser reads as a host.
  const url = resolveOnSite(raw);
  if (!url || url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return '/';
  if (url.pathname === '/login' || url.pathname === '/signup') return '/';
  const next = url.pathname + url.search + url.hash;
  // What we hand to `location.assign` is resolved once more by the browser: it must land on the same place.
  return resolveOnSite(next)?.href === url.href ? next : '/';
}
