/**
 * Property tests over the whole API: generated bodies, content types, headers, methods
 * and tokens sent to every `/api` endpoint never get a 5xx, always get the envelope with a status
 * the envelope allows, and a request that fails changes no account, session, cart or message.
 * FUZZ_RUNS sets the number of requests (`npm run fuzz` runs 10,000; `npm test` 200).
 */
import { env, exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import apiDoc from '../../docs/api.md?raw';
import { getDb } from '../db/client';
import { createSession, findLiveSession, revokeSession } from '../db/sessions';
import { clientOf } from '../lib/client-address';
import { LIMITS, limitOf } from '../lib/limits';
import { SoftAuthenticator } from './authenticator';
import { seedWithInStockService } from './catalog';
import { expectContract } from './contract';
import { allowedStatuses, ENDPOINTS, endpointOf, FAILURE_STATUSES, type FuzzRequest, type Known } from './fuzz-model';
import { requestArb } from './fuzz-requests';
import { api, signUp, strongPassword } from './helpers';
import { sentMails, waitForMailCount } from './mail';
import { codeAt, keyOf } from './two-factor';
import { markVerified } from './verified';

const DEFAULT_RUNS = 200;
const RUNS = Number(env.FUZZ_RUNS) > 0 ? Number(env.FUZZ_RUNS) : DEFAULT_RUNS;
const SEED = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : undefined;
const DAY = 86_400_000;

type Account = { id: string; email: string; password: string; token: string };
const accounts: Account[] = [];
const known: Known = {
  emails: [],
  passwords: [strongPassword],
  orderIds: [],
  invoiceNumbers: [],
  tokens: [],
  tickets: [],
  recoveryCodes: [],
  sessionIds: [],
  passkeyIds: [],
};
const deadTokens: { expired: string[]; revoked: string[] } = { expired: [], revoked: [] };

/**
 * Everything a request could change for a customer. Rate-limit counters and a session's last-seen
 * time are meant to change on any request, so they are left out; the sign-in history is meant to
 * change on a failed login or second step, so it is left out of that request's comparison.
 */
async function snapshot(withHistory = true): Promise<string> {
  const tables = [
    'users',
    'links',
    'cart_items',
    'contact_messages',
    'orders',
    'order_lines',
    'idempotency_keys',
    'billing_details',
    'invoices',
    'invoice_sequences',
    'two_factor',
    'recovery_codes',
    'passkeys',
    'webauthn_challenges',
    ...(withHistory ? ['sign_ins'] : []),
  ];
  const rows = await env.DB.batch([
    env.DB.prepare(
      'SELECT id, user_id, token_hash, created_at, expires_at, revoked_at, device FROM sessions ORDER BY rowid',
    ),
    ...tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)),
    // A ticket's count of wrong codes is a counter meant to change on a failure (five lock it).
    env.DB.prepare(
      'SELECT ticket_hash, user_id, remember_me, created_at, expires_at, used_at FROM mfa_tickets ORDER BY rowid',
    ),
  ]);
  return JSON.stringify(rows.map((result) => result.results));
}

async function liveToken(account: Account): Promise<string> {
  const db = getDb(env.DB);
  // A generated logout may have revoked it: mint another without a (slow) login.
  if (!(await findLiveSession(db, account.token))) {
    const session = await createSession(db, account.id, false, { userAgent: null });
    account.token = session.token;
    known.sessionIds.push(session.sessionId);
  }
  return account.token;
}

/**
 * How many mails a successful request sends after its answer: the fuzzer waits for them,
 * so the token a mail stores lands before the next request's snapshot.
 */
async function mailsExpected(request: FuzzRequest, status: number): Promise<number> {
  const path = endpointOf(request)?.path;
  if (status >= 300 || !path) return 0;
  if (
    [
      '/api/auth/signup',
      '/api/auth/verify-email/resend',
      '/api/auth/reset-password',
      '/api/two-factor/enable',
      '/api/two-factor/disable',
      '/api/two-factor/recovery-codes',
    ].includes(path)
  ) {
    return 1;
  }
  // Removing a passkey tells the customer.
  if (path === '/api/passkeys/{id}' && request.method === 'DELETE') return 1;
  // A new order: its confirmation and invoice to the customer, the order to the billing address.
  if (path === '/api/orders' && status === 201) return 3;
  // A message a person sent (not the honeypot's) goes to the support address too.
  if (path === '/api/contact' && request.body) {
    const body = JSON.parse(request.body) as { website?: string };
    return body.website ? 0 : 1;
  }
  if (path !== '/api/auth/forgot-password' || !request.body) return 0;
  // The schema trims and lower-cases the address; a link goes out only when an account has it, and
  // only within the per-address limits (past them the answer is the same and no mail goes out).
  const email = (JSON.parse(request.body) as { email: string }).email.trim().toLowerCase();
  const overLimit = (name: 'forgotPasswordEmail' | 'forgotPasswordAccount', key: string) =>
    env.DB.prepare('SELECT 1 AS over FROM rate_limits WHERE key = ? AND count > ?')
      .bind(`${LIMITS[name].bucket}:${key}`, limitOf(env, name).limit)
      .first();
  if (
    (await overLimit('forgotPasswordEmail', `${email}|${clientOf(request.ip)}`)) ||
    (await overLimit('forgotPasswordAccount', email))
  )
    return 0;
  const row = await env.DB.prepare('SELECT 1 AS found FROM users WHERE email = ?').bind(email).first();
  return row ? 1 : 0;
}

function authorization(request: FuzzRequest, account: Account): string | null {
  if (request.token === 'valid') return `Bearer ${account.token}`;
  if (request.token === 'expired') return `Bearer ${deadTokens.expired[0]}`;
  if (request.token === 'revoked') return `Bearer ${deadTokens.revoked[0]}`;
  if (request.token === 'garbage') return request.garbageAuth;
  return null;
}

async function send(request: FuzzRequest, auth: string | null) {
  const headers = new Headers({ 'cf-connecting-ip': request.ip });
  for (const [name, value] of Object.entries(request.extraHeaders)) headers.set(name, value);
  if (request.contentType !== null) headers.set('content-type', request.contentType);
  if (auth !== null) headers.set('authorization', auth);
  const init: RequestInit = { method: request.method, headers };
  if (request.body !== null && request.chunked) {
    // Over HTTP a streamed body comes without a length and with this header; the runtime does not add it here.
    headers.set('transfer-encoding', 'chunked');
    // A runtime-native stream: one of JavaScript would log "read end of pipe was aborted" for every body a route never reads.
    init.body = new Response(request.body).body;
  } else if (request.body !== null) {
    // Likewise for the length of a fixed body, which the middleware reads.
    headers.set('content-length', String(new TextEncoder().encode(request.body).length));
    init.body = request.body;
  }
  return exports.default.fetch(new Request(`http://nimbus.test${request.path}`, init));
}

async function registerPasskey(token: string, password: string): Promise<string> {
  const options = await api<{ challenge: string; rp: { id: string }; user: { id: string } }>(
    'POST',
    '/api/passkeys/options',
    { token, body: { password } },
  );
  if (!options.body.success) throw new Error(`passkey options: ${options.status}`);
  const authenticator = await SoftAuthenticator.create();
  const response = await authenticator.register(options.body.data, { origin: 'http://nimbus.test' });
  const added = await api<{ id: string }>('POST', '/api/passkeys', { token, body: { response } });
  if (!added.body.success) throw new Error(`passkey: ${added.status} ${added.body.error}`);
  return added.body.data.id;
}

beforeAll(async () => {
  await seedWithInStockService();
  const db = getDb(env.DB);
  for (let i = 0; i < 3; i++) {
    const { email, password } = await signUp();
    // Verified, so the passkey and two-factor routes run past their address check.
    await markVerified(email);
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
    if (!row) throw new Error('signup left no row');
    const { token, sessionId } = await createSession(db, row.id, false, { userAgent: null });
    accounts.push({ id: row.id, email, password, token });
    known.sessionIds.push(sessionId);
    known.emails.push(email);
  }
  const [first] = accounts;
  if (!first) throw new Error('no accounts');
  // A passkey on each account, registered as a browser would, so renames and removals can succeed.
  for (const account of accounts) known.passkeyIds.push(await registerPasskey(account.token, account.password));
  // The first account's address goes back to unverified, so factor changes also meet their 403.
  await env.DB.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').bind(first.id).run();
  const expired = await createSession(db, first.id, false, { userAgent: null, now: Date.now() - 2 * DAY });
  deadTokens.expired.push(expired.token);
  const revoked = await createSession(db, first.id, false, { userAgent: null });
  await revokeSession(db, revoked.sessionId);
  deadTokens.revoked.push(revoked.token);
  known.sessionIds.push(expired.sessionId, revoked.sessionId);

  // One more account with TOTP on, so logins answer tickets and second steps can succeed.
  const { email, password } = await signUp();
  await markVerified(email);
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error('signup left no row');
  const { token } = await createSession(db, row.id, false, { userAgent: null });
  const setup = await api<{ secret: string }>('POST', '/api/two-factor/setup', { token, body: { password } });
  if (!setup.body.success) throw new Error('two-factor setup failed');
  const enabled = await api<{ recoveryCodes: string[] }>('POST', '/api/two-factor/enable', {
    token,
    body: { code: codeAt(keyOf(setup.body.data.secret), Date.now()) },
  });
  if (!enabled.body.success) throw new Error('two-factor enable failed');
  known.recoveryCodes.push(...enabled.body.data.recoveryCodes);
  accounts.push({ id: row.id, email, password, token });
  known.emails.push(email);
});

describe('the fuzzed endpoint list', () => {
  it('is every row of the API table in docs/api.md', () => {
    const rows = [...apiDoc.matchAll(/^\| `([A-Z, `]+) (\/api\/[^`]*)`/gm)].flatMap(([, methods = '', path]) =>
      methods
        .replaceAll('`', '')
        .split(',')
        .map((method) => `${method.trim()} ${path}`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual(rows.sort());
  });
});

describe('generated requests to every /api endpoint', () => {
  it(
    `answer the envelope with an allowed status and change nothing when they fail (${RUNS} requests)`,
    async () => {
      const statuses = new Map<number, number>();
      let sent = 0;
      const property = fc.asyncProperty(
        requestArb(known),
        fc.nat({ max: accounts.length - 1 }),
        async (request, who) => {
          const account = accounts[who] as Account;
          if (request.token === 'valid') await liveToken(account);
          // A failed login records itself in the sign-in history: that is its change.
          const withHistory = !['/api/auth/login', '/api/auth/login/mfa'].includes(endpointOf(request)?.path ?? '');
          const before = await snapshot(withHistory);
          const mailsBefore = sentMails().length;
          const response = await send(request, authorization(request, account));
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const text = await response.text();
          await waitForMailCount(mailsBefore + (await mailsExpected(request, response.status)));
          for (const mail of sentMails().slice(mailsBefore)) {
            // Later requests sometimes carry a real mailed token; a reset changes that account's password.
            const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
            if (token) known.tokens.push(token);
            const owner = accounts.find((a) => a.email === mail.to);
            if (mail.template === 'password-changed' && owner && request.body) {
              owner.password = (JSON.parse(request.body) as { password: string }).password;
              known.passwords.push(owner.password);
            }
          }
          const context = `${request.method} ${request.path} → ${response.status} ${text.slice(0, 300)}`;

          expect(response.status, context).toBeLessThan(500);
          const tokenIsLive = request.token === 'valid';
          expect(allowedStatuses(request, tokenIsLive), context).toContain(response.status);
          // An invoice's PDF is the one answer that is a file, not the envelope.
          const file = response.ok && /^application\/pdf/.test(response.headers.get('content-type') ?? '');
          if (request.method !== 'HEAD' && !file) {
            expect(response.headers.get('content-type') ?? '', context).toMatch(/^application\/json/);
            const body = JSON.parse(text) as { success: unknown; data?: unknown; error?: unknown };
            if (response.ok && !endpointOf(request)?.raw) {
              expect(body.success, context).toBe(true);
              expect(body, context).toHaveProperty('data');
            } else if (!response.ok) {
              expect(body.success, context).toBe(false);
              expect(typeof body.error === 'string' && body.error.length > 0, context).toBe(true);
              expect(FAILURE_STATUSES, context).toContain(response.status);
            }
          }

          await expectContract(
            request.method,
            request.path,
            response,
            request.method === 'HEAD' || file ? undefined : JSON.parse(text),
          );

          const after = await snapshot(withHistory);
          const endpoint = endpointOf(request);
          if (!response.ok || !endpoint?.writes) expect(after, `${context}\nchanged the stored rows`).toBe(before);
          if (response.ok && endpoint?.path === '/api/auth/login') {
            const ticket = (JSON.parse(text) as { data: { ticket?: string } }).data.ticket;
            if (ticket) known.tickets.push(ticket);
          }
          if (response.status === 201 && endpoint?.path === '/api/orders') {
            // Later requests for `/api/orders/{id}` sometimes ask for this order, of this or another account.
            const order = (JSON.parse(text) as { data: { id: string; invoice: { number: string } | null } }).data;
            known.orderIds.push(order.id);
            if (order.invoice) known.invoiceNumbers.push(order.invoice.number);
          }
          if (response.ok && request.path === '/api/profile/password' && request.body) {
            // Keep the model's password in step, so later logins can still succeed.
            const { newPassword } = JSON.parse(request.body) as { newPassword: string };
            account.password = newPassword;
            known.passwords.push(newPassword);
          }
        },
      );
      await fc.assert(property, { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) });
      // One line `npm run fuzz` reads back: the count and the statuses seen.
      console.log(`FUZZ-SUMMARY ${JSON.stringify({ requests: sent, statuses: Object.fromEntries(statuses) })}`);
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    },
    Math.max(60_000, RUNS * 200),
  );
});
