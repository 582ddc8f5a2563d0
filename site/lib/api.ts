/**
 * The browser's one way to call `/api`: JSON in, the JSON envelope out. HTTP failures come
 * back as `{ok: false}`; only a network failure throws, so callers can tell the two apart
 * (the spec gives each its own message).
 *
 * It also carries the D1 bookmark (read replication): the API answers the newest
 * bookmark of each request in `x-d1-bookmark`; this module keeps the newest one it has seen in
 * localStorage (so it survives page loads and is shared by the site's tabs) and sends it with
 * every request, so a read right after a write (the cart after "Add to cart") sees that write
 * even when a replica answers it. A request without one is read at the primary, so keeping it
 * across tabs also keeps most reads on replicas. It is no secret: only a position in D1's log.
 */
export type FieldErrors = Record<string, string>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: FieldErrors };

/**
 * What a form's submit step needs from an answer: ApiResult as it is, or a store action's outcome
 * (the action has already dealt with 401 and chosen its texts).
 */
export type Sent<T> = { ok: true; data: T } | { ok: false; error: string; fields?: FieldErrors; status?: number };

type Envelope<T> = { success: true; data: T } | { success: false; error?: string; fields?: FieldErrors };

export const BOOKMARK_HEADER = 'x-d1-bookmark';
const BOOKMARK_KEY = 'd1-bookmark';

/** The bookmark kept for this tab; null where storage is unavailable (private modes, tests). */
export function currentBookmark(): string | null {
  try {
    return window.localStorage.getItem(BOOKMARK_KEY);
  } catch {
    return null;
  }
}

/**
 * Keeps `bookmark` when it is newer than the one kept. D1 bookmarks are fixed-width hex groups that
 * sort in commit order, so of two the greater is newer; an answer from a lagging replica never takes
 * this tab back in time.
 */
export function rememberBookmark(bookmark: string | null) {
  if (!bookmark) return;
  const known = currentBookmark();
  if (known !== null && known.length === bookmark.length && known >= bookmark) return;
  try {
    window.localStorage.setItem(BOOKMARK_KEY, bookmark);
  } catch {
    // No storage: each request then reads at the primary, which is always up to date.
  }
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const bookmark = currentBookmark();
  if (bookmark) headers[BOOKMARK_HEADER] = bookmark;
  const response = await fetch(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  rememberBookmark(response.headers.get(BOOKMARK_HEADER));
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (response.ok && envelope?.success === true) return { ok: true, status: response.status, data: envelope.data };
  const failed = envelope && envelope.success === false ? envelope : null;
  return { ok: false, status: response.status, error: failed?.error ?? '', fields: failed?.fields ?? {} };
}
