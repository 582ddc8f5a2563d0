/**
 * The browser's one way to call `/api`: JSON in, the R20 envelope out. HTTP failures come
 * back as `{ok: false}`; only a network failure throws, so callers can tell the two apart
 * (the spec gives each its own message).
 */
export type FieldErrors = Record<string, string>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: FieldErrors };

type Envelope<T> = { success: true; data: T } | { success: false; error?: string; fields?: FieldErrors };

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
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
