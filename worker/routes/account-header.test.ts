/**
 * Every signed-in answer names the account it acted for in `Nimbus-Account`
 * (docs/decisions/the-api-names-the-account.md): each signed-in operation of the served document, called
 * by a team's owner whose session acts for the team, answers with the team's id, whatever its status;
 * a member removed from the team hears their personal account's id on their next call, and an API token
 * its own account's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_HEADER } from '../../site/shared/api/headers';
import { runSeed } from '../test/catalog';
import { documentOperations, servedDocument } from '../test/contract';
import { member, ownerAndTeam, write } from '../test/teams';
import { callFor, send, signedInOf } from '../test/walk';

const document = await servedDocument();
// Logging out ends the session the walk uses: it goes last.
const LAST = 'POST /api/auth/logout';
const SIGNED_IN = documentOperations(document)
  .filter((name) => signedInOf(document, name))
  .sort((a, b) => Number(a === LAST) - Number(b === LAST));

beforeAll(async () => {
  await runSeed();
});

describe('the account a signed-in answer names', () => {
  it(`is the session's current account on every one of the ${SIGNED_IN.length} signed-in operations`, async () => {
    const { owner, team } = await ownerAndTeam('Header team');
    const viewer = await member(team.id, 'viewer');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const values: Record<string, string> = {
      orderId: unknown,
      invoiceNumber: 'NIM-2026-999999',
      teamName: team.name,
      viewerId: viewer.id,
      viewerEmail: viewer.email,
      strangerId: unknown,
      strangerInvitationId: unknown,
      strangerTokenId: unknown,
      id: unknown,
      userId: unknown,
      number: 'NIM-2026-999999',
    };
    expect(SIGNED_IN.at(-1)).toBe(LAST);
    const named: string[] = [];
    for (const name of SIGNED_IN) {
      const res = await send(callFor(name), owner.token, values);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).not.toBe(401);
      named.push(`${name} → ${res.headers.get(ACCOUNT_HEADER)}`);
    }
    expect(named).toEqual(SIGNED_IN.map((name) => `${name} → ${team.id}`));
  });

  it("is the member's personal account after the owner removed them from the team, even on a refusal", async () => {
    const { owner, team } = await ownerAndTeam('Removal team');
    const removed = await member(team.id, 'member');
    await write('PUT', '/api/accounts/current', removed.token, { accountId: team.id });
    const before = await send({ method: 'GET', path: '/api/cart' }, removed.token);
    expect(before.headers.get(ACCOUNT_HEADER)).toBe(team.id);

    const out = await write('DELETE', `/api/team/members/${removed.id}`, owner.token);
    expect(out.status).toBe(200);
    const cart = await send({ method: 'GET', path: '/api/cart' }, removed.token);
    expect([cart.status, cart.headers.get(ACCOUNT_HEADER)]).toEqual([200, removed.id]);
    const team403 = await send({ method: 'GET', path: '/api/team' }, removed.token);
    expect([team403.status, team403.headers.get(ACCOUNT_HEADER)]).toEqual([409, removed.id]);
  });

  it("is an API token's own account", async () => {
    const { owner, team } = await ownerAndTeam('Token team');
    const made = await write<{ token: string }>('POST', '/api/tokens', owner.token, {
      name: 'Header token',
      scopes: ['orders:read'],
      expiresInDays: 7,
    });
    const token = made.body.success ? made.body.data.token : '';
    const orders = await send({ method: 'GET', path: '/api/orders' }, token);
    expect([orders.status, orders.headers.get(ACCOUNT_HEADER)]).toEqual([200, team.id]);
  });

  it('is absent where no session was found', async () => {
    const res = await send({ method: 'GET', path: '/api/cart' }, 'x'.repeat(43));
    expect([res.status, res.headers.get(ACCOUNT_HEADER)]).toEqual([401, null]);
  });
});
