import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../site/shared/api/accounts';
import { type Team, teamErrors } from '../../site/shared/api/teams';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { WRONG_PASSWORD } from '../lib/current-password';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { api } from '../test/helpers';
import { waitForMail } from '../test/mail';
import { auditEvents, createTeam, customer, member, ownerAndTeam, roleIn, sessionAccounts, write } from '../test/teams';
import { codeAt, midStep, setClock, twoFactorAccount } from '../test/two-factor';

beforeAll(async () => {
  await runSeed();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const transfer = (token: string, body: Record<string, unknown>) =>
  write<Team>('POST', '/api/team/transfer', token, { password: 'Sunrise2026', ...body });
const deleteTeam = (token: string, body: Record<string, unknown> = { password: 'Sunrise2026' }) =>
  write<Account>('DELETE', '/api/team', token, body);

/** An owner with TOTP on, their team and the time (the Worker's clock is set to it). */
async function secureOwner() {
  const now = setClock(midStep());
  const owner = await twoFactorAccount(now);
  const team = await createTeam(owner, 'Secure');
  return { now, owner, team };
}

const ownersOf = async (teamId: string) => {
  const { results } = await env.DB.prepare("SELECT user_id FROM memberships WHERE account_id = ? AND role = 'owner'")
    .bind(teamId)
    .all<{ user_id: string }>();
  return results.map((row) => row.user_id);
};

describe('POST /api/team/transfer', () => {
  it('makes the member the owner and the owner an admin, logs it and mails both', async () => {
    const { owner, team } = await ownerAndTeam('Engines');
    const grace = await member(team.id, 'member', 'Grace Hopper');
    const res = await transfer(owner.token, { userId: grace.id });
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    expect(res.body.data.role).toBe('admin');
    expect(res.body.data.members.map((m) => [m.userId, m.role])).toEqual([
      [grace.id, 'owner'],
      [owner.id, 'admin'],
    ]);
    expect(await roleIn(team.id, grace.id)).toBe('owner');
    expect(await roleIn(team.id, owner.id)).toBe('admin');
    expect(await auditEvents(team.id)).toEqual(['team.created', 'ownership.transferred']);
    for (const to of [grace.email, owner.email]) {
      const mail = await waitForMail(to, 'team-ownership-transferred');
      expect(mail.subject).toBe('Grace Hopper now owns Engines on Nimbus Cloud');
    }
    // The former owner may no longer transfer; the new one may.
    expect((await transfer(owner.token, { userId: grace.id })).status).toBe(403);
    expect((await transfer(grace.token, { userId: owner.id })).status).toBe(200);
  });

  it('refuses a wrong password with 400 and changes nothing', async () => {
    const { owner, team } = await ownerAndTeam();
    const grace = await member(team.id, 'member');
    const res = await transfer(owner.token, { userId: grace.id, password: 'Wrong-password-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });
    expect(await ownersOf(team.id)).toEqual([owner.id]);
    expect(await auditEvents(team.id)).toEqual(['team.created']);
  });

  it("refuses yourself (409), a stranger and another team's member (404)", async () => {
    const { owner, team } = await ownerAndTeam();
    const self = await transfer(owner.token, { userId: owner.id });
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ success: false, error: teamErrors.transferToSelf });
    const other = await ownerAndTeam('Other');
    const theirs = await member(other.team.id, 'admin');
    for (const userId of [theirs.id, other.owner.id, (await customer()).id]) {
      const res = await transfer(owner.token, { userId });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: teamErrors.memberNotFound });
    }
    expect(await ownersOf(team.id)).toEqual([owner.id]);
    expect(await ownersOf(other.team.id)).toEqual([other.owner.id]);
  });

  it('asks an owner with two-factor sign-in for a current code', async () => {
    const { now, owner, team } = await secureOwner();
    const grace = await member(team.id, 'admin');
    const none = await transfer(owner.token, { userId: grace.id, password: owner.password });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      success: false,
      error: twoFactorMessages.resetNeedsCode,
      fields: { code: twoFactorMessages.resetNeedsCode },
    });
    const wrong = await transfer(owner.token, { userId: grace.id, password: owner.password, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: twoFactorMessages.wrongCode });
    expect(await ownersOf(team.id)).toEqual([await ownerIdOf(owner.email)]);
    const right = await transfer(owner.token, {
      userId: grace.id,
      password: owner.password,
      code: codeAt(owner.key, now),
    });
    expect(right.status).toBe(200);
    expect(await ownersOf(team.id)).toEqual([grace.id]);
  });

  it('two transfers at once leave exactly one owner', async () => {
    const { owner, team } = await ownerAndTeam();
    const [grace, alan] = [await member(team.id, 'admin'), await member(team.id, 'member')];
    const answers = await Promise.all([
      transfer(owner.token, { userId: grace.id }),
      transfer(owner.token, { userId: alan.id }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 403]);
    const owners = await ownersOf(team.id);
    expect(owners).toHaveLength(1);
    expect([grace.id, alan.id]).toContain(owners[0]);
    expect(await roleIn(team.id, owner.id)).toBe('admin');
    expect(await auditEvents(team.id)).toEqual(['team.created', 'ownership.transferred']);
  });
});

async function ownerIdOf(email: string) {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  return row?.id;
}

describe('DELETE /api/team', () => {
  it('marks the team deleted and removes its members, invitations, cart and sessions on it', async () => {
    const { owner, team } = await ownerAndTeam('Doomed');
    const grace = await member(team.id, 'member');
    await addToCart(grace.token, PRO_ANNUAL);
    await env.DB.prepare(
      'INSERT INTO invitations (id, account_id, email, role, token_hash, invited_by, created_at, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        crypto.randomUUID(),
        team.id,
        'new@example.com',
        'viewer',
        crypto.randomUUID(),
        owner.id,
        1,
        1,
        Date.now() + 1e6,
      )
      .run();

    const res = await deleteTeam(owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { id: owner.id, kind: 'personal', name: '', role: 'owner', requireTwoFactor: false },
    });
    const count = (sql: string) =>
      env.DB.prepare(sql)
        .bind(team.id)
        .first<{ n: number }>()
        .then((row) => row?.n);
    expect(await count('SELECT count(*) AS n FROM accounts WHERE id = ? AND deleted_at IS NOT NULL')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM memberships WHERE account_id = ?')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM invitations WHERE account_id = ?')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM cart_items WHERE account_id = ?')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE account_id = ?')).toBe(0);
    expect(await sessionAccounts(grace.id)).toEqual([null]);
    expect(await auditEvents(team.id)).toEqual(['team.created', 'team.deleted']);

    const list = await api<{ accounts: Account[] }>('GET', '/api/accounts', { token: grace.token });
    expect(list.body.success && list.body.data.accounts.map((a) => a.id)).toEqual([grace.id]);
    const back = await write('PUT', '/api/accounts/current', owner.token, { accountId: team.id });
    expect(back.status).toBe(404);
  });

  it('is refused while an invoice is unpaid (409), keeps orders and invoices once they are paid', async () => {
    const { owner, team } = await ownerAndTeam();
    await giveBillingDetails(owner.token);
    await addToCart(owner.token, PRO_ANNUAL);
    const order = await placedOrder(owner.token);

    const refused = await deleteTeam(owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: teamErrors.unpaidInvoices });
    expect(await roleIn(team.id, owner.id)).toBe('owner');

    await env.DB.prepare('UPDATE invoices SET paid_at = ?, paid_cents = total_cents WHERE account_id = ?')
      .bind(Date.now(), team.id)
      .run();
    expect((await deleteTeam(owner.token)).status).toBe(200);
    const kept = await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE id = ? AND account_id = ?')
      .bind(order.id, team.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(1);
  });

  it('refuses a wrong password (400) and, with two-factor sign-in on, a missing code (400)', async () => {
    const { owner, team } = await ownerAndTeam();
    const wrong = await deleteTeam(owner.token, { password: 'Wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: WRONG_PASSWORD });

    const secure = await secureOwner();
    const none = await deleteTeam(secure.owner.token, { password: secure.owner.password });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ success: false, error: twoFactorMessages.resetNeedsCode });
    const right = await deleteTeam(secure.owner.token, {
      password: secure.owner.password,
      code: codeAt(secure.owner.key, secure.now),
    });
    expect(right.status).toBe(200);
    expect(await auditEvents(team.id)).toEqual(['team.created']);
  });
});
