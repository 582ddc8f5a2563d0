/**
 * The walks over the API (routes/team-permissions.test.ts, routes/token-scopes.test.ts) walk every
 * operation of the served OpenAPI document; what each expects (the action, the token scope) is the
 * route's own declaration, read from the document's `x-signed-in`, so a new route is walked as it is
 * declared. Here is only how to call an operation. `{name}` in a path, header or body string is
 * filled from the walk's world; `{key}` is a fresh idempotency key each time.
 */
import { exports } from 'cloudflare:workers';
import type { SignedInExtension } from '../middleware/signed-in-route';
import { US_CUSTOMER } from './billing';
import { PRO_MONTHLY } from './checkout';
import { type Document, expectContract } from './contract';
import { freshClient } from './helpers';

/** A request; `{name}` in its path, headers or a body's string is filled from the world. */
export type Call = { method: string; path: string; body?: unknown; headers?: Record<string, string> };

/** How the walks call an operation whose path, body or headers are more than its template. */
export type CallShape = Omit<Partial<Call>, 'method'>;

export const WRONG_PASSWORD = 'Wrong-password-1';

/**
 * The calls that need more than "METHOD /path" (every other operation is called as its template).
 * Who may call what is not written here: it is each route's declaration (middleware/signed-in-route.ts),
 * read from the served document's `x-signed-in` (`signedInOf`).
 */
export const CALLS: Record<string, CallShape> = {
  'POST /api/cart/add': { body: PRO_MONTHLY },
  'DELETE /api/cart/remove': { body: { planId: 'business' } },
  // An unknown line: a role that may use the cart hears 404, one that may not 403.
  'PATCH /api/cart/lines/{id}': { path: '/api/cart/lines/00000000-0000-4000-8000-000000000000', body: { count: 2 } },
  'POST /api/orders': { body: {}, headers: { 'Idempotency-Key': '{key}' } },
  'GET /api/orders/{id}': { path: '/api/orders/{orderId}' },
  // An unknown service: a role that may cancel hears 404, one that may not 403.
  'POST /api/services/{id}/cancel': { path: '/api/services/00000000-0000-4000-8000-000000000000/cancel' },
  'PUT /api/billing/details': { body: US_CUSTOMER },
  'PUT /api/billing/budget': { body: { amountDollars: 500, stopAtBudget: false } },
  'GET /api/billing/invoices/{number}': { path: '/api/billing/invoices/{invoiceNumber}' },
  'GET /api/billing/invoices/{number}/pdf': { path: '/api/billing/invoices/{invoiceNumber}/pdf' },
  // An unknown credit note or payment: a role that reads billing hears 404, one that may not 403.
  'GET /api/billing/credit-notes/{number}/pdf': { path: '/api/billing/credit-notes/NIM-CN-2026-999999/pdf' },
  'GET /api/billing/receipts/{id}/pdf': { path: '/api/billing/receipts/00000000-0000-4000-8000-000000000000/pdf' },
  'PATCH /api/team': { body: { name: '{teamName}' } },
  'PUT /api/team/two-factor-policy': { body: { required: false } },
  'PATCH /api/team/members/{userId}': { path: '/api/team/members/{viewerId}', body: { role: 'viewer' } },
  'DELETE /api/team/members/{userId}': { path: '/api/team/members/{strangerId}' },
  'POST /api/team/transfer': { body: { userId: '{strangerId}', password: WRONG_PASSWORD } },
  'DELETE /api/team': { body: { password: WRONG_PASSWORD } },
  'POST /api/team/invitations': { body: { email: '{viewerEmail}', role: 'member' } },
  'POST /api/team/invitations/{id}/resend': { path: '/api/team/invitations/{strangerInvitationId}/resend' },
  'DELETE /api/team/invitations/{id}': { path: '/api/team/invitations/{strangerInvitationId}' },
  'POST /api/tokens': { body: { name: 'Walk token', scopes: ['orders:read'], expiresInDays: 7 } },
  'DELETE /api/tokens/{id}': { path: '/api/tokens/{strangerTokenId}' },
  'DELETE /api/team/tokens/{id}': { path: '/api/team/tokens/{strangerTokenId}' },
  'POST /api/coupons/validate': { body: { code: 'NO-SUCH-CODE' } },
  'DELETE /api/profile': { body: { password: WRONG_PASSWORD } },
};

/** The call the walk makes for operation `name` ("METHOD /path"). */
export function callFor(name: string): Call {
  const [method = 'GET', path = '/'] = name.split(' ');
  return { method, path, ...CALLS[name] };
}

/** What the served document says of a signed-in operation: its declaration (none: not signed in). */
export function signedInOf(document: Document, name: string): SignedInExtension | undefined {
  const [method = '', path = ''] = name.split(' ');
  const item = document.paths?.[path] as Record<string, { 'x-signed-in'?: SignedInExtension }> | undefined;
  return item?.[method.toLowerCase()]?.['x-signed-in'];
}

/** Fills `{name}` placeholders in strings, deep; `{key}` is a fresh idempotency key each time. */
export function fill<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'key') return crypto.randomUUID();
      const filled = values[name];
      if (filled === undefined) throw new Error(`No value for {${name}}`);
      return filled;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)])) as T;
  }
  return value;
}

/** Sends a call as `token`; reads JSON answers (an invoice's PDF is a file) and checks the contract. */
export async function send(row: Call, token: string, values: Record<string, string> = {}) {
  const path = fill(row.path, values);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...freshClient(),
    ...fill(row.headers ?? {}, values),
  };
  const body = row.body === undefined ? undefined : JSON.stringify(fill(row.body, values));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await exports.default.fetch(
    new Request(`http://nimbus.test${path}`, { method: row.method, headers, ...(body === undefined ? {} : { body }) }),
  );
  const json = /^application\/json/.test(response.headers.get('content-type') ?? '')
    ? await response.json()
    : undefined;
  await expectContract(row.method, path, response, json);
  return {
    status: response.status,
    headers: response.headers,
    body: json as { success: boolean; error?: string } | undefined,
  };
}
