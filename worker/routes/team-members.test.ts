import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type Member, type Team, teamErrors } from '../../site/shared/api/teams';
import { ROLE_SUMMARIES } from '../../site/shared/domain/teams';
import { api } from '../test/helpers';
import { mailsTo, waitForMail } from '../test/mail';
import { auditEvents, customer, member, ownerAndTeam, roleIn, sessionAccounts, write } from '../test/teams';

const changeRole = (token: string, userId: string, role: unknown) =>
  write<Member>('PATCH', `/api/team/members/${userId}`, token, { role });
const remove = (token: string, userId: string) => write<Team>('DELETE', `/api/team/members/${userId}`, token);

async function auditRows(teamId: string, event: string) {
  const { results } = await env.DB.prepare(
    'SELECT target, detail, actor_email FROM audit_log WHERE account_id = ? AND event = ? ORDER BY seq',
  )
    .bind(teamId, event)
    .all<{ target: string; detail: string; actor_email: string }>();
  return results.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, string> }));
}

describe('PATCH /api/team/members/{userId}', () => {
  it('changes the role, logs from and to, and mails the member', async () => {
    const { team } = await ownerAndTeam('Engines');
    const admin = await member(team.id, 'admin', 'Alan Admin');
    const grace = await member(team.id, 'member', 'Grace Member');
    const res = await changeRole(admin.token, grace.id, 'billing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        userId: grace.id,
        name: 'Grace Member',
        email: grace.email,
        role: 'billing',
        twoFactor: false,
        joinedAt: expect.any(String),
      },
    });
    expect(await roleIn(team.id, grace.id)).toBe('billing');
    expect(await auditRows(team.id, 'member.role_changed')).toEqual([
      { target: grace.email, detail: { from: 'member', to: 'billing' }, actor_email: admin.email },
    ]);
    const mail = await waitForMail(grace.email, 'team-role-changed');
    expect(mail.subject).toBe('Your role in Engines on Nimbus Cloud is now Billing');
    expect(mail.text).toContain('Alan Admin');
    expect(mail.text).toContain(ROLE_SUMMARIES.billing);
    expect(mail.text).toContain('http://nimbus.test/profile/team');
  });

  it('answers the member unchanged when the role is already theirs: no entry, no mail', async () => {
    const { owner, team } = await ownerAndTeam();
    const viewer = await member(team.id, 'viewer');
    const res = await changeRole(owner.token, viewer.id, 'viewer');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { role: 'viewer' } });
    expect(await auditEvents(team.id)).toEqual(['team.created']);
    expect(mailsTo(viewer.email)).toEqual([]);
  });

  it("refuses the owner's role with 409, whoever asks", async () => {
    const { owner, team } = await ownerAndTeam();
    const admin = await member(team.id, 'admin');
    for (const who of [admin, owner]) {
      const res = await changeRole(who.token, owner.id, 'viewer');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: teamErrors.ownerRole });
    }
    expect(await roleIn(team.id, owner.id)).toBe('owner');
  });

  it("answers 404 for a stranger, an unknown id and another team's member", async () => {
    const { owner } = await ownerAndTeam();
    const other = await ownerAndTeam('Other');
    const theirs = await member(other.team.id, 'member');
    const stranger = await customer();
    for (const id of [stranger.id, crypto.randomUUID(), theirs.id, other.owner.id]) {
      const res = await changeRole(owner.token, id, 'admin');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: teamErrors.memberNotFound });
    }
    expect(await roleIn(other.team.id, theirs.id)).toBe('member');
  });

  it.each([['owner'], ['boss'], [''], [3]])('refuses role %j with 400', async (role) => {
    const { owner, team } = await ownerAndTeam();
    const viewer = await member(team.id, 'viewer');
    const res = await changeRole(owner.token, viewer.id, role);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: teamErrors.roleInvalid });
  });

  it('refuses a malformed user id with 400', async () => {
    const { owner } = await ownerAndTeam();
    const res = await changeRole(owner.token, 'x'.repeat(65), 'admin');
    expect(res.status).toBe(400);
  });

  it('two admins changing one member at once: both land, in order, and the log chains from one to the next', async () => {
    const { team } = await ownerAndTeam();
    const [first, second] = [await member(team.id, 'admin'), await member(team.id, 'admin')];
    const grace = await member(team.id, 'member');
    const answers = await Promise.all([
      changeRole(first.token, grace.id, 'viewer'),
      changeRole(second.token, grace.id, 'billing'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const changes = (await auditRows(team.id, 'member.role_changed')).map((row) => row.detail);
    expect(changes).toHaveLength(2);
    expect(changes[0]?.from).toBe('member');
    expect(changes[1]?.from).toBe(changes[0]?.to);
    expect(await roleIn(team.id, grace.id)).toBe(changes[1]?.to);
  });
});

describe('DELETE /api/team/members/{userId}', () => {
  it('removes the member, resets their sessions on the team, logs it and mails them', async () => {
    const { owner, team } = await ownerAndTeam('Engines');
    const grace = await member(team.id, 'member', 'Grace Member');
    const res = await remove(owner.token, grace.id);
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    expect(res.body.data.members.map((m) => m.userId)).toEqual([owner.id]);
    expect(await roleIn(team.id, grace.id)).toBeNull();
    expect(await sessionAccounts(grace.id)).toEqual([null]);
    expect(await auditRows(team.id, 'member.removed')).toEqual([
      { target: grace.email, detail: {}, actor_email: owner.email },
    ]);
    const mail = await waitForMail(grace.email, 'team-removed');
    expect(mail.subject).toBe('You were removed from Engines on Nimbus Cloud');
    expect(mail.text).toContain('Ada Owner');
    // Their session acts for their personal account again.
    const cart = await api('GET', '/api/cart', { token: grace.token });
    expect(cart.status).toBe(200);
  });

  it('lets an admin remove another admin', async () => {
    const { team } = await ownerAndTeam();
    const [alan, ada] = [await member(team.id, 'admin'), await member(team.id, 'admin')];
    expect((await remove(alan.token, ada.id)).status).toBe(200);
    expect(await roleIn(team.id, ada.id)).toBeNull();
  });

  it('refuses removing yourself (409: leave instead) and the owner (409)', async () => {
    const { owner, team } = await ownerAndTeam();
    const admin = await member(team.id, 'admin');
    const self = await remove(admin.token, admin.id);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ success: false, error: teamErrors.removeSelf });
    const ownerSelf = await remove(owner.token, owner.id);
    expect(ownerSelf.body).toEqual({ success: false, error: teamErrors.removeSelf });
    const theOwner = await remove(admin.token, owner.id);
    expect(theOwner.status).toBe(409);
    expect(theOwner.body).toEqual({ success: false, error: teamErrors.ownerRole });
    expect(await auditEvents(team.id)).toEqual(['team.created']);
  });

  it("answers 404 for another team's member and leaves them be", async () => {
    const { owner } = await ownerAndTeam();
    const other = await ownerAndTeam('Other');
    const theirs = await member(other.team.id, 'viewer');
    const res = await remove(owner.token, theirs.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: teamErrors.memberNotFound });
    expect(await roleIn(other.team.id, theirs.id)).toBe('viewer');
    expect(await sessionAccounts(theirs.id)).toEqual([other.team.id]);
  });

  it('two removals of one member at once: one removes (200), the other finds no member (404), one entry', async () => {
    const { owner, team } = await ownerAndTeam();
    const admin = await member(team.id, 'admin');
    const grace = await member(team.id, 'member');
    const statuses = (await Promise.all([remove(owner.token, grace.id), remove(admin.token, grace.id)])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([200, 404]);
    expect(await auditEvents(team.id)).toEqual(['team.created', 'member.removed']);
  });
});
