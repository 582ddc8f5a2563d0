import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { teamErrors } from '../../site/shared/api/teams';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, PRO_ANNUAL, placeOrder } from '../test/checkout';
import { api } from '../test/helpers';
import { createTeam, member, roleIn, write } from '../test/teams';
import { codeAt, keyOf, midStep, setClock, setUp, twoFactorAccount } from '../test/two-factor';

beforeAll(async () => {
  await runSeed();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A team whose owner has TOTP on and requires it of every member; the time the Worker sees. */
async function teamRequiringTwoFactor() {
  const now = setClock(midStep());
  const owner = await twoFactorAccount(now);
  const team = await createTeam(owner, 'Secure');
  await giveBillingDetails(owner.token);
  const policy = await write('PUT', '/api/team/two-factor-policy', owner.token, { required: true });
  expect(policy.status).toBe(200);
  return { now, owner, team };
}

/** Turns TOTP on for a signed-in customer through the API; answers its key. */
async function turnOnTotp(who: { token: string; password: string }, now: number) {
  const setup = await setUp(who.token, who.password);
  if (!setup.body.success) throw new Error(`setup: ${setup.status}`);
  const key = keyOf(setup.body.data.secret);
  const enabled = await write('POST', '/api/two-factor/enable', who.token, { code: codeAt(key, now, -1) });
  expect(enabled.status).toBe(200);
  return key;
}

const refused = { success: false, error: teamErrors.twoFactorRequired };

describe("a team's two-factor policy", () => {
  it("refuses a member without it the team's cart and orders (403) until they turn it on", async () => {
    const { now, team } = await teamRequiringTwoFactor();
    const grace = await member(team.id, 'member');

    for (const [method, path] of [
      ['GET', '/api/cart'],
      ['GET', '/api/orders'],
      ['GET', '/api/team'],
    ] as const) {
      const res = await api(method, path, { token: grace.token });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual(refused);
    }
    const add = await write('POST', '/api/cart/add', grace.token, PRO_ANNUAL);
    expect(add.status).toBe(403);
    expect(add.body).toEqual(refused);
    const checkout = await placeOrder(grace.token);
    expect(checkout.status).toBe(403);
    expect(checkout.body).toEqual(refused);

    await turnOnTotp(grace, now);
    expect((await api('GET', '/api/cart', { token: grace.token })).status).toBe(200);
    await addToCart(grace.token, PRO_ANNUAL);
    expect((await placeOrder(grace.token)).status).toBe(201);
    expect((await api('GET', '/api/orders', { token: grace.token })).status).toBe(200);
  });

  it('lets a member without it leave the team', async () => {
    const { team } = await teamRequiringTwoFactor();
    const viewer = await member(team.id, 'viewer');
    expect((await api('GET', '/api/orders', { token: viewer.token })).status).toBe(403);
    const res = await write('POST', '/api/team/leave', viewer.token);
    expect(res.status).toBe(200);
    expect(await roleIn(team.id, viewer.id)).toBeNull();
    // Back on their personal account, where no policy applies.
    expect((await api('GET', '/api/orders', { token: viewer.token })).status).toBe(200);
  });

  it('locks a member out as soon as they turn it off, and lets everyone in once the policy is off', async () => {
    const { now, owner, team } = await teamRequiringTwoFactor();
    const grace = await member(team.id, 'member');
    const key = await turnOnTotp(grace, now);
    expect((await api('GET', '/api/cart', { token: grace.token })).status).toBe(200);

    const off = await write('POST', '/api/two-factor/disable', grace.token, {
      password: grace.password,
      code: codeAt(key, now),
    });
    expect(off.status).toBe(200);
    const res = await api('GET', '/api/cart', { token: grace.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(refused);

    expect((await write('PUT', '/api/team/two-factor-policy', owner.token, { required: false })).status).toBe(200);
    expect((await api('GET', '/api/cart', { token: grace.token })).status).toBe(200);
  });
});
