import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../site/shared/api/accounts';
import { type Team, teamErrors } from '../../site/shared/api/teams';
import { api, userIdOf } from '../test/helpers';
import { auditEvents, customer, member, ownerAndTeam, readTeam, roleIn, sessionAccounts, write } from '../test/teams';
import { midStep, setClock, twoFactorAccount } from '../test/two-factor';

afterEach(() => {
  vi.restoreAllMocks();
});

const personalConflict = { success: false, error: teamErrors.personalAccount };

describe('/api/team on a personal account', () => {
  it.each([
    ['GET', '/api/team', undefined],
    ['PATCH', '/api/team', { name: 'Mine' }],
    ['PUT', '/api/team/two-factor-policy', { required: false }],
    ['POST', '/api/team/leave', undefined],
    ['GET', '/api/team/audit', undefined],
    ['PATCH', `/api/team/members/${crypto.randomUUID()}`, { role: 'viewer' }],
    ['DELETE', `/api/team/members/${crypto.randomUUID()}`, undefined],
    ['POST', '/api/team/transfer', { userId: crypto.randomUUID(), password: 'Sunrise2026' }],
    ['DELETE', '/api/team', { password: 'Sunrise2026' }],
  ])('%s %s answers 409 and changes nothing', async (method, path, body) => {
    const ada = await customer();
    const res = await write(method, path, ada.token, body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(personalConflict);
    const row = await env.DB.prepare('SELECT name, deleted_at FROM accounts WHERE id = ?')
      .bind(ada.id)
      .first<{ name: string; deleted_at: number | null }>();
    expect(row).toEqual({ name: '', deleted_at: null });
    expect(await auditEvents(ada.id)).toEqual([]);
    expect(await roleIn(ada.id, ada.id)).toBe('owner');
  });
});

describe('GET /api/team', () => {
  it('answers the team and its members: the owner first, then by name, with their two-factor state', async () => {
    const now = setClock(midStep());
    const { owner, team } = await ownerAndTeam('Engines');
    const zoe = await member(team.id, 'viewer', 'zoe Quinn');
    const bob = await member(team.id, 'billing', 'Bob Byte');
    const secure = await twoFactorAccount(now);
    await env.DB.prepare('INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (?, ?, ?, ?)')
      .bind(team.id, await userIdOf(secure.email), 'member', now)
      .run();

    const res = await readTeam(zoe.token);
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    const data: Team = res.body.data;
    expect(data).toMatchObject({ id: team.id, name: 'Engines', requireTwoFactor: false, role: 'viewer' });
    expect(data.members.map((m) => [m.name, m.role, m.twoFactor])).toEqual([
      ['Ada Owner', 'owner', false],
      ['Ada Lovelace', 'member', true],
      ['Bob Byte', 'billing', false],
      ['zoe Quinn', 'viewer', false],
    ]);
    expect(data.members[0]).toEqual({
      userId: owner.id,
      name: 'Ada Owner',
      email: owner.email,
      role: 'owner',
      twoFactor: false,
      joinedAt: expect.any(String),
    });
    expect(data.members.find((m) => m.userId === bob.id)?.email).toBe(bob.email);
  });

  it('answers 403 to a customer removed from the team while the session still points at it', async () => {
    const { team } = await ownerAndTeam();
    const viewer = await member(team.id, 'viewer');
    await env.DB.prepare('DELETE FROM memberships WHERE account_id = ? AND user_id = ?').bind(team.id, viewer.id).run();
    const res = await readTeam(viewer.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: teamErrors.notMember });
  });
});

describe('PATCH /api/team', () => {
  it('renames the team for every member and logs it once per change', async () => {
    const { owner, team } = await ownerAndTeam('Old name');
    const admin = await member(team.id, 'admin');
    const res = await write<Team>('PATCH', '/api/team', admin.token, { name: ' New name ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: team.id, name: 'New name', role: 'admin' } });
    const again = await write<Team>('PATCH', '/api/team', admin.token, { name: 'New name' });
    expect(again.status).toBe(200);
    expect(await auditEvents(team.id)).toEqual(['team.created', 'team.renamed']);
    const list = await api<{ accounts: Account[] }>('GET', '/api/accounts', { token: owner.token });
    expect(list.body.success && list.body.data.accounts[1]?.name).toBe('New name');
  });

  it('refuses an invalid name with 400', async () => {
    const { owner } = await ownerAndTeam();
    for (const body of [{}, { name: '' }, { name: 'a\u2028b' }, { name: 'x'.repeat(61) }, []]) {
      const res = await write('PATCH', '/api/team', owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('PUT /api/team/two-factor-policy', () => {
  it("needs the owner's own two-factor sign-in to require it (409), not to stop requiring it", async () => {
    const { owner, team } = await ownerAndTeam();
    const res = await write('PUT', '/api/team/two-factor-policy', owner.token, { required: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: teamErrors.ownerNeedsTwoFactor });
    const off = await write<Team>('PUT', '/api/team/two-factor-policy', owner.token, { required: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ success: true, data: { requireTwoFactor: false } });
    expect(await auditEvents(team.id)).toEqual(['team.created']);
  });

  it('requires it once the owner has it on, logs the change, and stops requiring it', async () => {
    const now = setClock(midStep());
    const secure = await twoFactorAccount(now);
    const res = await write<Account>('POST', '/api/teams', secure.token, { name: 'Secure' });
    if (!res.body.success) throw new Error(res.body.error);
    const team = res.body.data;
    const on = await write<Team>('PUT', '/api/team/two-factor-policy', secure.token, { required: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true, data: { requireTwoFactor: true, role: 'owner' } });
    const off = await write<Team>('PUT', '/api/team/two-factor-policy', secure.token, { required: false });
    expect(off.body).toMatchObject({ success: true, data: { requireTwoFactor: false } });
    expect(await auditEvents(team.id)).toEqual(['team.created', 'policy.changed', 'policy.changed']);
    const { results } = await env.DB.prepare(
      'SELECT detail FROM audit_log WHERE account_id = ? AND event = ? ORDER BY seq',
    )
      .bind(team.id, 'policy.changed')
      .all<{ detail: string }>();
    expect(results.map((row) => JSON.parse(row.detail))).toEqual([{ required: 'true' }, { required: 'false' }]);
  });

  it('refuses a body that is not a boolean with 400', async () => {
    const { owner } = await ownerAndTeam();
    const res = await write('PUT', '/api/team/two-factor-policy', owner.token, { required: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'required must be true or false' });
  });
});

describe('POST /api/team/leave', () => {
  it('removes the member, points all their sessions on the team at their personal account, logs it', async () => {
    const { team } = await ownerAndTeam();
    const viewer = await member(team.id, 'viewer');
    const res = await write<Account>('POST', '/api/team/leave', viewer.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { id: viewer.id, kind: 'personal', name: '', role: 'owner', requireTwoFactor: false },
    });
    expect(await roleIn(team.id, viewer.id)).toBeNull();
    expect(await sessionAccounts(viewer.id)).toEqual([null]);
    expect(await auditEvents(team.id)).toEqual(['team.created', 'member.left']);
    const after = await readTeam(viewer.token);
    expect(after.status).toBe(409);
  });

  it('refuses the owner with 403 and says to transfer the ownership first', async () => {
    const { owner, team } = await ownerAndTeam();
    const res = await write('POST', '/api/team/leave', owner.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: teamErrors.ownerCannotLeave });
    expect(await roleIn(team.id, owner.id)).toBe('owner');
    expect(await auditEvents(team.id)).toEqual(['team.created']);
  });
});
