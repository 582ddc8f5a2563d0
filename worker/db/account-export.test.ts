import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dataExportDoc from '../../docs/data-export.md?raw';
import { type DataExport, dataExport } from '../../site/shared/api/profile-data';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { api, freshClient } from '../test/helpers';
import { createTeam, member } from '../test/teams';
import { midStep, setClock, twoFactorAccount } from '../test/two-factor';
import { EXPORT_SECTIONS } from './account-export';

beforeAll(async () => {
  await runSeed();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const exportOf = (token: string) => api<DataExport>('GET', '/api/profile/export', { token, headers: freshClient() });

/** A person with something in every section: TOTP, a team, a token, billing details, an order. */
async function fullAccount() {
  const now = setClock(midStep());
  const person = await twoFactorAccount(now);
  vi.restoreAllMocks();
  // A wrong password, so the sign-in history has an entry (the fixture account never signed in).
  await api('POST', '/api/auth/login', {
    body: { email: person.email, password: 'Wrong-pass1' },
    headers: freshClient(),
  });
  await giveBillingDetails(person.token);
  await addToCart(person.token, PRO_ANNUAL);
  const order = await placedOrder(person.token);
  const team = await createTeam(person, 'Engines');
  const grace = await member(team.id, 'admin');
  const token = await api<{ token: string }>('POST', '/api/tokens', {
    token: person.token,
    body: { name: 'CI deploys', scopes: ['orders:read'], expiresInDays: 30 },
    headers: freshClient(),
  });
  if (!token.body.success) throw new Error(`token: ${token.status} ${JSON.stringify(token.body)}`);
  return { person, order, team, grace, apiToken: token.body.data.token };
}

/** What D1 holds for the person that must never leave it. */
async function storedSecrets(userId: string): Promise<string[]> {
  const rows = await env.DB.batch([
    env.DB.prepare('SELECT password_hash AS s FROM users WHERE id = ?').bind(userId),
    env.DB.prepare('SELECT secret_box AS s FROM two_factor WHERE user_id = ?').bind(userId),
    env.DB.prepare('SELECT code_hash AS s FROM recovery_codes WHERE user_id = ?').bind(userId),
    env.DB.prepare('SELECT token_hash AS s FROM sessions WHERE user_id = ?').bind(userId),
    env.DB.prepare('SELECT token_hash AS s FROM api_tokens WHERE user_id = ?').bind(userId),
    env.DB.prepare('SELECT token_hash AS s FROM links WHERE user_id = ?').bind(userId),
  ]);
  return rows.flatMap((result) => (result.results as { s: string }[]).map((row) => row.s));
}

/** Every key of an object tree (arrays looked into); an audit entry's `detail` holds data, not fields. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      if (key !== 'detail') keysOf(inner, into);
    }
  }
  return into;
}

describe('GET /api/profile/export', () => {
  it('answers a file of every section that validates against the shared schema, without a secret', async () => {
    const { person, order, team, apiToken } = await fullAccount();
    const res = await exportOf(person.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nimbus-cloud-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = v.parse(dataExport, res.body);
    expect(file.profile.email).toBe(person.email);
    expect(file.billingDetails?.country).toBe('US');
    expect(file.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(file.sessions.length).toBeGreaterThan(0);
    expect(file.signIns.length).toBeGreaterThan(0);
    expect(file.apiTokens.map((t) => [t.name, t.accountId])).toEqual([['CI deploys', team.id]]);
    expect(file.memberships.map((m) => m.kind).sort()).toEqual(['personal', 'team']);
    expect(file.orders.map((o) => o.number)).toEqual([order.number]);
    expect(file.orders[0]?.billing?.email).toBe(person.email);
    expect(file.invoices.map((i) => i.number)).toEqual([order.invoice?.number]);
    expect(file.auditEntries.map((e) => e.event)).toContain('team.created');
    const text = JSON.stringify(res.body);
    const secrets = [
      ...(await storedSecrets(file.profile.id)),
      person.token,
      apiToken,
      ...person.recoveryCodes,
      person.secret,
    ];
    expect(secrets.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password_?hash|secret_?box|token_?hash|code_?hash|public_?key|credential_?id/i);
  });

  it('documents every field it answers in docs/data-export.md', async () => {
    const { person } = await fullAccount();
    const res = await exportOf(person.token);
    const missing = [...keysOf(res.body)].filter((key) => !dataExportDoc.includes(`\`${key}\``));
    expect(missing).toEqual([]);
  });

  it('reads or names as left out every table that holds a person or an account', async () => {
    const { results } = await env.DB.prepare(
      `SELECT m.name AS name FROM sqlite_master AS m
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND m.name <> 'd1_migrations'
       AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) AS c
         WHERE c.name IN ('user_id', 'account_id', 'actor_id', 'invited_by', 'accepted_by', 'email'))`,
    ).all<{ name: string }>();
    const personal = results.map((row) => row.name).sort();
    expect(personal).toEqual(expect.arrayContaining(['users', 'sessions', 'orders', 'invoices', 'audit_log']));
    const exported = new Set(EXPORT_SECTIONS.flatMap((section) => section.tables));
    const leftOut = dataExportDoc.slice(dataExportDoc.indexOf('## Left out'));
    const unaccounted = personal.filter((table) => !exported.has(table) && !leftOut.includes(`| \`${table}\``));
    expect(unaccounted).toEqual([]);
  });

  it('shows a team order the person placed without the team billing data', async () => {
    const { person, team } = await fullAccount();
    await api('PUT', '/api/accounts/current', {
      token: person.token,
      body: { accountId: team.id },
      headers: freshClient(),
    });
    await giveBillingDetails(person.token);
    await addToCart(person.token, PRO_ANNUAL);
    const teamOrder = await placedOrder(person.token);
    const file = v.parse(dataExport, (await exportOf(person.token)).body);
    const listed = file.orders.find((o) => o.number === teamOrder.number);
    expect(listed).toMatchObject({ accountId: team.id, placedByYou: true, billing: null });
    expect(file.invoices.map((i) => i.number)).not.toContain(teamOrder.invoice?.number);
  });

  it('is for browser sessions only and limited per person', async () => {
    const { person, apiToken } = await fullAccount();
    const byToken = await exportOf(apiToken);
    expect(byToken.status).toBe(401);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await exportOf(person.token)).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    const over = await exportOf(person.token);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
