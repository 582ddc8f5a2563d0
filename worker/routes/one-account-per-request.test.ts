/**
 * One current account per request (docs/decisions/one-account-per-request.md): every statement of a
 * request acts on the account its first batch read, even when another tab switches accounts while
 * it runs; checkout places the cart that was shown, or answers 409 and places nothing. The races are
 * real concurrent requests; each case is tried a few times, so the switch lands at different points.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderErrors } from '../../site/shared/api/orders';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, PRO_MONTHLY, placedOrder, placeOrder } from '../test/checkout';
import { api, strongPassword } from '../test/helpers';
import { type Customer, createTeam, customer, write } from '../test/teams';

beforeAll(() => runSeed());

const switchTo = (who: Customer, accountId: string) => write('PUT', '/api/accounts/current', who.token, { accountId });

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

const TRIES = 4;

describe('checkout carries the account whose cart was shown', () => {
  it('a stale tab checking out after a switch gets 409 and nothing is placed', async () => {
    const owner = await customer();
    const team = await createTeam(owner, 'Stale tab team');
    await giveBillingDetails(owner.token);
    await addToCart(owner.token, PRO_MONTHLY);
    const cart = await api<{ accountId: string }>('GET', '/api/cart', { token: owner.token });
    expect(cart.body).toMatchObject({ success: true, data: { accountId: team.id } });
    expect((await switchTo(owner, owner.id)).status).toBe(200);
    await addToCart(owner.token, { planId: 'business', billingPeriod: 'monthly' });
    const res = await placeOrder(owner.token, { accountId: team.id });
    expect(res).toMatchObject({ status: 409, body: { error: orderErrors.accountChanged } });
    expect(await count('SELECT count(*) AS n FROM orders WHERE user_id = ?', owner.id)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM cart_items WHERE account_id IN (?, ?)', team.id, owner.id)).toBe(2);
    // The tab reloaded: the personal cart, shown and sent back, is placed.
    await giveBillingDetails(owner.token);
    const placed = await placedOrder(owner.token, { accountId: owner.id });
    expect(placed.lines.map((line) => line.itemId)).toEqual(['business']);
  });

  it('a switch while checkout runs never writes an order with another account’s role, or elsewhere', async () => {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      // The buyer owns team A (cart, billing details) and is only a billing member of team B (no buying).
      const buyer = await customer();
      const teamB = await createTeam(buyer, `B ${attempt}`);
      await env.DB.prepare("UPDATE memberships SET role = 'billing' WHERE account_id = ? AND user_id = ?")
        .bind(teamB.id, buyer.id)
        .run();
      const teamA = await createTeam(buyer, `A ${attempt}`);
      await giveBillingDetails(buyer.token);
      await addToCart(buyer.token, PRO_MONTHLY);
      const [placed, switched] = await Promise.all([
        placeOrder(buyer.token, { accountId: teamA.id }),
        switchTo(buyer, teamB.id),
      ]);
      expect(switched.status).toBe(200);
      expect([201, 409], JSON.stringify(placed.body)).toContain(placed.status);
      const inA = await count('SELECT count(*) AS n FROM orders WHERE account_id = ?', teamA.id);
      expect(inA).toBe(placed.status === 201 ? 1 : 0);
      expect(await count('SELECT count(*) AS n FROM orders WHERE account_id = ?', teamB.id)).toBe(0);
    }
  });
});

describe('a switch while the team is deleted', () => {
  it('deletes the team the request was checked for, never the other one (with its unpaid invoice)', async () => {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const owner = await customer();
      // Team A has an unpaid invoice: it may not be deleted.
      const teamA = await createTeam(owner, `Unpaid ${attempt}`);
      await giveBillingDetails(owner.token);
      await addToCart(owner.token, PRO_MONTHLY);
      await placedOrder(owner.token);
      const teamB = await createTeam(owner, `Doomed ${attempt}`);
      const [deleted, switched] = await Promise.all([
        write('DELETE', '/api/team', owner.token, { password: strongPassword }),
        switchTo(owner, teamA.id),
      ]);
      expect(switched.status).toBe(200);
      expect([200, 409]).toContain(deleted.status);
      const live = async (id: string) =>
        count('SELECT count(*) AS n FROM accounts WHERE id = ? AND deleted_at IS NULL', id);
      expect(await live(teamA.id), 'the team with the unpaid invoice').toBe(1);
      expect(
        await count('SELECT count(*) AS n FROM memberships WHERE account_id = ? AND role = ?', teamA.id, 'owner'),
      ).toBe(1);
      expect(await live(teamB.id)).toBe(deleted.status === 200 ? 0 : 1);
    }
  });
});
