/**
 * Test helpers: requests through the real Worker (`exports.default.fetch`), each answer checked
 * against the OpenAPI document (contract.ts), and a few account shortcuts.
 */
import { env, exports } from 'cloudflare:workers';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import { createUser } from '../db/users';
import { hashPassword } from '../lib/password';
import { expectContract } from './contract';

export type Envelope<T = Record<string, unknown>> =
  | { success: true; data: T }
  | { success: false; error: string; fields?: Record<string, string> };

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const request = new Request(`http://nimbus.test${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const response = await exports.default.fetch(request);
  const parsed = method === 'HEAD' || response.status === 304 ? undefined : await response.json();
  await expectContract(method, path, response, parsed);
  return { status: response.status, body: parsed as Envelope<T>, headers: response.headers };
}

export const strongPassword = 'Sunrise2026';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

let clients = 0;
/** A client address of its own, so per-client limits (sign-up, failed logins) never mix tests. */
export function freshClient(): Record<string, string> {
  clients += 1;
  return { 'cf-connecting-ip': `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
}

export async function signUp(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const account = { name: 'Ada Lovelace', email: uniqueEmail(), password: strongPassword, ...overrides };
  const res = await api('POST', '/api/auth/signup', { body: { ...account, terms: true }, headers: freshClient() });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return account;
}

export async function logIn(email: string, password = strongPassword, rememberMe = false): Promise<string> {
  const res = await api<{ token: string }>('POST', '/api/auth/login', {
    body: { email, password, rememberMe },
    headers: freshClient(),
  });
  if (!res.body.success) throw new Error(`login failed: ${res.status} ${res.body.error}`);
  return res.body.data.token;
}

/** One real hash of `strongPassword`, made once per run: every fixture account has it, so `logIn` works for them. */
let fixtureHash: Promise<string> | undefined;

/** A customer with this password hash, written with the db functions sign-up and sign-in use, and signed in. */
async function userWithHash(passwordHash: string, prefix?: string) {
  const account = { name: 'Ada Lovelace', email: uniqueEmail(prefix), password: strongPassword };
  const db = getDb(env.DB);
  const user = await createUser(db, { name: account.name, email: account.email, passwordHash });
  if (!user) throw new Error(`could not create ${account.email}`);
  const { token } = await createSession(db, user.id, false, { userAgent: null });
  return { ...account, token };
}

/**
 * A signed-in customer, written with the db functions the sign-up and sign-in routes use, without their
 * password work: a hash per sign-up and per sign-in was half the suite's time. No verification mail
 * and no sign-in record; the routes themselves are tested with `signUp` and `logIn` (routes/auth/).
 */
export async function signedInUser() {
  fixtureHash ??= hashPassword(strongPassword);
  return userWithHash(await fixtureHash);
}

/**
 * A signed-in customer whose password hash was stored at 1,000 iterations, for the tests that send a
 * hundred wrong passwords to count them: sign-in verifies a hash at the count it was stored with
 * (worker/lib/password.ts), so each guess costs a hundredth of the production count's work. Sign-up's
 * own hash is tested in routes/auth/sign-in.test.ts.
 */
export async function cheaplyHashedUser() {
  return userWithHash(await hashPassword(strongPassword, 1_000), 'guessed');
}

/** The id of the account with this address (the API answers it only at sign-in). */
export async function userIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
