/**
 * The monthly run on a real D1: one invoice per account for the month before its scheduled time,
 * one line per service, $0.00 months without one, and no month invoiced twice or number burned,
 * whether the run is repeated, late, or runs twice at once. Each test uses months of its own before
 * any other test file's services started, so the shared database's other accounts are not in them.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { gpuRateMills } from '../../site/shared/domain/hourly';
import { HOUR_MS } from '../../site/shared/domain/metering';
import { getDb } from '../db/client';
import worker from '../index';
import { MONTHLY_CRON } from '../scheduled';
import { GERMAN_CONSUMER, storeBillingDetails } from '../test/billing';
import { mailsTo, waitForMail } from '../test/mail';
import { invoicesOf, lastSequence, owner, runRow, services } from '../test/monthly';
import { invoiceMonth, MonthNotEndedError } from './monthly-run';

const db = getDb(env.DB);

async function runCron(cron: string, scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('the monthly run', () => {
  it('invoices the month before its scheduled time: one invoice, one line per service, tax, a mail', async () => {
    const german = await owner(GERMAN_CONSUMER);
    const ended = Date.UTC(2024, 1, 10, 9, 30);
    await services(german.id, '2024-02', [
      // All of February 2024 (29 days = 696 h): $12 at $0.018/hr would be $12.53, capped at $12.00.
      { name: 'Pro', monthlyPriceCents: 1200 },
      // Two GPUs for 10 started hours in February: 2 × 10 × $0.900 = $18.00, no cap.
      {
        itemKind: 'gpu',
        itemId: 'ai-basic',
        name: 'AI Basic',
        count: 2,
        monthlyPriceCents: 0,
        hourlyRateMills: gpuRateMills(0.9),
        meteredFrom: ended - 10 * HOUR_MS + 1,
        startedAt: ended - 10 * HOUR_MS + 1,
        endedAt: ended,
        state: 'ended',
      },
      // Paid for the year at checkout: never metered.
      { name: 'Business', billingPeriod: 'annual', monthlyPriceCents: 7900 },
    ]);
    const free = await owner();
    await services(free.id, '2024-02', [{ name: 'Free', itemId: 'free', monthlyPriceCents: 0 }]);
    const before = await lastSequence(2024);

    const runAt = Date.UTC(2024, 2, 1, 0, 0, 3);
    await runCron(MONTHLY_CRON, runAt);

    const [invoice, ...more] = await invoicesOf(german.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ year: 2024, usage_month: '2024-02', order_number: '', issued_at: runAt });
    expect(invoice?.sequence).toBeGreaterThan(before);
    expect(JSON.parse(invoice?.lines ?? '[]')).toEqual([
      {
        name: 'Pro',
        billingPeriod: 'monthly',
        periodStart: '2024-02-01',
        periodEnd: '2024-02-29',
        amountCents: 1200,
        count: 1,
        hours: 696,
        hourlyRateMills: 18,
        region: 'Frankfurt',
        capped: true,
      },
      {
        name: 'AI Basic',
        billingPeriod: 'monthly',
        periodStart: '2024-02-09',
        periodEnd: '2024-02-10',
        amountCents: 1800,
        count: 2,
        hours: 10,
        hourlyRateMills: 900,
        region: 'Frankfurt',
        capped: false,
      },
    ]);
    // $30.00 + 19% German VAT.
    expect(invoice).toMatchObject({ tax_cents: 570, total_cents: 3570 });
    expect(await runRow(german.id, '2024-02')).toEqual({ invoice_number: invoice?.number, amount_cents: 3570 });

    // A month that came to $0.00: recorded, no invoice, no mail.
    expect(await invoicesOf(free.id)).toEqual([]);
    expect(await runRow(free.id, '2024-02')).toEqual({ invoice_number: null, amount_cents: 0 });
    expect(mailsTo(free.email, 'usage-invoice')).toEqual([]);

    const mail = await waitForMail(german.email, 'usage-invoice');
    expect(mail.subject).toBe(`Invoice ${invoice?.number} from Nimbus Cloud: your usage in February 2024`);
    expect(mail.text).toContain('Pro, 696 h at $0.018/hr, Frankfurt: $12.00 (capped at the monthly price)');
    expect(mail.text).toContain('AI Basic, 2 × 10 h at $0.900/hr, Frankfurt: $18.00');
    expect(mail.text).toContain('Total: $35.70');
    expect(mail.text).toContain(`Reference: ${invoice?.number}`);
    expect(mail.text).toContain('March 15, 2024');
  });

  it('run again, late, invoices nothing twice and takes no number', async () => {
    const customer = await owner();
    await services(customer.id, '2024-04', [{ monthlyPriceCents: 500 }]);
    const first = await invoiceMonth(db, '2024-04', Date.UTC(2024, 4, 1), null);
    expect(first.invoiced).toHaveLength(1);
    const sequence = await lastSequence(2024);
    const again = await invoiceMonth(db, '2024-04', Date.UTC(2024, 4, 9), null);
    expect(again.invoiced).toEqual([]);
    expect(await lastSequence(2024)).toBe(sequence);
    expect((await invoicesOf(customer.id)).map((row) => row.usage_month)).toEqual(['2024-04']);
    // 30 days × 24 h × $0.007 = $5.04, capped at $5.00 (a US customer: no tax).
    expect(await runRow(customer.id, '2024-04')).toEqual({ invoice_number: first.invoiced[0], amount_cents: 500 });
  });

  it('two runs at once invoice each account once, with consecutive numbers and none burned', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => owner()));
    for (const customer of customers) await services(customer.id, '2024-06', [{ monthlyPriceCents: 1200 }]);
    const before = await lastSequence(2024);
    const runs = await Promise.all([
      invoiceMonth(db, '2024-06', Date.UTC(2024, 6, 1), null, 2),
      invoiceMonth(db, '2024-06', Date.UTC(2024, 6, 1), null, 3),
    ]);
    const numbers = runs.flatMap((run) => run.invoiced);
    const ours = (await Promise.all(customers.map((customer) => invoicesOf(customer.id)))).map((rows) =>
      rows.map((row) => row.sequence),
    );
    expect(ours.every((rows) => rows.length === 1)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBe(6);
    const after = await lastSequence(2024);
    expect(after - before).toBe(6);
    expect(ours.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 6 }, (_, i) => before + 1 + i));
  });

  it('never invoices a month that has not ended', async () => {
    const customer = await owner();
    await services(customer.id, '2024-08', [{ monthlyPriceCents: 1200 }]);
    const sequence = await lastSequence(2024);
    await expect(invoiceMonth(db, '2024-08', Date.UTC(2024, 7, 31, 23, 59), null)).rejects.toThrow(MonthNotEndedError);
    expect(await runRow(customer.id, '2024-08')).toBeNull();
    expect(await lastSequence(2024)).toBe(sequence);
  });

  it('resumes where a run stopped: an account it could not invoice is invoiced by the next run', async () => {
    const ready = await owner();
    const pending = await owner(null);
    await services(ready.id, '2024-10', [{ monthlyPriceCents: 1200 }]);
    await services(pending.id, '2024-10', [{ monthlyPriceCents: 2900 }]);
    const first = await invoiceMonth(db, '2024-10', Date.UTC(2024, 10, 1), null, 1);
    expect(first.failed).toEqual([{ accountId: pending.id, reason: 'no billing details' }]);
    expect(await invoicesOf(ready.id)).toHaveLength(1);
    await storeBillingDetails(pending.id);
    // The hourly run on the 2nd finishes the month.
    await runCron('17 * * * *', Date.UTC(2024, 10, 2, 0, 17));
    expect((await invoicesOf(pending.id)).map((row) => [row.usage_month, row.total_cents])).toEqual([
      ['2024-10', 2900],
    ]);
    expect(await invoicesOf(ready.id)).toHaveLength(1);
  });
});
