/**
 * Same-site redirect targets (rulings R16): only a relative path that stays on this
 * site is honoured; anything else, an absolute URL included, falls back to `/`.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || typeof raw !== 'string' || raw.length > 512) return '/';
  // Reject protocol-relative (`//host`), backslash tricks and anything not starting with one slash.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  try {
    const base = 'http://same.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return '/';
    if (url.pathname === '/login' || url.pathname === '/signup') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/** The login address that brings the user back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  const next = safeNextPath(path);
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next).replace(/%2F/g, '/')}`;
}
