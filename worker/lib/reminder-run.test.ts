/**
 * Reminders and suspension on a real D1 (docs/decisions/reminders-and-suspension.md): the hourly run
 * mails the day after the due date and 7 days later, each once however often it runs; 14 days after
 * the due date checkout answers 403 and services read "Suspended", until the invoice is paid. Each
 * invoice is issued in the past (the clock set back for its checkout) and the run's time is its input
 * (`scheduledTime`).
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceList } from '../../site/shared/api/services';
import { PAYMENT_TERM_DAYS } from '../../site/shared/domain/billing';
import { DAY_MS } from '../../site/shared/domain/dunning';
import worker from '../index';
import { remindAndAlert } from '../scheduled';
import { seedWithInStockService } from '../test/catalog';
import {
  addToCart,
  customerWithCart,
  invoiceNumberOf,
  PRO_ANNUAL,
  PRO_MONTHLY,
  placedOrder,
  placeOrder,
} from '../test/checkout';
import { api, freshClient } from '../test/helpers';
import { mailsTo, waitForMail } from '../test/mail';
import { recordPayment } from '../test/operator';

beforeAll(async () => {
  await seedWithInStockService();
});

const HOURLY = '17 * * * *';
const STARTER_MONTHLY = { planId: 'starter', billingPeriod: 'monthly' } as const;

/** A customer with an annual order's invoice, due `daysAgo` days (and an hour) before now. */
async function invoiceDue(daysAgo: number) {
  const user = await customerWithCart(undefined, [PRO_ANNUAL, STARTER_MONTHLY]);
  // Ordered that long ago (the clock set back for the checkout alone): an issued invoice's dates never change.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - (daysAgo + PAYMENT_TERM_DAYS) * DAY_MS - 3_600_000);
  const order = await placedOrder(user.token).finally(() => vi.useRealTimers());
  const number = invoiceNumberOf(order);
  const row = await env.DB.prepare('SELECT due_at FROM invoices WHERE number = ?')
    .bind(number)
    .first<{ due_at: number }>();
  return { user, number, dueAt: row?.due_at ?? 0 };
}

async function hourlyRun(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled?.(createScheduledController({ scheduledTime, cron: HOURLY }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const servicesOf = async (token: string) => {
  const res = await api<ServiceList>('GET', '/api/services', { token });
  if (!res.body.success) throw new Error(res.body.error);
  return res.body.data;
};

describe('reminders', () => {
  it('mails the day after the due date once, however often or at once the hourly run goes', async () => {
    const { user, number } = await invoiceDue(1);
    const now = Date.now();
    await hourlyRun(now);
    await hourlyRun(now + 60_000);
    await Promise.all([hourlyRun(now + 120_000), hourlyRun(now + 120_000)]);
    const mail = await waitForMail(user.email, 'invoice-reminder');
    expect(mail.subject).toBe(`Reminder: invoice ${number} from Nimbus Cloud is overdue`);
    expect(mail.text).toContain(`Invoice ${number} of $278.00 USD was due on`);
    expect(mail.text).toContain('$278.00 USD of it is still unpaid');
    expect(mail.text).toContain('/profile/billing');
    expect(mailsTo(user.email, 'invoice-reminder')).toHaveLength(1);
  });

  it('sends nothing before the day after the due date, and the second 7 days after the first', async () => {
    const { user, number, dueAt } = await invoiceDue(0);
    await remindAndAlert(env, dueAt + DAY_MS - 60_000);
    expect(mailsTo(user.email, 'invoice-reminder')).toHaveLength(0);
    await remindAndAlert(env, dueAt + DAY_MS);
    await remindAndAlert(env, dueAt + 5 * DAY_MS);
    await remindAndAlert(env, dueAt + 8 * DAY_MS - 60_000);
    expect(mailsTo(user.email, 'invoice-reminder')).toHaveLength(1);
    await remindAndAlert(env, dueAt + 8 * DAY_MS);
    await remindAndAlert(env, dueAt + 9 * DAY_MS);
    const second = await waitForMail(user.email, 'invoice-reminder', 2);
    expect(second.subject).toBe(`Second reminder: invoice ${number} from Nimbus Cloud is overdue`);
    expect(mailsTo(user.email, 'invoice-reminder')).toHaveLength(2);
  });

  it('a partly paid invoice is reminded of what is still due, not its total', async () => {
    const { user, number, dueAt } = await invoiceDue(0);
    expect((await recordPayment({ invoiceNumber: number, amountCents: 10000 })).status).toBe(200);
    await remindAndAlert(env, dueAt + DAY_MS);
    const mail = await waitForMail(user.email, 'invoice-reminder');
    expect(mail.text).toContain(`Invoice ${number} of $278.00 USD was due on`);
    expect(mail.text).toContain('$178.00 USD of it is still unpaid');
    expect(mail.text).toContain('Please pay $178.00 USD by bank transfer');
  });

  it('does not remind of a paid invoice', async () => {
    const { user, number, dueAt } = await invoiceDue(0);
    await env.DB.prepare('UPDATE invoices SET paid_at = ?, paid_cents = total_cents WHERE number = ?')
      .bind(Date.now(), number)
      .run();
    await remindAndAlert(env, dueAt + 9 * DAY_MS);
    expect(mailsTo(user.email, 'invoice-reminder')).toHaveLength(0);
  });
});

describe('suspension', () => {
  it('starts 14 days after the due date: checkout 403 with the invoice, services "suspended"; paying lifts it', async () => {
    const early = await invoiceDue(13);
    await addToCart(early.user.token, PRO_MONTHLY);
    expect((await placeOrder(early.user.token)).status).toBe(201);
    expect((await servicesOf(early.user.token)).suspendedFor).toBeNull();

    const { user, number } = await invoiceDue(14);
    await addToCart(user.token, PRO_MONTHLY);
    const refused = await placeOrder(user.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      error: `This account has an overdue invoice. Pay ${number} to order again.`,
    });
    const suspended = await servicesOf(user.token);
    expect(suspended.suspendedFor).toBe(number);
    expect(suspended.services.map((service) => service.state)).toEqual(['suspended', 'suspended']);

    const paid = await api('POST', '/api/operator/payments', {
      body: { invoiceNumber: number, amountCents: 27800 },
      headers: { ...freshClient(), authorization: `Bearer ${env.OPERATOR_KEY}` },
    });
    expect(paid.status).toBe(200);
    const lifted = await servicesOf(user.token);
    expect(lifted.suspendedFor).toBeNull();
    expect(lifted.services.map((service) => service.state)).toEqual(['active', 'active']);
    expect((await placeOrder(user.token)).status).toBe(201);
  });
});
