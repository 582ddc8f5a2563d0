/**
 * The permission walk: every role of a team × every operation of the served OpenAPI document that
 * acts in an account (its declaration's action, the document's `x-signed-in`), expected "allowed" (any answer but 403) or 403 from `PERMISSIONS`
 * (site/shared/domain/teams.ts), never from a list written here. A row's body is chosen so that an
 * allowed request changes nothing that matters to the next (a wrong password, a stranger's id, the
 * same name again). Each case acts as a member made for it (the owner, the one of its kind, is
 * shared), so no case depends on another.
 * Another team's ids answer 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { teamErrors } from '../../site/shared/api/teams';
import { ACTIONS, type Action, can, ROLES, type Role } from '../../site/shared/domain/teams';
import { US_CUSTOMER } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, invoiceNumberOf, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { documentOperations, servedDocument } from '../test/contract';
import { type Customer, createTeam, customer, join, member, ownerAndTeam } from '../test/teams';
import { CALLS, type Call, callFor, send, signedInOf } from '../test/walk';

type WalkRow = Call & { action: Action };

/** The walk: every operation of the document whose declaration names an action in the account. */
const document = await servedDocument();
const WALK: WalkRow[] = documentOperations(document).flatMap((name) => {
  const action = signedInOf(document, name)?.action;
  return action ? [{ ...callFor(name), action }] : [];
});

type World = { owner: Customer; teamId: string; values: Record<string, string> };
let world: World;

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
  const strangerToken = await send(
    { method: 'POST', path: '/api/tokens', body: { name: 'Stranger', scopes: ['orders:read'], expiresInDays: 7 } },
    stranger.owner.token,
  );
  const strangerTokenId = (strangerToken.body as unknown as { data: { details: { id: string } } }).data.details.id;
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
      strangerTokenId,
    },
  };
});

describe('the walk', () => {
  it('calls only operations of the served document', () => {
    expect(documentOperations(document)).toEqual(expect.arrayContaining(Object.keys(CALLS)));
  });

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
    expect(cart.body).toMatchObject({ success: true, data: { items: [] } });
  });
});
