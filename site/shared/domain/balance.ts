/**
 * The arithmetic of corrections (docs/decisions/stored-documents-and-credit-notes.md), in whole cents:
 * what an invoice still owes, how a payment splits between the invoice and account credit, how much
 * credit the next invoice uses, and what cancelling an annual service credits.
 */
import { percentOf } from './billing';

export const BALANCE_KINDS = ['creditNote', 'overpayment', 'applied'] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** `NIM-CN-2026-000001`: credit notes have a gap-free series of their own per calendar year. */
export function creditNoteNumber(year: number, sequence: number): string {
  return `NIM-CN-${year}-${String(sequence).padStart(6, '0')}`;
}
export const CREDIT_NOTE_NUMBER_PATTERN = /^NIM-CN-\d{4}-\d{6}$/;

/** What is still due on an invoice: its total less credit applied, payments and credit notes against it. */
export function amountDue(invoice: {
  totalCents: number;
  creditAppliedCents: number;
  paidCents: number;
  creditedCents: number;
}): number {
  return Math.max(0, invoice.totalCents - invoice.creditAppliedCents - invoice.paidCents - invoice.creditedCents);
}

/** A payment of `amount` against an invoice owing `due`: what settles the invoice, what becomes credit. */
export function splitPayment(amount: number, due: number): { appliedCents: number; creditCents: number } {
  const appliedCents = Math.min(amount, Math.max(0, due));
  return { appliedCents, creditCents: amount - appliedCents };
}

/** A credit note of `total` against an invoice owing `due`: the part above what is owed becomes account credit. */
export function creditToBalance(total: number, due: number): number {
  return Math.max(0, total - Math.max(0, due));
}

/** Credit the next invoice uses: all of it, up to the invoice's total. */
export function creditToApply(balance: number, total: number): number {
  return Math.max(0, Math.min(balance, total));
}

/** "P-3F2B8C1E": a receipt is named after its payment. */
export const receiptNumber = (paymentId: string) => `P-${paymentId.slice(0, 8).toUpperCase()}`;

const MONTHS_A_YEAR = 12;

/**
 * The whole months of a year that starts at `start` not yet begun at `at` (UTC calendar months from
 * the start's day: a month that has begun counts as used), from 12 down to 0.
 */
export function unusedMonths(start: number, at: number): number {
  if (at <= start) return MONTHS_A_YEAR;
  const from = new Date(start);
  for (let used = 1; used <= MONTHS_A_YEAR; used++) {
    if (at <= monthsAfter(from, used)) return MONTHS_A_YEAR - used;
  }
  return 0;
}

/** `months` calendar months after `from`, on the same day (the month's last day where it has fewer). */
function monthsAfter(from: Date, months: number): number {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(from.getUTCDate(), lastDay),
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
}

/** A line's share of the invoice's net amount (its discount spread over the lines), rounded half up. */
export function lineNetCents(lineCents: number, invoice: { subtotalCents: number; netCents: number }): number {
  if (invoice.subtotalCents <= 0) return 0;
  return Math.floor((lineCents * invoice.netCents * 2 + invoice.subtotalCents) / (2 * invoice.subtotalCents));
}

/**
 * The net credit for `unused` months of a year whose line was `lineCents` on an invoice whose
 * discount brought `subtotal` down to `net`: the price paid, a twelfth a month, rounded half up.
 */
export function unusedMonthsCredit(
  lineCents: number,
  invoice: { subtotalCents: number; netCents: number },
  unused: number,
): number {
  if (unused <= 0) return 0;
  const paid = lineNetCents(lineCents, invoice);
  return Math.floor((paid * unused * 2 + MONTHS_A_YEAR) / (2 * MONTHS_A_YEAR));
}

/** The tax of a credit note's net amount under the invoice's treatment (VAT at its rate, else none). */
export function creditTax(net: number, tax: { kind: string; rateBasisPoints: number | null }): number {
  return tax.kind === 'vat' && tax.rateBasisPoints !== null ? percentOf(net, tax.rateBasisPoints) : 0;
}
