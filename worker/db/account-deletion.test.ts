import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETED_USER, profileDataMessages } from '../../site/shared/api/profile-messages';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { WRONG_PASSWORD } from '../lib/current-password';
import { runNamed } from '../lib/named-batch';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, invoiceNumberOf, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { api, freshClient, logIn, signUp, userIdOf } from '../test/helpers';
import { waitForMail } from '../test/mail';
import { actAs, auditOf, customer, member, ownerAndTeam, write } from '../test/teams';
import { codeAt, midStep, setClock, twoFactorAccount } from '../test/two-factor';
import { deleteAccount as deleteAccountStatements, tombstoneEmail } from './account-deletion';
import type { Actor } from './actor';
import { getDb } from './client';

beforeAll(async () => {
  await runSeed();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const deleteAccount = (token: string, body: Record<string, unknown> = { password: 'Sunrise2026' }) =>
  write<{ deleted: true }>('DELETE', '/api/profile', token, body);

const countOf = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

const markPaid = (number: string) =>
  env.DB.prepare('UPDATE invoices SET paid_at = ?, paid_cents = total_cents WHERE number = ?')
    .bind(Date.now(), number)
    .run();

describe('DELETE /api/profile: refusals', () => {
  it('is refused with the team named while the person owns a team with other members', async () => {
    const { owner, team } = await ownerAndTeam('Engines');
    await member(team.id, 'viewer');
    const res = await deleteAccount(owner.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: profileDataMessages.ownsTeamWithMembers('Engines') });
    expect(await countOf('SELECT count(*) AS n FROM users WHERE id = ? AND deleted_at IS NULL', owner.id)).toBe(1);
  });

  it('is refused with the invoice named while an account they own has an unpaid invoice', async () => {
    const person = await customer('Ada Lovelace');
    await giveBillingDetails(person.token);
    await addToCart(person.token, PRO_ANNUAL);
    const number = invoiceNumberOf(await placedOrder(person.token));
    const res = await deleteAccount(person.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: profileDataMessages.unpaidInvoice(number) });
    await markPaid(number);
    expect((await deleteAccount(person.token)).status).toBe(200);
  });

  it('counts an unpaid invoice of a team they own alone', async () => {
    const { owner } = await ownerAndTeam('Solo');
    await giveBillingDetails(owner.token);
    await addToCart(owner.token, PRO_ANNUAL);
    const number = invoiceNumberOf(await placedOrder(owner.token));
    expect((await deleteAccount(owner.token)).body).toEqual({
      success: false,
      error: profileDataMessages.unpaidInvoice(number),
    });
  });

  it('needs the right password, and changes nothing without it', async () => {
    const person = await customer();
    const res = await deleteAccount(person.token, { password: 'Wrong-Password1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: WRONG_PASSWORD });
    const missing = await deleteAccount(person.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, error: profileDataMessages.passwordRequired });
    expect(await countOf('SELECT count(*) AS n FROM sessions WHERE user_id = ?', person.id)).toBe(1);
  });

  it('needs a current code where two-factor sign-in is on (TOTP or a recovery code)', async () => {
    const now = setClock(midStep());
    const person = await twoFactorAccount(now);
    const none = await deleteAccount(person.token, { password: person.password });
    expect(none.body).toMatchObject({ success: false, error: twoFactorMessages.resetNeedsCode });
    const wrong = await deleteAccount(person.token, { password: person.password, code: '000000' });
    expect(wrong.body).toMatchObject({ success: false, error: twoFactorMessages.wrongCode });
    const right = await deleteAccount(person.token, { password: person.password, code: codeAt(person.key, now) });
    expect(right.status).toBe(200);

    const other = await twoFactorAccount(now);
    const byRecovery = await deleteAccount(other.token, { password: other.password, code: other.recoveryCodes[0] });
    expect(byRecovery.status).toBe(200);
  });

  it('checks the refusals again in the deleting statement: a member who joined meanwhile stops it', async () => {
    const { owner, team } = await ownerAndTeam('Engines');
    // The route's first read found no other member; one joins before the batch runs.
    await member(team.id, 'viewer');
    const actor = { user: sql`${owner.id}`, guard: sql`1` } as unknown as Actor;
    const db = getDb(env.DB);
    const { tombstone } = await runNamed(db, deleteAccountStatements(db, actor, owner, Date.now()));
    expect(tombstone).toEqual([]);
    expect(await countOf('SELECT count(*) AS n FROM sessions WHERE user_id = ?', owner.id)).toBe(1);
    expect(await countOf('SELECT count(*) AS n FROM memberships WHERE user_id = ?', owner.id)).toBe(2);
    expect(
      await countOf('SELECT count(*) AS n FROM audit_log WHERE account_id = ? AND actor_id = ?', team.id, owner.id),
    ).toBe(1);
  });

  it('refuses an API token', async () => {
    const person = await customer();
    const made = await api<{ token: string }>('POST', '/api/tokens', {
      token: person.token,
      body: { name: 'CI', scopes: ['orders:read'], expiresInDays: 7 },
      headers: freshClient(),
    });
    if (!made.body.success) throw new Error(made.body.error);
    expect((await deleteAccount(made.body.data.token)).status).toBe(401);
  });
});

describe('DELETE /api/profile: what it does', () => {
  it('ends sessions and tokens, deletes factors, passkeys, carts and billing details, and mails once more', async () => {
    const now = setClock(midStep());
    const person = await twoFactorAccount(now);
    vi.restoreAllMocks();
    const id = await userIdOf(person.email);
    await giveBillingDetails(person.token);
    await addToCart(person.token, PRO_ANNUAL);
    await env.DB.prepare(
      "INSERT INTO passkeys (id, user_id, credential_id, public_key, name, created_at) VALUES (?, ?, ?, 'pk', 'Laptop', ?)",
    )
      .bind(crypto.randomUUID(), id, crypto.randomUUID(), Date.now())
      .run();
    const token = await api<{ token: string }>('POST', '/api/tokens', {
      token: person.token,
      body: { name: 'CI', scopes: ['cart:read'], expiresInDays: 7 },
      headers: freshClient(),
    });
    if (!token.body.success) throw new Error(token.body.error);
    const res = await deleteAccount(person.token, { password: person.password, code: person.recoveryCodes[1] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { deleted: true } });

    for (const table of [
      'sessions',
      'api_tokens',
      'two_factor',
      'recovery_codes',
      'passkeys',
      'sign_ins',
      'links',
      'memberships',
    ]) {
      expect([table, await countOf(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, id)]).toEqual([table, 0]);
    }
    expect(await countOf('SELECT count(*) AS n FROM cart_items WHERE account_id = ?', id)).toBe(0);
    expect(await countOf('SELECT count(*) AS n FROM billing_details WHERE account_id = ?', id)).toBe(0);
    const row = await env.DB.prepare('SELECT name, email, password_hash, deleted_at FROM users WHERE id = ?')
      .bind(id)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: DELETED_USER, email: tombstoneEmail(id), password_hash: '' });
    expect(row?.deleted_at).toEqual(expect.any(Number));
    expect((await api('GET', '/api/profile', { token: person.token })).status).toBe(401);
    expect((await api('GET', '/api/cart', { token: token.body.data.token })).status).toBe(401);
    const login = await api('POST', '/api/auth/login', {
      body: { email: person.email, password: person.password },
      headers: freshClient(),
    });
    expect(login.status).toBe(401);
    const mail = await waitForMail(person.email, 'account-deleted');
    expect(mail.subject).toBe('Your Nimbus Cloud account was deleted');
    expect(mail.text).toContain('Invoices are kept for 10 years');
  });

  it('lets the address sign up again as a new account', async () => {
    const account = await signUp();
    const token = await logIn(account.email);
    const oldId = await userIdOf(account.email);
    expect((await deleteAccount(token)).status).toBe(200);
    const again = await api('POST', '/api/auth/signup', {
      body: { name: 'Ada Again', email: account.email, password: account.password, terms: true },
      headers: freshClient(),
    });
    expect(again.status).toBe(201);
    expect(await userIdOf(account.email)).not.toBe(oldId);
    const profile = await api<{ name: string; email: string }>('GET', '/api/profile', {
      token: await logIn(account.email),
    });
    expect(profile.body).toMatchObject({ success: true, data: { name: 'Ada Again', email: account.email } });
  });

  it('puts "Deleted user" in team audit logs and keeps the invoices they triggered for the billing members', async () => {
    const { owner, team } = await ownerAndTeam('Engines');
    await giveBillingDetails(owner.token);
    const grace = await member(team.id, 'member', 'Grace Hopper');
    const bill = await member(team.id, 'billing', 'Bill Ing');
    await addToCart(grace.token, PRO_ANNUAL);
    const order = await placedOrder(grace.token);
    const number = invoiceNumberOf(order);
    // Grace has her own paid invoice too: it stays, unlinked from her.
    await actAs(grace, null);
    await giveBillingDetails(grace.token);
    await addToCart(grace.token, PRO_ANNUAL);
    const own = invoiceNumberOf(await placedOrder(grace.token));
    await markPaid(own);

    expect((await deleteAccount(grace.token)).status).toBe(200);

    const placed = await auditOf(team.id, 'order.placed');
    expect(placed.map((entry) => entry.actor_email)).toEqual(['']);
    const names = await env.DB.prepare('SELECT actor_name, actor_id, address FROM audit_log WHERE account_id = ?')
      .bind(team.id)
      .all<{ actor_name: string; actor_id: string | null; address: string }>();
    expect(names.results.map((r) => r.actor_name)).not.toContain('Grace Hopper');
    expect(names.results.filter((r) => r.actor_name === DELETED_USER)).toEqual([
      { actor_name: DELETED_USER, actor_id: null, address: '' },
    ]);
    expect(await countOf('SELECT count(*) AS n FROM invoices WHERE user_id = ?', grace.id)).toBe(0);
    expect(await countOf('SELECT count(*) AS n FROM invoices WHERE number IN (?, ?)', number, own)).toBe(2);

    const list = await api<{ invoices: { number: string }[] }>('GET', '/api/billing/invoices', { token: bill.token });
    expect(list.body.success && list.body.data.invoices.map((i) => i.number)).toEqual([number]);
    const pdf = await rawFetch(`/api/billing/invoices/${number}/pdf`, bill.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('puts "Deleted user" where another member named them, and the log stays closed to other changes', async () => {
    const { owner, team } = await ownerAndTeam('Engines');
    const grace = await member(team.id, 'member');
    const changed = await write('PATCH', `/api/team/members/${grace.id}`, owner.token, { role: 'admin' });
    expect(changed.status).toBe(200);
    await actAs(grace, null);
    expect((await deleteAccount(grace.token)).status).toBe(200);
    expect((await auditOf(team.id, 'member.role_changed')).map((e) => e.target)).toEqual([DELETED_USER]);
    await expect(
      env.DB.prepare("UPDATE audit_log SET target = 'someone else' WHERE account_id = ?").bind(team.id).run(),
    ).rejects.toThrow(/audit_log rows are never updated/);
  });

  it('closes a team the person owned alone', async () => {
    const { owner, team } = await ownerAndTeam('Solo');
    expect((await deleteAccount(owner.token)).status).toBe(200);
    expect(await countOf('SELECT count(*) AS n FROM accounts WHERE id = ? AND deleted_at IS NOT NULL', team.id)).toBe(
      1,
    );
  });
});

/** A raw request through the Worker (a PDF is no envelope). */
async function rawFetch(path: string, token: string) {
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(
    new Request(`http://nimbus.test${path}`, { headers: { authorization: `Bearer ${token}` } }),
  );
}
