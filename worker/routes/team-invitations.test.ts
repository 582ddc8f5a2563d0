/**
 * The team's invitations as its owner and admins manage them: invite, list, resend, cancel; the
 * conflicts that refuse an invitation, and another team's invitation answering 404.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../site/shared/api/common-messages';
import type { Invitation } from '../../site/shared/api/team-invitations';
import { teamErrors } from '../../site/shared/api/teams';
import { api, freshClient, signedInUser, uniqueEmail } from '../test/helpers';
import { invitationTokenFrom, invite, listInvitations, preview } from '../test/invitations';
import { mailsTo, waitForMail } from '../test/mail';
import { auditOf, customer, member, team } from '../test/teams';

const DAY = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const resend = (token: string, id: string) =>
  api<Invitation>('POST', `/api/team/invitations/${id}/resend`, { token, headers: freshClient() });
const cancel = (token: string, id: string) => api<Invitation>('DELETE', `/api/team/invitations/${id}`, { token });

function dataOf<T>(res: { body: { success: true; data: T } | { success: false; error: string } }): T {
  if (!res.body.success) throw new Error(res.body.error);
  return res.body.data;
}

describe('POST /api/team/invitations', () => {
  it('answers 201 with the invitation, lower-cases the address and records it in the audit log', async () => {
    const squad = await team();
    const email = uniqueEmail('invitee');
    const before = Date.now();
    const res = await invite(squad.owner.token, `  ${email.toUpperCase()} `, 'admin');
    expect(res.status).toBe(201);
    const invitation = dataOf(res);
    expect(invitation).toMatchObject({ email, role: 'admin', invitedBy: 'Ada Lovelace' });
    expect(invitation.id).toMatch(UUID);
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(7 * DAY);
    expect(Date.parse(invitation.sentAt)).toBeGreaterThanOrEqual(before);

    const mail = await waitForMail(email, 'team-invitation');
    expect(mail.text).toMatch(/http:\/\/nimbus\.test\/invitation#token=[A-Za-z0-9_-]{43}\)?/);
    // Only the token's SHA-256 is stored.
    const row = await env.DB.prepare('SELECT token_hash FROM invitations WHERE id = ?')
      .bind(invitation.id)
      .first<{ token_hash: string }>();
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toBe(invitationTokenFrom(mail));
    expect(await auditOf(squad.id, 'invitation.sent')).toEqual([
      { event: 'invitation.sent', actor_email: squad.owner.email, target: email, detail: { role: 'admin' } },
    ]);
  });

  it('answers 409 on a personal account, for each of the four', async () => {
    const user = await signedInUser();
    const id = crypto.randomUUID();
    const answers = [
      await invite(user.token, uniqueEmail()),
      await listInvitations(user.token),
      await resend(user.token, id),
      await cancel(user.token, id),
    ];
    for (const res of answers) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: teamErrors.personalAccount });
    }
  });

  it("answers 409 for a member's address and sends nothing", async () => {
    const squad = await team();
    const viewer = await member(squad.id, 'viewer');
    for (const email of [viewer.email, squad.owner.email]) {
      const res = await invite(squad.owner.token, email);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: teamErrors.alreadyMember });
    }
    expect(mailsTo(viewer.email, 'team-invitation')).toHaveLength(0);
  });

  it('answers 409 to a second invitation for an address while one is open, even sent at once', async () => {
    const squad = await team();
    const email = uniqueEmail();
    const answers = await Promise.all([1, 2, 3].map(() => invite(squad.owner.token, email)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      success: false,
      error: teamErrors.alreadyInvited,
    });
    expect(dataOf(await listInvitations(squad.owner.token)).invitations).toHaveLength(1);
    expect(await auditOf(squad.id, 'invitation.sent')).toHaveLength(1);
  });

  it('lets another team invite the same address', async () => {
    const email = uniqueEmail();
    expect((await invite((await team()).owner.token, email)).status).toBe(201);
    expect((await invite((await team()).owner.token, email)).status).toBe(201);
  });

  it('answers 400 for an invalid address or role, the owner role included', async () => {
    const squad = await team();
    for (const [email, role, error] of [
      ['not-an-address', 'member', fieldMessages.emailInvalid],
      [uniqueEmail(), 'owner', teamErrors.roleInvalid],
      [uniqueEmail(), 'root', teamErrors.roleInvalid],
    ] as const) {
      const res = await invite(squad.owner.token, email, role);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error });
    }
  });
});

describe('GET /api/team/invitations', () => {
  it('lists open invitations newest first, expired ones included, accepted ones not', async () => {
    const squad = await team();
    const admin = await member(squad.id, 'admin', 'Margaret Hamilton');
    const [first, second, third] = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    for (const email of [first, second]) expect((await invite(squad.owner.token, email)).status).toBe(201);
    expect((await invite(admin.token, third, 'viewer')).status).toBe(201);
    await env.DB.prepare('UPDATE invitations SET expires_at = ? WHERE email = ?')
      .bind(Date.now() - DAY, first)
      .run();
    // The second one is accepted: it is no longer open.
    await env.DB.prepare('UPDATE invitations SET accepted_at = ? WHERE email = ?').bind(Date.now(), second).run();

    const listed = dataOf(await listInvitations(admin.token)).invitations;
    expect(listed.map(({ email, role, invitedBy }) => ({ email, role, invitedBy }))).toEqual([
      { email: third, role: 'viewer', invitedBy: 'Margaret Hamilton' },
      { email: first, role: 'member', invitedBy: 'Ada Lovelace' },
    ]);
  });

  it("answers '' as the inviter once they left the team", async () => {
    const squad = await team();
    const admin = await member(squad.id, 'admin');
    expect((await invite(admin.token, uniqueEmail())).status).toBe(201);
    await env.DB.prepare('DELETE FROM memberships WHERE account_id = ? AND user_id = ?').bind(squad.id, admin.id).run();
    expect(dataOf(await listInvitations(squad.owner.token)).invitations[0]?.invitedBy).toBe('');
  });
});

describe('resending and cancelling', () => {
  it('resends with a new link valid 7 days from now; the old link stops working', async () => {
    const squad = await team();
    const admin = await member(squad.id, 'admin', 'Margaret Hamilton');
    const email = uniqueEmail();
    const sent = dataOf(await invite(squad.owner.token, email, 'billing'));
    const oldToken = invitationTokenFrom(await waitForMail(email, 'team-invitation'));
    await env.DB.prepare('UPDATE invitations SET sent_at = ?, expires_at = ? WHERE id = ?')
      .bind(Date.now() - 8 * DAY, Date.now() - DAY, sent.id)
      .run();
    expect((await preview(oldToken)).status).toBe(404);

    const before = Date.now();
    const res = await resend(admin.token, sent.id);
    expect(res.status).toBe(200);
    const again = dataOf(res);
    expect(again).toMatchObject({ id: sent.id, email, role: 'billing', invitedBy: 'Margaret Hamilton' });
    expect(Date.parse(again.sentAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(again.expiresAt) - Date.parse(again.sentAt)).toBe(7 * DAY);

    const mail = await waitForMail(email, 'team-invitation', 2);
    expect(mail.subject).toBe(`Margaret Hamilton invited you to ${squad.name} on Nimbus Cloud`);
    const newToken = invitationTokenFrom(mail);
    expect(newToken).not.toBe(oldToken);
    expect((await preview(newToken)).status).toBe(200);
    // Even before it expired, the old link would be dead: its hash is gone.
    expect((await preview(oldToken)).status).toBe(404);
    expect(await auditOf(squad.id, 'invitation.resent')).toEqual([
      { event: 'invitation.resent', actor_email: admin.email, target: email, detail: { role: 'billing' } },
    ]);
  });

  it('cancels: the link stops working, the list no longer has it, the audit log says who', async () => {
    const squad = await team();
    const email = uniqueEmail();
    const sent = dataOf(await invite(squad.owner.token, email, 'viewer'));
    const token = invitationTokenFrom(await waitForMail(email, 'team-invitation'));

    const res = await cancel(squad.owner.token, sent.id);
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({ id: sent.id, email, role: 'viewer' });
    expect((await preview(token)).status).toBe(404);
    expect(dataOf(await listInvitations(squad.owner.token)).invitations).toEqual([]);
    expect(await auditOf(squad.id, 'invitation.cancelled')).toEqual([
      { event: 'invitation.cancelled', actor_email: squad.owner.email, target: email, detail: { role: 'viewer' } },
    ]);
    // Gone: cancelling or resending it again answers 404, and the address can be invited anew.
    expect((await cancel(squad.owner.token, sent.id)).status).toBe(404);
    expect((await resend(squad.owner.token, sent.id)).status).toBe(404);
    expect((await invite(squad.owner.token, email)).status).toBe(201);
  });

  it("answers 404 for another team's invitation and changes nothing there", async () => {
    const ours = await team();
    const theirs = await team('Other Team');
    const email = uniqueEmail();
    const sent = dataOf(await invite(theirs.owner.token, email));
    await waitForMail(email, 'team-invitation');
    for (const res of [await resend(ours.owner.token, sent.id), await cancel(ours.owner.token, sent.id)]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: teamErrors.invitationNotFound });
    }
    expect(dataOf(await listInvitations(theirs.owner.token)).invitations).toHaveLength(1);
    expect(await auditOf(ours.id, 'invitation.resent')).toEqual([]);
    expect(await auditOf(ours.id, 'invitation.cancelled')).toEqual([]);
    expect(mailsTo(email, 'team-invitation')).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const squad = await team();
    expect((await resend(squad.owner.token, crypto.randomUUID())).body).toEqual({
      success: false,
      error: teamErrors.invitationNotFound,
    });
    expect((await cancel(squad.owner.token, crypto.randomUUID())).status).toBe(404);
    const malformed = await cancel(squad.owner.token, 'not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: teamErrors.invitationIdMalformed });
  });

  it('answers 404 for an accepted invitation', async () => {
    const squad = await team();
    const guest = await customer();
    const sent = dataOf(await invite(squad.owner.token, guest.email));
    await env.DB.prepare('UPDATE invitations SET accepted_at = ? WHERE id = ?').bind(Date.now(), sent.id).run();
    expect((await resend(squad.owner.token, sent.id)).status).toBe(404);
    expect((await cancel(squad.owner.token, sent.id)).status).toBe(404);
  });
});

describe('who may manage invitations', () => {
  it.each(['billing', 'member', 'viewer'] as const)('a %s gets 403 for each of the four', async (role) => {
    const squad = await team();
    const sent = dataOf(await invite(squad.owner.token, uniqueEmail()));
    const someone = await member(squad.id, role);
    const answers = [
      await listInvitations(someone.token),
      await invite(someone.token, uniqueEmail()),
      await resend(someone.token, sent.id),
      await cancel(someone.token, sent.id),
    ];
    for (const res of answers) expect(res.body).toEqual({ success: false, error: teamErrors.forbidden });
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    expect(dataOf(await listInvitations(squad.owner.token)).invitations).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await api('GET', '/api/team/invitations')).status).toBe(401);
    expect(
      (await api('POST', '/api/team/invitations', { body: { email: uniqueEmail(), role: 'member' } })).status,
    ).toBe(401);
  });
});
