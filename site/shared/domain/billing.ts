/**
 * Invoices in whole cents: the tax a buyer pays (docs/decisions/tax-by-billing-country.md), an
 * invoice's totals, its number, due date and status. Pure; the worker, the pages and the tests use it.
 */
import vatRates from '../../../content/billing/vat-rates.json';
import type { InvoiceStatus } from './invoice-terms';
import type { Discount } from './pricing';

export * from './invoice-terms';

/** A price list amount (US dollars, as the catalog writes them) in whole cents. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents as the API answers amounts: US dollars. Exact for every integer below 2^53 / 100. */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** Standard VAT rates of the 27 EU states, in basis points (19% → 1900), from the data file. */
export const EU_VAT_BASIS_POINTS: Readonly<Record<string, number>> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(vatRates.rates).map(([country, percent]) => [country, Math.round(percent * 100)]),
);

export const UK_VAT_BASIS_POINTS = 2000;

/** The tax of one invoice: VAT of `country` at a rate, the reverse charge, or none. */
export type TaxRule =
  | { kind: 'vat'; country: string; basisPoints: number }
  | { kind: 'reverseCharge'; country: string }
  | { kind: 'none'; country: string };

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_BASIS_POINTS, country);
}

/**
 * Prices exclude tax. An EU buyer without a VAT number that counts (for the EU: confirmed by VIES)
 * pays their country's standard VAT; an EU, UK or Swiss buyer with one pays none (reverse charge);
 * a UK buyer without one pays 20%; anyone else pays no tax.
 */
export function taxRule(country: string, hasValidVatNumber: boolean): TaxRule {
  const eu = EU_VAT_BASIS_POINTS[country];
  if (hasValidVatNumber && (eu !== undefined || country === 'GB' || country === 'CH')) {
    return { kind: 'reverseCharge', country };
  }
  if (eu !== undefined) return { kind: 'vat', country, basisPoints: eu };
  if (country === 'GB') return { kind: 'vat', country, basisPoints: UK_VAT_BASIS_POINTS };
  return { kind: 'none', country };
}

/** `amount` × `basisPoints` / 10,000, rounded half up, in integers. */
export function percentOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

export type InvoiceTotals = {
  subtotalCents: number;
  discountCents: number;
  /** Subtotal minus discount: what the tax is computed on. */
  netCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * The totals of lines priced in cents: the coupon's discount on their sum (a percentage rounded half
 * up; a fixed amount capped at the subtotal), then the tax on what is left.
 */
export function invoiceTotals(lineCents: readonly number[], coupon: Discount | null, rule: TaxRule): InvoiceTotals {
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  let discountCents = 0;
  if (coupon && subtotalCents > 0) {
    const value = Math.max(0, coupon.discountValue);
    discountCents =
      coupon.discountType === 'percentage'
        ? percentOf(subtotalCents, Math.round(Math.min(value, 100) * 100))
        : Math.min(toCents(value), subtotalCents);
  }
  const netCents = subtotalCents - discountCents;
  const taxCents = rule.kind === 'vat' ? percentOf(netCents, rule.basisPoints) : 0;
  return { subtotalCents, discountCents, netCents, taxCents, totalCents: netCents + taxCents };
}

/** `NIM-2026-000001`: the calendar year and the invoice's place in that year's one sequence. */
export function invoiceNumber(year: number, sequence: number): string {
  return `NIM-${year}-${String(sequence).padStart(6, '0')}`;
}

export const INVOICE_NUMBER_PATTERN = /^NIM-\d{4}-\d{6}$/;

export const PAYMENT_TERM_DAYS = 14;
const DAY = 86_400_000;

/** Due 14 days after the invoice's date. */
export function dueDate(issuedAt: number): number {
  return issuedAt + PAYMENT_TERM_DAYS * DAY;
}

/**
 * Paid once nothing is left to pay; overdue when something is after the due date; partly paid when a
 * payment arrived and some is still due; open until then.
 */
export function invoiceStatus(
  invoice: { dueAt: number; paidAt: number | null; paidCents?: number | null },
  now: number,
): InvoiceStatus {
  if (invoice.paidAt !== null) return 'paid';
  if (now > invoice.dueAt) return 'overdue';
  return (invoice.paidCents ?? 0) > 0 ? 'partlyPaid' : 'open';
}

/**
 * The service period a line pays for, as calendar dates (UTC): from the invoice's date to the day
 * before the same date a month or a year later (Jan 31 → Feb 28 or 29 is a month: Jan 31–Feb 27).
 */
export function servicePeriod(
  issuedAt: number,
  period: 'monthly' | 'annual',
): { periodStart: string; periodEnd: string } {
  const start = new Date(issuedAt);
  const year = start.getUTCFullYear() + (period === 'annual' ? 1 : 0);
  const month = start.getUTCMonth() + (period === 'monthly' ? 1 : 0);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay));
  const end = new Date(next - DAY);
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
}
