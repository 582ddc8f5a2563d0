/**
 * Spend budgets on a real D1 (docs/decisions/spend-budgets.md): who may set one, what the API
 * refuses, the hourly run's alerts (each threshold once a month, to owners and billing members), and
 * checkout's stop. Usage comes from services written straight into D1, started an hour ago.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Budget, budgetErrors } from '../../site/shared/api/budget';
import { gpuRateMills } from '../../site/shared/domain/hourly';
import { HOUR_MS, monthOf, monthWindow } from '../../site/shared/domain/metering';
import { getDb } from '../db/client';
import { accountServices } from '../db/schema';
import { remindAndAlert } from '../scheduled';
import { giveBillingDetails } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { addToCart, PRO_ANNUAL, PRO_MONTHLY, placeOrder } from '../test/checkout';
import { api, freshClient } from '../test/helpers';
import { mailsTo, waitForMail } from '../test/mail';
import { customer, member, ownerAndTeam } from '../test/teams';

beforeAll(seedWithInStockService);

const setBudget = (token: string, body: unknown) =>
  api<Budget>('PUT', '/api/billing/budget', { token, body, headers: freshClient() });
const readBudget = (token: string) => api<Budget>('GET', '/api/billing/budget', { token });

/** `count` GPU instances at `dollarsPerHour` running in the account since `hoursAgo` hours (within this month). */
async function gpus(accountId: string, dollarsPerHour: number, count: number, since = Date.now() - 60_000) {
  await getDb(env.DB)
    .insert(accountServices)
    .values({
      id: crypto.randomUUID(),
      accountId,
      orderId: null,
      orderLineId: null,
      itemKind: 'gpu',
      itemId: 'ai-pro',
      name: 'AI Pro',
      count,
      billingPeriod: 'monthly',
      region: 'Frankfurt',
      monthlyPriceCents: 0,
      hourlyRateMills: gpuRateMills(dollarsPerHour),
      startedAt: since,
      meteredFrom: since,
      endedAt: null,
      state: 'active',
    });
}

describe('PUT and GET /api/billing/budget', () => {
  it('lets owners, admins and billing members set it, and members and viewers only not', async () => {
    const { owner, team } = await ownerAndTeam();
    expect((await setBudget(owner.token, { amountDollars: 10, stopAtBudget: true })).status).toBe(200);
    const admin = await member(team.id, 'admin');
    const billing = await member(team.id, 'billing');
    expect((await setBudget(admin.token, { amountDollars: 20, stopAtBudget: false })).status).toBe(200);
    const saved = await setBudget(billing.token, { amountDollars: 30, stopAtBudget: true });
    expect(saved.status).toBe(200);
    for (const role of ['member', 'viewer'] as const) {
      const who = await member(team.id, role);
      expect((await setBudget(who.token, { amountDollars: 1, stopAtBudget: false })).status).toBe(403);
      expect((await readBudget(who.token)).status).toBe(403);
    }
    const read = await readBudget(billing.token);
    expect(read.body).toMatchObject({
      success: true,
      data: {
        month: monthOf(Date.now()),
        usageCents: 0,
        budget: { amountDollars: 30, stopAtBudget: true, percentUsed: 0, reached: false, alertsSent: [] },
      },
    });
    const events = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE account_id = ? AND event = 'budget.changed'",
    )
      .bind(team.id)
      .first<{ n: number }>();
    expect(events?.n).toBe(3);
    const removed = await setBudget(owner.token, { amountDollars: null, stopAtBudget: false });
    expect(removed.body).toMatchObject({ success: true, data: { budget: null } });
  });

  it.each([
    ['zero', { amountDollars: 0, stopAtBudget: true }, budgetErrors.amount],
    ['cents', { amountDollars: 10.5, stopAtBudget: true }, budgetErrors.amount],
    ['text', { amountDollars: '10', stopAtBudget: true }, budgetErrors.amount],
    ['too much', { amountDollars: 1_000_001, stopAtBudget: true }, budgetErrors.amount],
    ['no stop', { amountDollars: 10 }, budgetErrors.stop],
  ])('refuses %s with 400 and says why', async (_, body, message) => {
    const owner = await customer();
    const res = await setBudget(owner.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
  });
});

describe('budget alerts from the hourly run', () => {
  it('mails owners and billing members at 50%, 75% and 100%, each once a month', async () => {
    const { owner, team } = await ownerAndTeam();
    const billing = await member(team.id, 'billing');
    const plain = await member(team.id, 'member');
    await setBudget(owner.token, { amountDollars: 10, stopAtBudget: false });
    // 2 × $3.50 = $7.00 in the started hour: 70%.
    await gpus(team.id, 3.5, 2);
    const now = Date.now();
    await remindAndAlert(env, now);
    await remindAndAlert(env, now + 60_000);
    await Promise.all([remindAndAlert(env, now + 120_000), remindAndAlert(env, now + 120_000)]);
    const first = await waitForMail(owner.email, 'budget-alert');
    expect(first.subject).toBe(`Nimbus Cloud: 50% of your monthly budget used in ${monthName(now)}`);
    expect(first.text).toContain('has reached $7.00, 50% of its monthly budget of $10 (before tax)');
    expect(first.text).toContain('/profile/services');
    await waitForMail(billing.email, 'budget-alert');
    expect(mailsTo(owner.email, 'budget-alert')).toHaveLength(1);
    expect(mailsTo(billing.email, 'budget-alert')).toHaveLength(1);
    expect(mailsTo(plain.email, 'budget-alert')).toHaveLength(0);

    // One more: $10.50, past 75% and 100% in one step: one mail, naming 100%.
    await gpus(team.id, 3.5, 1);
    await remindAndAlert(env, now + 180_000);
    await remindAndAlert(env, now + 240_000);
    const second = await waitForMail(owner.email, 'budget-alert', 2);
    expect(second.subject).toContain('100% of your monthly budget');
    expect(mailsTo(owner.email, 'budget-alert')).toHaveLength(2);
    expect((await readBudget(owner.token)).body).toMatchObject({
      data: { usageCents: 1050, budget: { percentUsed: 105, reached: true, alertsSent: [50, 75, 100] } },
    });

    // Next month starts again: its first hours already pass every threshold, one mail.
    const next = monthWindow(monthOf(now)).end + 2 * HOUR_MS;
    await remindAndAlert(env, next);
    await remindAndAlert(env, next + HOUR_MS);
    const third = await waitForMail(owner.email, 'budget-alert', 3);
    expect(third.subject).toContain(`100% of your monthly budget used in ${monthName(next)}`);
    expect(mailsTo(owner.email, 'budget-alert')).toHaveLength(3);
  });
});

describe('the stop at the budget', () => {
  it('refuses checkout of metered items with 409 once the usage reached the budget', async () => {
    const owner = await customer();
    await giveBillingDetails(owner.token);
    await setBudget(owner.token, { amountDollars: 10, stopAtBudget: true });
    await gpus(owner.id, 3.5, 2);
    // $7.00 of $10: still allowed.
    await addToCart(owner.token, PRO_MONTHLY);
    expect((await placeOrder(owner.token)).status).toBe(201);
    await gpus(owner.id, 1.5, 2);
    // $10.00 + the plan's first hour: reached.
    await addToCart(owner.token, { planId: 'starter', billingPeriod: 'monthly' });
    const refused = await placeOrder(owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: 'This account has reached its monthly budget of $10. Raise the budget or wait until next month.',
    });
    // Annual items are paid in advance: still orderable; without the stop, metered ones too.
    const removed = await api('DELETE', '/api/cart/remove', {
      token: owner.token,
      body: { planId: 'starter' },
      headers: freshClient(),
    });
    expect(removed.status).toBe(200);
    await addToCart(owner.token, PRO_ANNUAL);
    const annual = await placeOrder(owner.token);
    expect(annual.body).toMatchObject({ success: true });
    await setBudget(owner.token, { amountDollars: 10, stopAtBudget: false });
    await addToCart(owner.token, { planId: 'starter', billingPeriod: 'monthly' });
    expect((await placeOrder(owner.token)).status).toBe(201);
  });
});

function monthName(time: number) {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(time);
}
