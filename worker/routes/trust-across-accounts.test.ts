/**
 * Trust across accounts (docs/decisions/refused-changes-nothing.md, invitation-limits.md,
 * billing-data-by-role.md, unverified-text-is-not-mailed.md): a refused request changes nothing,
 * coupons are not guessed through checkout, one team cannot hold up another's invitations, an
 * invitation gives its role only while its sender may, members read orders without billing data,
 * and one-line fields stay one line.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponErrors } from '../../site/shared/api/coupons';
import { orderErrors } from '../../site/shared/api/orders';
import { teamErrors } from '../../site/shared/api/teams';
import { giveBillingDetails } from '../test/billing';
import { runSeed } from '../test/catalog';
import { addToCart, PRO_ANNUAL, PRO_MONTHLY, placedOrder, placeOrder } from '../test/checkout';
import { callWorker } from '../test/direct';
import { api, freshClient, signedInUser, uniqueEmail } from '../test/helpers';
import { accept, invitationTokenFrom, inviteWith } from '../test/invitations';
import { mailsTo, waitForMail } from '../test/mail';
import { addPasskey, call } from '../test/passkeys';
import { customer, member, team } from '../test/teams';
import { markVerified } from '../test/verified';

beforeAll(() => runSeed());

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);

describe('a request refused by a limit it counted changes nothing', () => {
  it("a token over its own limit adds nothing to the cart (the cart's guard holds the token's limit)", async () => {
    const owner = await customer();
    const made = await api<{ token: string }>('POST', '/api/tokens', {
      token: owner.token,
      body: { name: 'Cart bot', scopes: ['cart:read', 'cart:write'], expiresInDays: 7 },
      headers: freshClient(),
    });
    if (!made.body.success) throw new Error(made.body.error);
    const vars = { RATE_LIMIT_API_TOKEN: '2/1m' };
    const bot = made.body.data.token;
    expect((await callWorker('GET', '/api/cart', { token: bot, vars })).status).toBe(200);
    expect((await callWorker('GET', '/api/cart', { token: bot, vars })).status).toBe(200);
    const refused = await callWorker('POST', '/api/cart/add', { token: bot, body: PRO_MONTHLY, vars });
    expect(refused.status).toBe(429);
    const cart = await api<{ items: unknown[] }>('GET', '/api/cart', { token: owner.token });
    expect(cart.body).toMatchObject({ success: true, data: { items: [] } });
  });
});

describe('coupon codes at checkout', () => {
  it('refuses an empty cart before it looks at the coupon', async () => {
    const buyer = await signedInUser();
    await giveBillingDetails(buyer.token);
    const res = await placeOrder(buyer.token, { couponCode: 'NOPE-NOT-A-CODE' });
    expect(res).toMatchObject({ status: 400, body: { error: orderErrors.emptyCart } });
  });

  it('counts every code tried at checkout against the coupon limits', async () => {
    const buyer = await signedInUser();
    await giveBillingDetails(buyer.token);
    await addToCart(buyer.token, PRO_MONTHLY);
    const vars = { RATE_LIMIT_COUPON: '2/15m' };
    const tries = [];
    for (const code of ['GUESS-1', 'GUESS-2', 'GUESS-3']) {
      tries.push(
        await callWorker('POST', '/api/orders', {
          token: buyer.token,
          body: { couponCode: code },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          vars,
        }),
      );
    }
    expect(statuses(tries)).toEqual([400, 400, 429]);
    expect(tries[0]?.body).toMatchObject({ error: couponErrors.unknown });
  });
});

describe('invitation limits and the role an invitation gives', () => {
  const invitee = { RATE_LIMIT_INVITATIONS_INVITEE: '1/24h' };

  it('counts per team and address: one team cannot hold up another team inviting the same address', async () => {
    const email = uniqueEmail('per-team');
    const [first, second] = await Promise.all([team(), team()]);
    expect((await inviteWith(invitee, first?.owner.token ?? '', email)).status).toBe(201);
    expect((await inviteWith(invitee, second?.owner.token ?? '', email)).status).toBe(201);
    expect(mailsTo(email, 'team-invitation')).toHaveLength(2);
  });

  it('counts only mails sent: refused invitations do not use up the address', async () => {
    const squad = await team();
    const email = uniqueEmail('refused');
    const limit = { RATE_LIMIT_INVITATIONS_INVITEE: '2/24h' };
    const sent = await inviteWith(limit, squad.owner.token, email);
    expect(sent.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await inviteWith(limit, squad.owner.token, email)).status).toBe(409);
    if (!sent.body.success) throw new Error(sent.body.error);
    const { id } = sent.body.data;
    const resent = await callWorker('POST', `/api/team/invitations/${id}/resend`, {
      token: squad.owner.token,
      vars: limit,
    });
    expect(resent.status).toBe(200);
    expect(mailsTo(email, 'team-invitation')).toHaveLength(2);
  });

  it('gives its role only while its sender may still invite', async () => {
    const squad = await team();
    const admin = await member(squad.id, 'admin');
    const guest = await customer();
    expect((await inviteWith({}, admin.token, guest.email, 'admin')).status).toBe(201);
    const link = invitationTokenFrom(await waitForMail(guest.email, 'team-invitation'));
    await env.DB.prepare("UPDATE memberships SET role = 'member' WHERE account_id = ? AND user_id = ?")
      .bind(squad.id, admin.id)
      .run();
    const res = await accept(guest.token, link);
    expect(res).toMatchObject({ status: 409, body: { error: teamErrors.invitationSenderGone } });
    const joined = await env.DB.prepare('SELECT count(*) AS n FROM memberships WHERE account_id = ? AND user_id = ?')
      .bind(squad.id, guest.id)
      .first<{ n: number }>();
    expect(joined?.n).toBe(0);
  });
});

describe('an address nobody verified', () => {
  it('cannot send or resend invitations (nothing it typed is mailed)', async () => {
    const squad = await team();
    await env.DB.prepare('UPDATE users SET email_verified_at = NULL WHERE id = ?').bind(squad.owner.id).run();
    const email = uniqueEmail('unverified-inviter');
    const res = await inviteWith({}, squad.owner.token, email);
    expect(res).toMatchObject({ status: 403, body: { error: teamErrors.inviterUnverified } });
    expect(mailsTo(email)).toHaveLength(0);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM invitations WHERE email = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    await markVerified(squad.owner.email);
    expect((await inviteWith({}, squad.owner.token, email)).status).toBe(201);
  });
});

describe('orders for members and viewers', () => {
  it('read without the billing address, the invoice or the tax; billing roles read them', async () => {
    const squad = await team();
    await giveBillingDetails(squad.owner.token);
    await addToCart(squad.owner.token, PRO_ANNUAL);
    const order = await placedOrder(squad.owner.token);
    expect(order.invoice).not.toBeNull();
    for (const role of ['member', 'viewer'] as const) {
      const who = await member(squad.id, role);
      const res = await api<Record<string, unknown>>('GET', `/api/orders/${order.id}`, { token: who.token });
      expect(res.body, role).toMatchObject({ success: true, data: { billing: null, invoice: null, tax: null } });
      expect(JSON.stringify(res.body), role).not.toContain(order.invoice?.number ?? 'NIM-');
    }
    const billing = await member(squad.id, 'billing');
    const full = await api<Record<string, unknown>>('GET', `/api/orders/${order.id}`, { token: billing.token });
    expect(full.body).toMatchObject({ success: true, data: { invoice: { number: order.invoice?.number } } });
  });
});

describe('one-line fields', () => {
  it('refuses a contact subject that spans lines', async () => {
    const res = await api('POST', '/api/contact', {
      body: {
        source: 'contact',
        name: 'Grace Hopper',
        email: uniqueEmail('contact-lines'),
        subject: 'Quota\r\nBcc: everyone@example.com',
        category: 'sales',
        message: 'Hello',
        privacy: true,
      },
      headers: freshClient(),
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { subject: 'Subject must be one line' } } });
  });

  it('refuses a passkey name that spans lines', async () => {
    const user = await signedInUser();
    await markVerified(user.email);
    const { passkey } = await addPasskey(user);
    const res = await call('PUT', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { name: 'Laptop\nPhone' },
    });
    expect(res).toMatchObject({ status: 400, body: { error: 'Name must be one line' } });
  });
});
