/**
 * The permission walk: every role of a team × every endpoint that acts in an account, expected
 * "allowed" (any answer but 403) or 403 from `PERMISSIONS` (site/shared/domain/teams.ts), never
 * from a list written here. A row's body is chosen so that an allowed request changes nothing that
 * matters to the next (a wrong password, a stranger's id, the same name again). Each case acts as a
 * member made for it (the owner, the one of its kind, is shared), so no case depends on another.
 * Another team's ids answer 404.
 */
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamErrors } from '../../site/shared/api/teams';
import { ACTIONS, type Action, can, ROLES, type Role } from '../../site/shared/domain/teams';
import { US_CUSTOMER } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, invoiceNumberOf, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { expectContract } from '../test/contract';
import { freshClient } from '../test/helpers';
import { type Customer, createTeam, customer, join, member, ownerAndTeam } from '../test/teams';

/** A request; `{name}` in its path, headers or a body's string is filled from the world. */
type Call = { method: string; path: string; body?: unknown; headers?: Record<string, string> };
/** One endpoint of the walk and the action it does in the account. */
type WalkRow = Call & { action: Action };

const WRONG_PASSWORD = 'Wrong-password-1';

const WALK: WalkRow[] = [
  // The cart, orders and billing of the current account.
  { method: 'GET', path: '/api/cart', action: 'cart:use' },
  { method: 'POST', path: '/api/cart/add', body: PRO_ANNUAL, action: 'cart:use' },
  { method: 'DELETE', path: '/api/cart/remove', body: { planId: 'business' }, action: 'cart:use' },
  { method: 'POST', path: '/api/orders', body: {}, headers: { 'Idempotency-Key': '{key}' }, action: 'orders:place' },
  { method: 'GET', path: '/api/orders', action: 'orders:read' },
  { method: 'GET', path: '/api/orders/{orderId}', action: 'orders:read' },
  { method: 'GET', path: '/api/services', action: 'services:read' },
  // An unknown service: a role that may cancel hears 404, one that may not 403.
  { method: 'POST', path: '/api/services/00000000-0000-4000-8000-000000000000/cancel', action: 'services:cancel' },
  { method: 'GET', path: '/api/billing/details', action: 'billing:read' },
  { method: 'PUT', path: '/api/billing/details', body: US_CUSTOMER, action: 'billing:write' },
  { method: 'GET', path: '/api/billing/invoices', action: 'billing:read' },
  { method: 'GET', path: '/api/billing/invoices/{invoiceNumber}', action: 'billing:read' },
  { method: 'GET', path: '/api/billing/invoices/{invoiceNumber}/pdf', action: 'billing:read' },
  // The team itself.
  { method: 'GET', path: '/api/team', action: 'team:read' },
  { method: 'PATCH', path: '/api/team', body: { name: '{teamName}' }, action: 'team:rename' },
  { method: 'PUT', path: '/api/team/two-factor-policy', body: { required: false }, action: 'team:policy' },
  { method: 'PATCH', path: '/api/team/members/{viewerId}', body: { role: 'viewer' }, action: 'members:manage' },
  { method: 'DELETE', path: '/api/team/members/{strangerId}', action: 'members:manage' },
  { method: 'GET', path: '/api/team/audit', action: 'audit:read' },
  { method: 'POST', path: '/api/team/leave', action: 'team:leave' },
  {
    method: 'POST',
    path: '/api/team/transfer',
    body: { userId: '{strangerId}', password: WRONG_PASSWORD },
    action: 'team:transfer',
  },
  { method: 'DELETE', path: '/api/team', body: { password: WRONG_PASSWORD }, action: 'team:delete' },
  // API tokens of the member in this account (the walk's tokens are never used).
  { method: 'GET', path: '/api/tokens', action: 'tokens:manage' },
  // Its invitations: an address already in the team, another team's invitation.
  { method: 'GET', path: '/api/team/invitations', action: 'members:manage' },
  {
    method: 'POST',
    path: '/api/team/invitations',
    body: { email: '{viewerEmail}', role: 'member' },
    action: 'members:manage',
  },
  { method: 'POST', path: '/api/team/invitations/{strangerInvitationId}/resend', action: 'members:manage' },
  { method: 'DELETE', path: '/api/team/invitations/{strangerInvitationId}', action: 'members:manage' },
];

type World = { owner: Customer; teamId: string; values: Record<string, string> };
let world: World;

/** Fills `{name}` placeholders in strings, deep; `{key}` is a fresh idempotency key each time. */
function fill<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'key') return crypto.randomUUID();
      const filled = values[name];
      if (filled === undefined) throw new Error(`No value for {${name}}`);
      return filled;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)])) as T;
  }
  return value;
}

/** Sends a row as `token`; reads JSON answers (an invoice's PDF is a file) and checks the contract. */
async function send(row: Call, token: string, values: Record<string, string> = {}) {
  const path = fill(row.path, values);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...freshClient(),
    ...fill(row.headers ?? {}, values),
  };
  const body = row.body === undefined ? undefined : JSON.stringify(fill(row.body, values));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await exports.default.fetch(
    new Request(`http://nimbus.test${path}`, { method: row.method, headers, ...(body === undefined ? {} : { body }) }),
  );
  const json = /^application\/json/.test(response.headers.get('content-type') ?? '')
    ? await response.json()
    : undefined;
  await expectContract(row.method, path, response, json);
  return { status: response.status, body: json as { success: boolean; error?: string } | undefined };
}

/** Who acts in a case: the team's owner, or a member of `role` made for this case. */
const actorFor = async (role: Role) => (role === 'owner' ? world.owner : member(world.teamId, role, `Walk ${role}`));

beforeAll(async () => {
  await runSeed();
  const { owner, team } = await ownerAndTeam('Walk team');
  const viewer = await member(team.id, 'viewer');
  const stranger = await ownerAndTeam('Another team');
  const invited = await send(
    {
      method: 'POST',
      path: '/api/team/invitations',
      body: { email: `${crypto.randomUUID()}@example.com`, role: 'member' },
    },
    stranger.owner.token,
  );
  const strangerInvitation = invited.body as unknown as { data: { id: string } };
  // An order of the team, with its invoice, for the rows that read one.
  await send({ method: 'PUT', path: '/api/billing/details', body: US_CUSTOMER }, owner.token);
  await addToCart(owner.token, PRO_ANNUAL);
  const order = await placedOrder(owner.token);
  world = {
    owner,
    teamId: team.id,
    values: {
      orderId: order.id,
      invoiceNumber: invoiceNumberOf(order),
      teamName: team.name,
      viewerId: viewer.id,
      viewerEmail: viewer.email,
      strangerId: stranger.owner.id,
      strangerInvitationId: strangerInvitation.data.id,
    },
  };
});

describe('the walk', () => {
  it('has a row for every action of the table', () => {
    expect([...new Set(WALK.map((row) => row.action))].sort()).toEqual([...ACTIONS].sort());
  });

  const cases = ROLES.flatMap((role) => WALK.map((row) => ({ role, row, allowed: can(role, row.action) })));

  it(`walks ${ROLES.length} roles × ${WALK.length} endpoints = ${ROLES.length * WALK.length} cases`, () => {
    expect(cases).toHaveLength(ROLES.length * WALK.length);
  });

  it.each(cases.map((c) => [c.role, `${c.row.method} ${c.row.path}`, c.allowed ? 'allowed' : '403', c] as const))(
    '%s: %s → %s',
    async (_role, _endpoint, _expected, { role, row, allowed }) => {
      const actor = await actorFor(role);
      const res = await send(row, actor.token, world.values);
      expect(res.status).toBeLessThan(500);
      expect(res.status).not.toBe(401);
      if (allowed) {
        expect(res.status, JSON.stringify(res.body)).not.toBe(403);
      } else {
        expect(res.status).toBe(403);
        const refusal = row.action === 'team:leave' ? teamErrors.ownerCannotLeave : teamErrors.forbidden;
        expect(res.body).toEqual({ success: false, error: refusal });
      }
    },
  );
});

describe("another team's ids", () => {
  it('answer 404 from this team, even to its owner', async () => {
    // Team B: an order with its invoice, and a member.
    const b = await ownerAndTeam('Team B');
    await send({ method: 'PUT', path: '/api/billing/details', body: US_CUSTOMER }, b.owner.token);
    await addToCart(b.owner.token, PRO_ANNUAL);
    const order = await placedOrder(b.owner.token);
    const memberOfB = await member(b.team.id, 'admin');
    // Team A's owner also belongs to B as a viewer, so B's ids are not strangers' ids to them.
    const a = await ownerAndTeam('Team A');
    await join(b.team.id, a.owner, 'viewer');
    await send({ method: 'PUT', path: '/api/accounts/current', body: { accountId: a.team.id } }, a.owner.token);

    const values = { orderId: order.id, invoiceNumber: invoiceNumberOf(order), memberId: memberOfB.id };
    const calls: Call[] = [
      { method: 'GET', path: '/api/orders/{orderId}' },
      { method: 'GET', path: '/api/billing/invoices/{invoiceNumber}' },
      { method: 'GET', path: '/api/billing/invoices/{invoiceNumber}/pdf' },
      { method: 'PATCH', path: '/api/team/members/{memberId}', body: { role: 'viewer' } },
      { method: 'DELETE', path: '/api/team/members/{memberId}' },
      { method: 'POST', path: '/api/team/transfer', body: { userId: '{memberId}', password: a.owner.password } },
    ];
    for (const call of calls) {
      const res = await send(call, a.owner.token, values);
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
    }
    const team = await send({ method: 'GET', path: '/api/team' }, memberOfB.token);
    expect(team.body).toMatchObject({ success: true, data: { id: b.team.id } });
    expect(JSON.stringify(team.body)).toContain('"role":"admin"');
  });

  it("a team's data is not the creator's personal data", async () => {
    const ada = await customer();
    await addToCart(ada.token, PRO_ANNUAL);
    await createTeam(ada, 'Fresh');
    const cart = await send({ method: 'GET', path: '/api/cart' }, ada.token);
    expect(cart.body).toEqual({ success: true, data: { items: [] } });
  });
});
