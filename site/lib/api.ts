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

/**
 * The types of a call, read from the OpenAPI document (site/lib/api-types.d.ts, `npm run api:types`): a
 * path is one the document lists for the method, with each `{param}` as any text (`/api/orders/${id}`);
 * the body is its request schema, and `data` what its 2xx answer carries in the envelope.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Filled<K> = K extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : K;
type Answers<K extends keyof paths, M extends Method> = paths[K] extends Record<Lowercase<M>, object> ? K : never;

/** The paths a call with `method` may send. */
export type ApiPath<M extends Method> = { [K in keyof paths]: Filled<Answers<K, M>> }[keyof paths];

/** The document's path for a sent one: itself, else the one whose `{param}` segments it fills. */
type Route<M extends Method, P extends string> = P extends keyof paths
  ? Answers<P, M>
  : { [K in keyof paths]: P extends Filled<K> ? Answers<K, M> : never }[keyof paths];

type Operation<M extends Method, P extends string> = paths[Route<M, P>][Lowercase<M>];

/** What a 2xx answer to the call carries as the envelope's `data`. */
export type ApiData<M extends Method, P extends string> =
  Operation<M, P> extends { responses: infer R }
    ? {
        [S in keyof R]: `${S & number}` extends `2${string}`
          ? R[S] extends { content: { 'application/json': { data: infer D } } }
            ? D
            : never
          : never;
      }[keyof R]
    : unknown;

/** The call's JSON body: `undefined` when it takes none. */
export type ApiBody<M extends Method, P extends string> =
  Operation<M, P> extends { requestBody?: infer R }
    ? [R] extends [never]
      ? undefined
      : R extends { content: { 'application/json': infer B } }
        ? B
        : undefined
    : undefined;

/** Whether the call must send its body (the document says `required`). */
type BodyRequired<M extends Method, P extends string> =
  Operation<M, P> extends { requestBody: { content: object } } ? true : false;

type Options = { token?: string | null; headers?: Record<string, string> | undefined };

/** apiRequest's options: `body` as the call takes it, required when the document says so. */
type RequestOptions<M extends Method, P extends string> =
  BodyRequired<M, P> extends true
    ? [options: Options & { body: ApiBody<M, P> }]
    : [options?: Options & { body?: ApiBody<M, P> }];

/** A call typed by the document: its path, its body, and the `data` of its answer. */
type ApiCall = <M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...options: RequestOptions<M, P>
) => Promise<ApiResult<ApiData<M, P>>>;

/**
 * The request itself, for the functions typed from the document that send it (apiRequest here,
 * authRequest in stores/session.ts); islands and stores call those. `T` is what the caller's type says
 * the answer carries: the one place the JSON read from the network is taken for it.
 */
export async function sendRequest<T>(
  method: Method,
  path: string,
  options: Options & { body?: unknown } = {},
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

export const apiRequest: ApiCall = sendRequest;
