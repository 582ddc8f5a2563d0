/**
 * The Try it form of an operation on the Storefront API page: what it starts with (from the OpenAPI
 * document, at build) and the request it sends. Free of React and stores so unit tests read it.
 */

export type TryItForm = {
  method: string;
  /** The path with its `{name}` placeholders. */
  path: string;
  pathParams: { name: string; value: string }[];
  headers: { name: string; value: string }[];
  /** The body's example as indented JSON, or null for an operation without a body. */
  body: string | null;
  /** A token is needed, may be sent (and is then checked), or is not used. */
  auth: 'required' | 'optional' | 'none';
};

/** What the reader typed: path parameters and headers by name, the body's text and the pasted token. */
export type TryItValues = {
  params: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  token: string;
};

export type TryItRequest = { ok: true; url: string; init: RequestInit } | { ok: false; message: string };

/** The request a filled form sends to this site's own API (same origin), or why it cannot be sent. */
export function tryItRequest(form: TryItForm, values: TryItValues): TryItRequest {
  let url = form.path;
  for (const { name } of form.pathParams) {
    const value = (values.params[name] ?? '').trim();
    if (!value) return { ok: false, message: `Fill in ${name}.` };
    url = url.replace(`{${name}}`, encodeURIComponent(value));
  }
  const headers: Record<string, string> = {};
  for (const { name } of form.headers) {
    const value = (values.headers[name] ?? '').trim();
    if (value) headers[name] = value;
  }
  const token = values.token.trim();
  if (form.auth === 'required' && !token) return { ok: false, message: 'Paste a token first.' };
  if (token && form.auth !== 'none') headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: form.method, headers, credentials: 'omit', cache: 'no-store' };
  if (form.body !== null) {
    try {
      JSON.parse(values.body);
    } catch {
      return { ok: false, message: 'The body is not valid JSON.' };
    }
    headers['Content-Type'] = 'application/json';
    init.body = values.body;
  }
  return { ok: true, url, init };
}

/** An answer as the form shows it: the body as text, indented when it is JSON. */
export function answerText(contentType: string | null, text: string): string {
  if (!contentType?.includes('json')) return contentType?.includes('pdf') ? `(${text.length} bytes of PDF)` : text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
