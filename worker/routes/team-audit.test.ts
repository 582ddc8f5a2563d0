import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuditPage, teamErrors } from '../../site/shared/api/teams';
import { AUDIT_PAGE_SIZE } from '../../site/shared/domain/teams';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { api } from '../test/helpers';
import { member, ownerAndTeam, write } from '../test/teams';

beforeAll(async () => {
  await runSeed();
});

const readLog = (token: string, query = '') => api<AuditPage>('GET', `/api/team/audit${query}`, { token });

async function page(token: string, query = ''): Promise<AuditPage> {
  const res = await readLog(token, query);
  if (!res.body.success) throw new Error(`${res.status} ${res.body.error}`);
  return res.body.data;
}

describe('GET /api/team/audit', () => {
  it('records a role change and an order placed in the team, newest first, with who, what and from where', async () => {
    const { owner, team } = await ownerAndTeam('Logged');
    const grace = await member(team.id, 'member', 'Grace Member');
    const vera = await member(team.id, 'viewer', 'Vera Viewer');
    await giveBillingDetails(owner.token);
    expect((await write('PATCH', `/api/team/members/${vera.id}`, owner.token, { role: 'billing' })).status).toBe(200);
    await addToCart(grace.token, PRO_ANNUAL);
    const order = await placedOrder(grace.token);

    const log = await page(owner.token);
    expect(log.nextBefore).toBeNull();
    expect(log.entries.map((entry) => [entry.seq, entry.event])).toEqual([
      [4, 'order.placed'],
      [3, 'member.role_changed'],
      [2, 'billing.details_changed'],
      [1, 'team.created'],
    ]);
    const [placed, changed] = log.entries;
    expect(placed).toEqual({
      seq: 4,
      event: 'order.placed',
      actor: { name: 'Grace Member', email: grace.email },
      target: order.number,
      detail: { total: String(Math.round(order.total * 100)) },
      address: expect.stringMatching(/^198\.51\.\d+\.\d+$/),
      at: expect.any(String),
    });
    expect(changed).toMatchObject({
      actor: { name: 'Ada Owner', email: owner.email },
      target: vera.email,
      detail: { from: 'viewer', to: 'billing' },
    });
    expect(Date.parse(placed?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(changed?.at ?? ''));

    const roleChanges = await page(owner.token, '?event=member.role_changed');
    expect(roleChanges.entries.map((entry) => entry.seq)).toEqual([3]);
  });

  it('pages through the log, with or without a filter', async () => {
    const { owner, team } = await ownerAndTeam('Name 0');
    const admin = await member(team.id, 'admin');
    for (let n = 1; n <= 30; n++) {
      expect((await write('PATCH', '/api/team', admin.token, { name: `Name ${n}` })).status).toBe(200);
    }
    const first = await page(admin.token);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ seq: 31, event: 'team.renamed', target: 'Name 30' });
    expect(first.nextBefore).toBe(7);
    const second = await page(admin.token, `?before=${first.nextBefore}`);
    expect(second.entries.map((entry) => entry.seq)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(second.nextBefore).toBeNull();

    const created = await page(owner.token, '?event=team.created');
    expect(created.entries.map((entry) => entry.event)).toEqual(['team.created']);
    const olderRenames = await page(owner.token, '?event=team.renamed&before=5');
    expect(olderRenames.entries.map((entry) => entry.seq)).toEqual([4, 3, 2]);
  });

  it.each([
    ['?event=nope', teamErrors.auditEventInvalid],
    ['?event=', teamErrors.auditEventInvalid],
    ['?before=0', 'before must be a positive whole number'],
    ['?before=abc', 'before must be a positive whole number'],
    ['?before=12345678901', 'before must be a positive whole number'],
  ])('refuses %s with 400 in the envelope', async (query, error) => {
    const { owner } = await ownerAndTeam();
    const res = await readLog(owner.token, query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error });
  });

  it('refuses a repeated parameter with 400', async () => {
    const { owner } = await ownerAndTeam();
    const res = await readLog(owner.token, '?event=team.created&event=team.renamed');
    expect(res.status).toBe(400);
  });

  it("shows only this team's entries", async () => {
    const a = await ownerAndTeam('A');
    const b = await ownerAndTeam('B');
    await write('PATCH', '/api/team', b.owner.token, { name: 'B renamed' });
    const log = await page(a.owner.token);
    expect(log.entries.map((entry) => entry.event)).toEqual(['team.created']);
  });

  it('keeps its rows as written: a direct UPDATE fails', async () => {
    const { team } = await ownerAndTeam();
    await expect(
      env.DB.prepare("UPDATE audit_log SET actor_name = 'Someone else' WHERE account_id = ?").bind(team.id).run(),
    ).rejects.toThrow(/audit_log rows are never updated/);
    const row = await env.DB.prepare('SELECT actor_name FROM audit_log WHERE account_id = ?')
      .bind(team.id)
      .first<{ actor_name: string }>();
    expect(row?.actor_name).toBe('Ada Owner');
  });
});
