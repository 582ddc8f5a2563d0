/**
 * The limits on invitations, met by requests sent at once: mails per team and per invited address
 * (sent and resent alike), link checks per client, accepts per customer. A refused request sends no
 * mail and stores no invitation.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '../../site/shared/api/team-invitations';
import type { LimitVars } from '../lib/limits';
import { callWorker } from '../test/direct';
import { type Envelope, uniqueEmail } from '../test/helpers';
import { inviteWith } from '../test/invitations';
import { mailsTo } from '../test/mail';
import { customer, member, team } from '../test/teams';

const resend = (vars: LimitVars, token: string, id: string) =>
  callWorker<Invitation>('POST', `/api/team/invitations/${id}/resend`, { token, vars });

function idOf(res: { body: Envelope<Invitation> }): string {
  if (!res.body.success) throw new Error(res.body.error);
  return res.body.data.id;
}

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

async function invitationsTo(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM invitations WHERE email = ?')
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('invitation mails per team (RATE_LIMIT_INVITATIONS)', () => {
  const vars = { RATE_LIMIT_INVITATIONS: '3/24h' };

  it('5 invitations sent at once with a limit of 3: three 201s, two 429s that mail nobody', async () => {
    const squad = await team();
    const emails = Array.from({ length: 5 }, () => uniqueEmail('team-limit'));
    const answers = await Promise.all(emails.map((email) => inviteWith(vars, squad.owner.token, email)));
    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429]);
    for (const [index, answer] of answers.entries()) {
      const email = emails[index] ?? '';
      const mailed = answer.status === 201 ? 1 : 0;
      expect(mailsTo(email, 'team-invitation'), email).toHaveLength(mailed);
      expect(await invitationsTo(email)).toBe(mailed);
      if (answer.status === 429) {
        expect(answer.body).toEqual({ success: false, error: 'Too many requests. Please try again in 24 hours.' });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
  });

  it("does not count an invitation the role may not send: a viewer cannot use up the team's", async () => {
    const squad = await team();
    const viewer = await member(squad.id, 'viewer');
    const refused = await Promise.all(
      Array.from({ length: 4 }, () => inviteWith(vars, viewer.token, uniqueEmail('viewer-invite'))),
    );
    expect(statuses(refused)).toEqual([403, 403, 403, 403]);
    const sent = await Promise.all(
      Array.from({ length: 3 }, () => inviteWith(vars, squad.owner.token, uniqueEmail('owner-invite'))),
    );
    expect(statuses(sent)).toEqual([201, 201, 201]);
  });

  it('counts resends too', async () => {
    const squad = await team();
    const email = uniqueEmail();
    // The address's own limit set high, so only the team's is met.
    const teamOnly = { ...vars, RATE_LIMIT_INVITATIONS_INVITEE: '10/24h' };
    const id = idOf(await inviteWith(teamOnly, squad.owner.token, email));
    const resends = await Promise.all([1, 2, 3].map(() => resend(teamOnly, squad.owner.token, id)));
    expect(statuses(resends)).toEqual([200, 200, 429]);
    expect(mailsTo(email, 'team-invitation')).toHaveLength(3);
  });

  it("is the team's own: another team still invites", async () => {
    const squad = await team();
    for (let i = 0; i < 3; i++) expect((await inviteWith(vars, squad.owner.token, uniqueEmail())).status).toBe(201);
    expect((await inviteWith(vars, squad.owner.token, uniqueEmail())).status).toBe(429);
    expect((await inviteWith(vars, (await team()).owner.token, uniqueEmail())).status).toBe(201);
  });
});

describe('invitation mails per invited address (RATE_LIMIT_INVITATIONS_INVITEE)', () => {
  const vars = { RATE_LIMIT_INVITATIONS_INVITEE: '3/24h' };

  it('is per team: 5 teams invite one address at once with a limit of 3, and all five mails go', async () => {
    const email = uniqueEmail('invitee-limit');
    const teams = await Promise.all(Array.from({ length: 5 }, () => team()));
    const answers = await Promise.all(teams.map((squad) => inviteWith(vars, squad.owner.token, email)));
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201]);
    expect(mailsTo(email, 'team-invitation')).toHaveLength(5);
    expect(await invitationsTo(email)).toBe(5);
    // Another address is not held up.
    expect((await inviteWith(vars, teams[0]?.owner.token ?? '', uniqueEmail())).status).toBe(201);
  });

  it('counts nothing for a request without a live session: nobody signed out can use up an address', async () => {
    const email = uniqueEmail('held-up');
    const forged = 'z'.repeat(43);
    for (let i = 0; i < 5; i++) expect((await inviteWith(vars, forged, email)).status).toBe(401);
    expect((await inviteWith(vars, (await team()).owner.token, email)).status).toBe(201);
  });

  it('counts a resend against the address it goes to', async () => {
    const squad = await team();
    const email = uniqueEmail();
    const limit = { RATE_LIMIT_INVITATIONS_INVITEE: '2/24h' };
    const id = idOf(await inviteWith(limit, squad.owner.token, email));
    expect((await resend(limit, squad.owner.token, id)).status).toBe(200);
    expect((await resend(limit, squad.owner.token, id)).status).toBe(429);
    expect(mailsTo(email, 'team-invitation')).toHaveLength(2);
  });
});

describe('link checks and accepts', () => {
  it('limits link checks per client (RATE_LIMIT_INVITATION_CHECK)', async () => {
    const vars = { RATE_LIMIT_INVITATION_CHECK: '3/15m' };
    const headers = { 'cf-connecting-ip': '192.0.2.77' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callWorker('POST', '/api/invitations/preview', { body: { token: `${crypto.randomUUID()}x` }, headers, vars }),
      ),
    );
    expect(statuses(answers)).toEqual([404, 404, 404, 429, 429]);
  });

  it('limits accepts per customer (RATE_LIMIT_TEAM_WRITE)', async () => {
    const vars = { RATE_LIMIT_TEAM_WRITE: '2/10m' };
    const guest = await customer();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        callWorker('POST', '/api/invitations/accept', { token: guest.token, body: { token: 'y'.repeat(43) }, vars }),
      ),
    );
    expect(statuses(answers)).toEqual([404, 404, 429, 429]);
  });
});
