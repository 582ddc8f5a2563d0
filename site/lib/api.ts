/**
 * The browser's one way to call `/api`: `api`, an openapi-fetch client typed by the OpenAPI document
 * (site/lib/api-types.d.ts, `npm run api:types`), so a call takes only a path the document lists, its
 * parameters and its body. `answer()` reads the JSON envelope: HTTP failures come back as
 * `{ok: false}` with the error text and field messages; only a network failure throws, so callers
 * can tell the two apart (each has its own message). A call with the session passes
 * `signedIn` (stores/session.ts): the bearer, and what a signed-in answer says.
 *
 * The client also carries the D1 bookmark (read replication): the API answers the newest bookmark of
 * each request in `x-d1-bookmark`; this module keeps the newest one it has seen in localStorage (so it
 * survives page loads and is shared by the site's tabs) and sends it with every request, so a read
 * right after a write (the cart after "Add to cart") sees that write even when a replica answers it.
 * A request without one is read at the primary. It is no secret: only a position in D1's log.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api-types';

export type FieldErrors = Record<string, string>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: FieldErrors };

/**
 * What a form's submit step needs from an answer: ApiResult as it is, or a store action's outcome
 * (the action has already dealt with 401 and chosen its texts).
 */
export type Sent<T> = { ok: true; data: T } | { ok: false; error: string; fields?: FieldErrors; status?: number };

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

const bookmarks: Middleware = {
  onRequest({ request }) {
    const bookmark = currentBookmark();
    if (bookmark) request.headers.set(BOOKMARK_HEADER, bookmark);
  },
  onResponse({ response }) {
    rememberBookmark(response.headers.get(BOOKMARK_HEADER));
  },
};

// `fetch` is looked up at each call, not when the page loads, so a stand-in set later is the one used.
export const api = createClient<paths>({ headers: { accept: 'application/json' }, fetch: (request) => fetch(request) });
api.use(bookmarks);

/** What a 2xx answer of a call carries as the envelope's `data`. */
export type DataOf<A> = A extends { data: { data: infer D } } ? D : never;

type Failure = { success: false; error?: string; fields?: FieldErrors };
const isFailure = (body: unknown): body is Failure =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;

/** The envelope of a call's answer as an ApiResult; a 2xx without `success: true` is a failure too. */
export async function answer<A extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<A>,
): Promise<ApiResult<DataOf<A>>> {
  const { data, error, response } = await call;
  const { status } = response;
  const body = data as { success?: unknown; data?: unknown } | undefined;
  if (response.ok && body?.success === true) return { ok: true, status, data: body.data as DataOf<A> };
  const failed = isFailure(error ?? data) ? ((error ?? data) as Failure) : null;
  return { ok: false, status, error: failed?.error ?? '', fields: failed?.fields ?? {} };
}
