import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Account, AccountList } from '../../site/shared/api/accounts';
import { teamErrors } from '../../site/shared/api/teams';
import { TEAM_NAME_MAX } from '../../site/shared/domain/teams';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import { api, freshClient } from '../test/helpers';
import { auditEvents, createTeam, customer, member, ownerAndTeam, roleIn, sessionAccounts, write } from '../test/teams';

const listAccounts = (token: string) => api<AccountList>('GET', '/api/accounts', { token });
const switchTo = (token: string, accountId: unknown) =>
  write<Account>('PUT', '/api/accounts/current', token, { accountId });

const personal = (id: string): Account => ({ id, kind: 'personal', name: '', role: 'owner', requireTwoFactor: false });

describe('GET /api/accounts', () => {
  it('answers 401 without a token', async () => {
    const res = await api('GET', '/api/accounts');
    expect(res.status).toBe(401);
  });

  it('lists only the personal account of a new customer, as the current one', async () => {
    const ada = await customer();
    const res = await listAccounts(ada.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { currentId: ada.id, accounts: [personal(ada.id)] } });
  });

  it('lists the personal account first, then teams by name whatever the case, never a deleted one', async () => {
    const ada = await customer();
    const zeta = await createTeam(ada, 'Zeta Labs');
    const alpha = await createTeam(ada, 'alpha works');
    const gone = await createTeam(ada, 'Beta (deleted)');
    await env.DB.prepare('UPDATE accounts SET deleted_at = ? WHERE id = ?').bind(Date.now(), gone.id).run();
    // Another team, of which Ada is no member, is never hers to list.
    await ownerAndTeam('Gamma');

    const res = await listAccounts(ada.token);
    // Her session still points at the deleted team: it acts for her personal account.
    expect(res.body).toEqual({ success: true, data: { currentId: ada.id, accounts: [personal(ada.id), alpha, zeta] } });
  });

  it('shows each team with the role the customer has there', async () => {
    const { team } = await ownerAndTeam('Roles Inc');
    const viewer = await member(team.id, 'viewer');
    const res = await listAccounts(viewer.token);
    expect(res.body).toEqual({
      success: true,
      data: { currentId: team.id, accounts: [personal(viewer.id), { ...team, role: 'viewer' }] },
    });
  });
});

describe('POST /api/teams', () => {
  it('creates the team with its creator as owner, switches the session to it and logs it', async () => {
    const ada = await customer();
    const res = await write<Account>('POST', '/api/teams', ada.token, { name: '  Analytical Engines ' });
    expect(res.status).toBe(201);
    if (!res.body.success) throw new Error(res.body.error);
    const team = res.body.data;
    expect(team).toEqual({
      id: expect.any(String),
      kind: 'team',
      name: 'Analytical Engines',
      role: 'owner',
      requireTwoFactor: false,
    });
    expect(await roleIn(team.id, ada.id)).toBe('owner');
    expect(await sessionAccounts(ada.id)).toEqual([team.id]);
    expect(await auditEvents(team.id)).toEqual(['team.created']);
    const list = await listAccounts(ada.token);
    expect(list.body.success && list.body.data.currentId).toBe(team.id);
  });

  it.each([
    [{}, teamErrors.nameRequired],
    [{ name: '   ' }, teamErrors.nameRequired],
    [{ name: 'x'.repeat(TEAM_NAME_MAX + 1) }, `Team name must be at most ${TEAM_NAME_MAX} characters`],
    [{ name: 'Two\nlines' }, teamErrors.nameOneLine],
    [{ name: 'Evil\u202Eflip' }, teamErrors.nameOneLine],
    [{ name: 42 }, teamErrors.nameRequired],
  ])('refuses %j with 400 and creates nothing', async (body, error) => {
    const ada = await customer();
    const res = await write('POST', '/api/teams', ada.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error });
    const list = await listAccounts(ada.token);
    expect(list.body.success && list.body.data.accounts).toHaveLength(1);
  });

  it('creates at most the limit of teams per customer, even in parallel (429 for the rest)', async () => {
    const ada = await customer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => write('POST', '/api/teams', ada.token, { name: `Team ${n}` })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    const teams = await env.DB.prepare(
      "SELECT count(*) AS n FROM memberships JOIN accounts ON accounts.id = account_id WHERE user_id = ? AND kind = 'team'",
    )
      .bind(ada.id)
      .first<{ n: number }>();
    expect(teams?.n).toBe(10);
  });
});

describe('PUT /api/accounts/current', () => {
  it('switches between the personal account and a team, for this session only', async () => {
    const { owner, team } = await ownerAndTeam();
    const { token: other } = await createSession(getDb(env.DB), owner.id, false, { userAgent: null });

    const back = await switchTo(owner.token, owner.id);
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ success: true, data: personal(owner.id) });
    expect(await sessionAccounts(owner.id)).toEqual([null, null]);

    const again = await switchTo(owner.token, team.id);
    expect(again.body).toEqual({ success: true, data: team });
    const list = await listAccounts(other);
    expect(list.body.success && list.body.data.currentId).toBe(owner.id);
  });

  it("answers 404 for another customer's account, a team one is not in, an unknown id, a deleted team", async () => {
    const { owner, team } = await ownerAndTeam();
    const stranger = await customer();
    const deleted = await createTeam(owner, 'Deleted');
    await env.DB.prepare('UPDATE accounts SET deleted_at = ? WHERE id = ?').bind(Date.now(), deleted.id).run();
    await switchTo(owner.token, team.id);

    for (const [who, id] of [
      [stranger, owner.id],
      [stranger, team.id],
      [owner, crypto.randomUUID()],
      [owner, deleted.id],
    ] as const) {
      const res = await switchTo(who.token, id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ success: false, error: teamErrors.accountNotFound });
    }
    expect(await sessionAccounts(stranger.id)).toEqual([null]);
    expect(await sessionAccounts(owner.id)).toEqual([team.id]);
  });

  it('refuses a malformed body with 400', async () => {
    const ada = await customer();
    for (const body of [{}, { accountId: '' }, { accountId: 7 }, { accountId: 'x'.repeat(65) }]) {
      const res = await write('PUT', '/api/accounts/current', ada.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("switches to a team whose two-factor policy the customer does not meet; the team's data then says why", async () => {
    const { team } = await ownerAndTeam();
    const viewer = await member(team.id, 'viewer');
    await switchTo(viewer.token, viewer.id);
    await env.DB.prepare('UPDATE accounts SET require_two_factor = 1 WHERE id = ?').bind(team.id).run();

    const res = await switchTo(viewer.token, team.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { ...team, role: 'viewer', requireTwoFactor: true } });
    const orders = await api('GET', '/api/orders', { token: viewer.token });
    expect(orders.status).toBe(403);
    expect(orders.body).toEqual({ success: false, error: teamErrors.twoFactorRequired });
  });

  it('counts against the team-write limit', async () => {
    const ada = await customer();
    const answers = await Promise.all(
      Array.from({ length: 62 }, () =>
        api('PUT', '/api/accounts/current', { token: ada.token, body: { accountId: ada.id }, headers: freshClient() }),
      ),
    );
    expect(answers.filter((res) => res.status === 429)).toHaveLength(2);
  });
});
