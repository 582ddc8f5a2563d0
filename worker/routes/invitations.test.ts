/**
 * An invitation from the mail to the membership: the link's page reads it, the invited customer
 * accepts it once, and the session then acts for the team (docs/decisions/accounts-and-teams.md).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { teamErrors } from '../../site/shared/api/teams';
import { callWorker } from '../test/direct';
import { api, logIn, signedInUser, signUp, uniqueEmail } from '../test/helpers';
import { accept, invitationTokenFrom, invite, preview } from '../test/invitations';
import { mailsTo, waitForMail } from '../test/mail';
import { auditOf, customer, member, sessionAccount, team } from '../test/teams';

const DAY = 86_400_000;
const invalid = { success: false, error: teamErrors.invitationInvalid };

/** Invites a new verified customer to a new team: answers both and the mailed token. */
async function invited(role = 'billing') {
  const squad = await team();
  const guest = await customer('Grace Hopper');
  expect((await invite(squad.owner.token, guest.email, role)).status).toBe(201);
  const token = invitationTokenFrom(await waitForMail(guest.email, 'team-invitation'));
  return { squad, guest, token };
}

describe('from the invitation mail to the team', () => {
  it('mails a link; the link reads the invitation, and accepting joins with the role and switches the session', async () => {
    const squad = await team('Difference Engines');
    const guest = await customer('Grace Hopper');
    const sent = await invite(squad.owner.token, guest.email.toUpperCase(), 'billing');
    expect(sent.status).toBe(201);

    const mail = await waitForMail(guest.email, 'team-invitation');
    expect(mail.subject).toBe('Ada Lovelace invited you to Difference Engines on Nimbus Cloud');
    expect(mail.text).toContain(`Ada Lovelace invited ${guest.email} to join the team “Difference Engines”`);
    expect(mail.text).toContain(
      'as Billing: Billing details, invoices, the balance and the monthly budget; reads orders; cannot buy.',
    );
    const token = invitationTokenFrom(mail);

    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      success: true,
      data: {
        teamName: 'Difference Engines',
        role: 'billing',
        email: guest.email,
        invitedBy: 'Ada Lovelace',
        expiresAt: sent.body.success ? sent.body.data.expiresAt : '',
      },
    });

    expect(await sessionAccount(guest.token)).toBeNull();
    const joined = await accept(guest.token, token);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      success: true,
      data: { id: squad.id, kind: 'team', name: 'Difference Engines', role: 'billing', requireTwoFactor: false },
    });
    const row = await env.DB.prepare('SELECT role FROM memberships WHERE account_id = ? AND user_id = ?')
      .bind(squad.id, guest.id)
      .first<{ role: string }>();
    expect(row?.role).toBe('billing');
    expect(await sessionAccount(guest.token)).toBe(squad.id);
    // The session now acts for the team: billing may read its invoices, not use its cart.
    expect((await api('GET', '/api/billing/invoices', { token: guest.token })).status).toBe(200);
    expect((await api('GET', '/api/cart', { token: guest.token })).status).toBe(403);

    const [entry] = await auditOf(squad.id, 'member.joined');
    expect(entry).toMatchObject({ actor_email: guest.email, target: guest.email, detail: { role: 'billing' } });
    const told = await waitForMail(squad.owner.email, 'team-joined');
    expect(told.subject).toBe('Grace Hopper joined Difference Engines on Nimbus Cloud');
    expect(told.text).toContain(
      `Grace Hopper (${guest.email}) accepted the invitation and joined “Difference Engines” as Billing.`,
    );
    expect(told.text).toContain('http://nimbus.test/profile/team');
  });

  it('is single-use: of two accepts at once one joins and one answers 404, and a later one 404', async () => {
    const { squad, guest, token } = await invited();
    const answers = await Promise.all([accept(guest.token, token), accept(guest.token, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect(answers.find((answer) => answer.status === 404)?.body).toEqual(invalid);
    const { results } = await env.DB.prepare('SELECT user_id FROM memberships WHERE account_id = ?')
      .bind(squad.id)
      .all();
    expect(results).toHaveLength(2);
    expect(await auditOf(squad.id, 'member.joined')).toHaveLength(1);

    expect((await accept(guest.token, token)).body).toEqual(invalid);
    expect((await preview(token)).body).toEqual(invalid);
  });

  it('stops working 7 days after it was sent', async () => {
    const { guest, token } = await invited();
    await env.DB.prepare('UPDATE invitations SET expires_at = ? WHERE email = ?')
      .bind(Date.now() - 1, guest.email)
      .run();
    expect((await preview(token)).status).toBe(404);
    const res = await accept(guest.token, token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(invalid);
  });

  it('sets the expiry to 7 days after the send', async () => {
    const before = Date.now();
    const { guest } = await invited();
    const row = await env.DB.prepare('SELECT sent_at, expires_at FROM invitations WHERE email = ?')
      .bind(guest.email)
      .first<{ sent_at: number; expires_at: number }>();
    expect(row?.sent_at).toBeGreaterThanOrEqual(before);
    expect((row?.expires_at ?? 0) - (row?.sent_at ?? 0)).toBe(7 * DAY);
  });

  it('answers 404 once the team is deleted, and for a token nobody was sent', async () => {
    const { squad, guest, token } = await invited();
    await env.DB.prepare('UPDATE accounts SET deleted_at = ? WHERE id = ?').bind(Date.now(), squad.id).run();
    expect((await preview(token)).body).toEqual(invalid);
    expect((await accept(guest.token, token)).body).toEqual(invalid);
    const unknown = 'x'.repeat(43);
    expect((await preview(unknown)).status).toBe(404);
    expect((await accept(guest.token, unknown)).status).toBe(404);
  });

  it('answers 400 for a malformed token and 401 without a session', async () => {
    const res = await preview('short');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: teamErrors.invitationInvalid });
    const { token } = await invited();
    expect((await api('POST', '/api/invitations/accept', { body: { token } })).status).toBe(401);
  });
});

describe('who may accept', () => {
  it('refuses another address with 403 naming the invited one, and leaves the invitation open', async () => {
    const { squad, guest, token } = await invited();
    const stranger = await customer('Mallory');
    const res = await accept(stranger.token, token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: teamErrors.invitationOtherAddress(guest.email) });
    expect(await sessionAccount(stranger.token)).toBeNull();
    expect((await accept(guest.token, token)).status).toBe(200);
    expect(await auditOf(squad.id, 'member.joined')).toHaveLength(1);
  });

  it('verifies an address not verified yet when it is the invited one (the link proves the mailbox)', async () => {
    const squad = await team();
    const email = uniqueEmail('unverified');
    await signUp({ email, name: 'Katherine Johnson' });
    const sessionToken = await logIn(email);
    expect((await invite(squad.owner.token, email, 'viewer')).status).toBe(201);
    const token = invitationTokenFrom(await waitForMail(email, 'team-invitation'));

    const res = await accept(sessionToken, token);
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT email_verified_at FROM users WHERE email = ?')
      .bind(email)
      .first<{ email_verified_at: number | null }>();
    expect(row?.email_verified_at).toEqual(expect.any(Number));
  });

  it('does not verify another unverified address that tries', async () => {
    const { token } = await invited();
    const other = await signedInUser();
    expect((await accept(other.token, token)).status).toBe(403);
    const row = await env.DB.prepare('SELECT email_verified_at FROM users WHERE email = ?')
      .bind(other.email)
      .first<{ email_verified_at: number | null }>();
    expect(row?.email_verified_at).toBeNull();
  });

  it('answers 409 to a customer who is already a member, and the invitation stays open', async () => {
    const { squad, guest, token } = await invited();
    // They joined in the meantime (through another invitation, since cancelled).
    await env.DB.prepare("INSERT INTO memberships (account_id, user_id, role, created_at) VALUES (?, ?, 'viewer', ?)")
      .bind(squad.id, guest.id, Date.now())
      .run();
    const res = await accept(guest.token, token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: teamErrors.alreadyMember });
    expect((await preview(token)).status).toBe(200);
  });

  it('tells the inviter too when an admin invited, not just the owner', async () => {
    const squad = await team();
    const admin = await member(squad.id, 'admin', 'Margaret Hamilton');
    const guest = await customer('Grace Hopper');
    expect((await invite(admin.token, guest.email, 'member')).status).toBe(201);
    const mail = await waitForMail(guest.email, 'team-invitation');
    expect(mail.subject).toBe(`Margaret Hamilton invited you to ${squad.name} on Nimbus Cloud`);
    expect((await accept(guest.token, invitationTokenFrom(mail))).status).toBe(200);
    expect((await waitForMail(squad.owner.email, 'team-joined')).text).toContain('Hello Ada Lovelace,');
    expect((await waitForMail(admin.email, 'team-joined')).text).toContain('Hello Margaret Hamilton,');
    expect(mailsTo(guest.email, 'team-joined')).toHaveLength(0);
  });

  it('holds no more once the inviter has left, and tells nobody of a join', async () => {
    const squad = await team();
    const admin = await member(squad.id, 'admin', 'Margaret Hamilton');
    const guest = await customer('Grace Hopper');
    expect((await invite(admin.token, guest.email, 'member')).status).toBe(201);
    const token = invitationTokenFrom(await waitForMail(guest.email, 'team-invitation'));
    await env.DB.prepare('DELETE FROM memberships WHERE account_id = ? AND user_id = ?').bind(squad.id, admin.id).run();
    // Called directly, so the answer comes once every mail of the request has gone out.
    const res = await callWorker('POST', '/api/invitations/accept', { token: guest.token, body: { token } });
    expect(res).toMatchObject({ status: 409, body: { error: teamErrors.invitationSenderGone } });
    expect(mailsTo(squad.owner.email, 'team-joined')).toHaveLength(0);
    expect(mailsTo(admin.email, 'team-joined')).toHaveLength(0);
  });
});
