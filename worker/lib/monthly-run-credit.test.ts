/**
 * The monthly run uses the account's credit first, on a real D1: "Credit applied" on the month's
 * invoice, no invoice for a month the credit covers in full (the ledger names the month), and never
 * the same credit twice, however many runs go at once. Months of 2023 are this file's own.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { monthWindow } from '../../site/shared/domain/metering';
import { getDb } from '../db/client';
import { mailsTo, waitForMail } from '../test/mail';
import { invoicesOf, owner, runRow, services } from '../test/monthly';
import { invoiceMonth, usageDocument } from './monthly-run';

const db = getDb(env.DB);

/** Account credit from an overpayment of `cents` (the way a payment above an invoice's amount makes it). */
const giveCredit = (accountId: string, cents: number) =>
  env.DB.prepare(
    "INSERT INTO balance_movements (account_id, created_at, amount_cents, kind, document) VALUES (?, 0, ?, 'overpayment', 'NIM-2022-000001')",
  )
    .bind(accountId, cents)
    .run();

const ledger = async (accountId: string) => {
  const movements = (
    await env.DB.prepare('SELECT amount_cents, kind, document FROM balance_movements WHERE account_id = ? ORDER BY id')
      .bind(accountId)
      .all<{ amount_cents: number; kind: string; document: string }>()
  ).results;
  const balance = await env.DB.prepare('SELECT balance_cents FROM account_balances WHERE account_id = ?')
    .bind(accountId)
    .first<{ balance_cents: number }>();
  return { movements, balance: balance?.balance_cents ?? 0 };
};
const sumOf = (movements: { amount_cents: number }[]) => movements.reduce((sum, row) => sum + row.amount_cents, 0);

/** A $12 plan running through the whole of `month` and no further (a US customer: no tax). */
async function twelveDollarMonth(accountId: string, month: string) {
  const { start, end } = monthWindow(month);
  await services(accountId, month, [{ monthlyPriceCents: 1200, startedAt: start, meteredFrom: start, endedAt: end }]);
}

const endOf = (month: string) => monthWindow(month).end;

describe('the monthly run and the balance', () => {
  it('credit that partly covers the month is applied on its invoice, in the batch that issues it', async () => {
    const customer = await owner();
    await twelveDollarMonth(customer.id, '2023-03');
    await giveCredit(customer.id, 300);

    const run = await invoiceMonth(db, '2023-03', endOf('2023-03'), env.MAIL);

    expect(run.invoiced).toHaveLength(1);
    const [invoice] = await invoicesOf(customer.id);
    expect(invoice).toMatchObject({ number: run.invoiced[0], total_cents: 1200, credit_applied_cents: 300 });
    const { movements, balance } = await ledger(customer.id);
    expect(movements.at(-1)).toEqual({ amount_cents: -300, kind: 'applied', document: invoice?.number });
    expect(balance).toBe(0);
    expect(balance).toBe(sumOf(movements));
    const mail = await waitForMail(customer.email, 'usage-invoice');
    expect(mail.text).toContain('Total: $12.00');
    expect(mail.text).toContain('Credit applied: −$3.00');
    expect(mail.text).toContain('Amount due: $9.00');
  });

  it('a month the credit covers in full issues no invoice; the credit used names the month', async () => {
    const customer = await owner();
    await twelveDollarMonth(customer.id, '2023-05');
    await giveCredit(customer.id, 2000);

    const run = await invoiceMonth(db, '2023-05', endOf('2023-05'), env.MAIL);

    expect(run).toMatchObject({ invoiced: [], credited: 1, zero: 0, failed: [] });
    expect(await invoicesOf(customer.id)).toEqual([]);
    expect(await runRow(customer.id, '2023-05')).toEqual({ invoice_number: null, amount_cents: 1200 });
    const { movements, balance } = await ledger(customer.id);
    expect(movements.at(-1)).toEqual({ amount_cents: -1200, kind: 'applied', document: usageDocument('2023-05') });
    expect(balance).toBe(800);
    expect(balance).toBe(sumOf(movements));
    expect(mailsTo(customer.email, 'usage-invoice')).toEqual([]);

    // Run again: the month is done, the credit is not used twice.
    const again = await invoiceMonth(db, '2023-05', endOf('2023-05') + 1000, null);
    expect(again).toMatchObject({ invoiced: [], credited: 0 });
    expect((await ledger(customer.id)).balance).toBe(800);
  });

  it('two runs at once use each account credit once, and each balance stays the sum of its movements', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => owner()));
    for (const [i, customer] of customers.entries()) {
      await twelveDollarMonth(customer.id, '2023-07');
      // $5.00 covers part of the month; $15.00 all of it.
      await giveCredit(customer.id, i % 2 === 0 ? 500 : 1500);
    }

    const runs = await Promise.all([
      invoiceMonth(db, '2023-07', endOf('2023-07'), null, 1),
      invoiceMonth(db, '2023-07', endOf('2023-07'), null, 3),
    ]);

    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    expect(runs.reduce((sum, run) => sum + run.invoiced.length, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.credited, 0)).toBe(2);
    for (const [i, customer] of customers.entries()) {
      const { movements, balance } = await ledger(customer.id);
      const applied = movements.filter((row) => row.kind === 'applied');
      expect(applied).toHaveLength(1);
      expect(balance).toBe(sumOf(movements));
      expect(balance).toBe(i % 2 === 0 ? 0 : 300);
      const invoices = await invoicesOf(customer.id);
      expect(invoices.map((row) => row.credit_applied_cents)).toEqual(i % 2 === 0 ? [500] : []);
    }
  });

  it('a run and another month of the same account at once never overdraw the credit', async () => {
    const customer = await owner();
    await twelveDollarMonth(customer.id, '2023-09');
    await twelveDollarMonth(customer.id, '2023-10');
    await giveCredit(customer.id, 1500);

    // Both runs may read $15.00 before either writes; the second batch then meets the balance's
    // CHECK, reads the balance again and applies what is left.
    const runs = await Promise.all([
      invoiceMonth(db, '2023-09', endOf('2023-10'), null),
      invoiceMonth(db, '2023-10', endOf('2023-10'), null),
    ]);

    expect(runs.flatMap((run) => run.failed)).toEqual([]);
    const { movements, balance } = await ledger(customer.id);
    expect(balance).toBe(0);
    expect(balance).toBe(sumOf(movements));
    expect(sumOf(movements.filter((row) => row.kind === 'applied'))).toBe(-1500);
    const invoices = await invoicesOf(customer.id);
    expect(invoices.map((row) => [row.total_cents, row.credit_applied_cents])).toEqual([[1200, 300]]);
  });
});
