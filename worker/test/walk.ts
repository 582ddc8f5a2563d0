/**
 * The walks over the API (routes/team-permissions.test.ts, routes/token-scopes.test.ts): one
 * expectation per operation of the served OpenAPI document, so a new route without one fails the
 * walk. An operation that acts in an account names its action (the role table then decides); every
 * other one says why it is outside the role walk. `{name}` in a path, header or body string is filled
 * from the walk's world; `{key}` is a fresh idempotency key each time.
 */
import { exports } from 'cloudflare:workers';
import type { Action } from '../../site/shared/domain/teams';
import { US_CUSTOMER } from './billing';
import { PRO_MONTHLY } from './checkout';
import { expectContract } from './contract';
import { freshClient } from './helpers';

/** A request; `{name}` in its path, headers or a body's string is filled from the world. */
export type Call = { method: string; path: string; body?: unknown; headers?: Record<string, string> };

/** An operation that acts in the current account: what it does there, and how the walk calls it. */
export type InAccount = { action: Action; call?: Omit<Partial<Call>, 'method'> };
/** An operation outside the role table: why (the token walk still calls it). */
export type Outside = { outside: string; call?: Omit<Partial<Call>, 'method'> };
export type Expectation = InAccount | Outside;

export const WRONG_PASSWORD = 'Wrong-password-1';

const own = 'the customer’s own account security or profile, not an account’s data';
const open = 'public: no session needed';

/** Every operation of the document, by "METHOD /path" as the document writes it. */
export const OPERATIONS: Record<string, Expectation> = {
  // The cart, orders and billing of the current account.
  'GET /api/cart': { action: 'cart:use' },
  'POST /api/cart/add': { action: 'cart:use', call: { body: PRO_MONTHLY } },
  'DELETE /api/cart/remove': { action: 'cart:use', call: { body: { planId: 'business' } } },
  // An unknown line: a role that may use the cart hears 404, one that may not 403.
  'PATCH /api/cart/lines/{id}': {
    action: 'cart:use',
    call: { path: '/api/cart/lines/00000000-0000-4000-8000-000000000000', body: { count: 2 } },
  },
  'POST /api/orders': { action: 'orders:place', call: { body: {}, headers: { 'Idempotency-Key': '{key}' } } },
  'GET /api/orders': { action: 'orders:read' },
  'GET /api/orders/{id}': { action: 'orders:read', call: { path: '/api/orders/{orderId}' } },
  'GET /api/services': { action: 'services:read' },
  // An unknown service: a role that may cancel hears 404, one that may not 403.
  'POST /api/services/{id}/cancel': {
    action: 'services:cancel',
    call: { path: '/api/services/00000000-0000-4000-8000-000000000000/cancel' },
  },
  'GET /api/billing/details': { action: 'billing:read' },
  'PUT /api/billing/details': { action: 'billing:write', call: { body: US_CUSTOMER } },
  'GET /api/billing/budget': { action: 'billing:read' },
  'PUT /api/billing/budget': { action: 'budget:set', call: { body: { amountDollars: 500, stopAtBudget: false } } },
  'GET /api/billing/invoices': { action: 'billing:read' },
  'GET /api/billing/invoices/{number}': {
    action: 'billing:read',
    call: { path: '/api/billing/invoices/{invoiceNumber}' },
  },
  'GET /api/billing/invoices/{number}/pdf': {
    action: 'billing:read',
    call: { path: '/api/billing/invoices/{invoiceNumber}/pdf' },
  },
  // The team itself.
  'GET /api/team': { action: 'team:read' },
  'PATCH /api/team': { action: 'team:rename', call: { body: { name: '{teamName}' } } },
  'PUT /api/team/two-factor-policy': { action: 'team:policy', call: { body: { required: false } } },
  'PATCH /api/team/members/{userId}': {
    action: 'members:manage',
    call: { path: '/api/team/members/{viewerId}', body: { role: 'viewer' } },
  },
  'DELETE /api/team/members/{userId}': { action: 'members:manage', call: { path: '/api/team/members/{strangerId}' } },
  'GET /api/team/audit': { action: 'audit:read' },
  'POST /api/team/leave': { action: 'team:leave' },
  'POST /api/team/transfer': {
    action: 'team:transfer',
    call: { body: { userId: '{strangerId}', password: WRONG_PASSWORD } },
  },
  'DELETE /api/team': { action: 'team:delete', call: { body: { password: WRONG_PASSWORD } } },
  // Its invitations: an address already in the team, another team's invitation.
  'GET /api/team/invitations': { action: 'members:manage' },
  'POST /api/team/invitations': {
    action: 'members:manage',
    call: { body: { email: '{viewerEmail}', role: 'member' } },
  },
  'POST /api/team/invitations/{id}/resend': {
    action: 'members:manage',
    call: { path: '/api/team/invitations/{strangerInvitationId}/resend' },
  },
  'DELETE /api/team/invitations/{id}': {
    action: 'members:manage',
    call: { path: '/api/team/invitations/{strangerInvitationId}' },
  },
  // API tokens: a member's own in this account, and every member's for owners and admins.
  'GET /api/tokens': { action: 'tokens:manage' },
  'POST /api/tokens': {
    action: 'tokens:manage',
    call: { body: { name: 'Walk token', scopes: ['orders:read'], expiresInDays: 7 } },
  },
  'DELETE /api/tokens/{id}': { action: 'tokens:manage', call: { path: '/api/tokens/{strangerTokenId}' } },
  'GET /api/team/tokens': { action: 'tokens:oversee' },
  'DELETE /api/team/tokens/{id}': { action: 'tokens:oversee', call: { path: '/api/team/tokens/{strangerTokenId}' } },
  // Outside the role table.
  'GET /api/health': { outside: open },
  'GET /api/openapi.json': { outside: open },
  'POST /api/auth/signup': { outside: open },
  'POST /api/auth/login': { outside: open },
  'POST /api/auth/login/mfa': { outside: open },
  'POST /api/auth/logout': { outside: own },
  'POST /api/auth/forgot-password': { outside: open },
  'POST /api/auth/reset-password/check': { outside: open },
  'POST /api/auth/reset-password': { outside: open },
  'POST /api/auth/verify-email': { outside: open },
  'POST /api/auth/verify-email/resend': { outside: own },
  'POST /api/auth/passkey/options': { outside: open },
  'POST /api/auth/passkey/login': { outside: open },
  'POST /api/contact': { outside: open },
  'GET /api/plans': { outside: 'the public catalog; a token needs catalog:read' },
  'POST /api/coupons/validate': {
    outside: 'checks a code against the catalog, no account data',
    call: { body: { code: 'NO-SUCH-CODE' } },
  },
  'GET /api/profile': { outside: own },
  'PUT /api/profile': { outside: own },
  'PUT /api/profile/password': { outside: own },
  'GET /api/profile/export': { outside: own },
  'DELETE /api/profile': { outside: own, call: { body: { password: WRONG_PASSWORD } } },
  'GET /api/account/sessions': { outside: own },
  'POST /api/account/sessions/revoke-others': { outside: own },
  'DELETE /api/account/sessions/{id}': { outside: own },
  'GET /api/account/sign-ins': { outside: own },
  'POST /api/operator/payments': { outside: 'the operator key, not a customer' },
  'GET /api/accounts': { outside: 'the accounts the customer belongs to' },
  'PUT /api/accounts/current': { outside: 'switching is allowed into any account the customer belongs to' },
  'POST /api/teams': { outside: 'any customer may create a team' },
  'POST /api/invitations/preview': { outside: open },
  'POST /api/invitations/accept': { outside: 'joins another team by its invitation' },
  'GET /api/tokens/all': { outside: own },
  'GET /api/passkeys': { outside: own },
  'POST /api/passkeys': { outside: own },
  'POST /api/passkeys/options': { outside: own },
  'PUT /api/passkeys/{id}': { outside: own },
  'DELETE /api/passkeys/{id}': { outside: own },
  'GET /api/two-factor': { outside: own },
  'POST /api/two-factor/setup': { outside: own },
  'POST /api/two-factor/enable': { outside: own },
  'POST /api/two-factor/disable': { outside: own },
  'POST /api/two-factor/recovery-codes': { outside: own },
};

/** The call the walk makes for operation `name` ("METHOD /path"). */
export function callFor(name: string): Call {
  const [method = 'GET', path = '/'] = name.split(' ');
  const expectation = OPERATIONS[name];
  return { method, path, ...expectation?.call };
}

export const inAccount = (expectation: Expectation | undefined): expectation is InAccount =>
  expectation !== undefined && 'action' in expectation;

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
  return { status: response.status, body: json as { success: boolean; error?: string } | undefined };
}
