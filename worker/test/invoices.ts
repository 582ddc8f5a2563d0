/**
 * Frozen invoices as checkout issues them, for the PDF tests in the Workers runtime
 * (worker/lib/invoice-pdf.test.ts) and in Node (scripts/lib/pdf-text.test.ts). Amounts come from the
 * pricing module, so a sample's tax and total are what a real order would have.
 */
import type { Invoice } from '../../site/shared/api/billing';
import { dueDate, invoiceTotals, isEuCountry, servicePeriod, taxRule } from '../../site/shared/domain/billing';
import type { Coupon } from '../../site/shared/domain/catalog';
import { countryName } from '../../site/shared/domain/countries';
import { sellerFor } from '../lib/invoice-parties';

type Buyer = { name: string; street: string; place: string; country: string; vatNumber?: string };
type Line = { name: string; billingPeriod: 'monthly' | 'annual'; amountCents: number };

const ISSUED_AT = Date.UTC(2026, 0, 15, 9, 30);

export const SAMPLE_LINES: readonly Line[] = [
  { name: 'GPU Instance · NVIDIA A100 80 GB', billingPeriod: 'monthly', amountCents: 189_900 },
  { name: 'Managed PostgreSQL · Pro', billingPeriod: 'annual', amountCents: 278_00 },
  { name: 'Global CDN · 1 TB egress', billingPeriod: 'monthly', amountCents: 12_50 },
];

export const BUYERS = {
  germanConsumer: { name: 'Jonas Becker', street: 'Torstraße 12', place: '10119 Berlin', country: 'DE' },
  germanBusiness: {
    name: 'Müller & Søn GmbH',
    street: 'Königsallee 27',
    place: '40212 Düsseldorf',
    country: 'DE',
    vatNumber: 'DE136695976',
  },
  britishConsumer: { name: 'Oliver Smith', street: '221B Baker Street', place: 'London NW1 6XE', country: 'GB' },
  usCustomer: { name: 'Avery Johnson', street: '1200 Pine Street', place: 'Seattle WA 98101', country: 'US' },
  greek: { name: 'Ελένη Παπαδοπούλου', street: 'Οδός Ερμού 24', place: '105 63 Αθήνα', country: 'GR' },
  russian: { name: 'Дмитрий Иванов', street: 'ул. Тверская, д. 7', place: '125009 Москва', country: 'RU' },
} satisfies Record<string, Buyer>;

export function sampleInvoice(
  buyer: Buyer,
  options: { lines?: readonly Line[]; coupon?: Coupon; paidAt?: number; sequence?: number; refused?: boolean } = {},
): Invoice {
  const lines = options.lines ?? SAMPLE_LINES;
  // `refused`: VIES did not confirm the buyer's number, so it exempts nothing.
  const rule = taxRule(buyer.country, buyer.vatNumber !== undefined && !options.refused);
  const totals = invoiceTotals(
    lines.map((line) => line.amountCents),
    options.coupon ?? null,
    rule,
  );
  // A reverse charge in the EU rests on a VIES confirmation, made a moment before the invoice.
  const confirmed = rule.kind === 'reverseCharge' && isEuCountry(rule.country);
  return {
    number: `NIM-2026-${String(options.sequence ?? 42).padStart(6, '0')}`,
    orderId: '6f1c2b9e-3f4d-4a8b-9c2d-1e2f3a4b5c6d',
    orderNumber: 'NB-7K2M-9QXD',
    status: options.paidAt ? 'paid' : 'pendingPayment',
    issuedAt: new Date(ISSUED_AT).toISOString(),
    dueAt: new Date(dueDate(ISSUED_AT)).toISOString(),
    paidAt: options.paidAt ? new Date(options.paidAt).toISOString() : null,
    seller: sellerFor(rule),
    buyer: {
      name: buyer.name,
      addressLines: [buyer.street, buyer.place, countryName(buyer.country)],
      vatNumber: buyer.vatNumber ?? null,
      country: buyer.country,
      email: 'billing@customer.example',
      vatConfirmation: confirmed
        ? { requestDate: new Date(ISSUED_AT - 2000).toISOString(), requestIdentifier: 'WAPIAAAAZBT4DXKQ' }
        : null,
    },
    lines: lines.map((line) => ({ ...line, ...servicePeriod(ISSUED_AT, line.billingPeriod) })),
    couponCode: options.coupon?.code ?? null,
    ...totals,
    tax: {
      kind: rule.kind,
      rateBasisPoints: rule.kind === 'vat' ? rule.basisPoints : null,
      country: rule.country,
    },
    currency: 'USD',
    usageMonth: null,
    creditAppliedCents: 0,
    paidCents: options.paidAt ? totals.totalCents : 0,
    creditedCents: 0,
    amountDueCents: options.paidAt ? 0 : totals.totalCents,
  };
}

/** `count` lines of alternating billing periods, for an invoice longer than a page. */
export function manyLines(count: number): Line[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Compute instance ${i + 1} · 4 vCPU, 16 GB`,
    billingPeriod: i % 2 === 0 ? 'monthly' : 'annual',
    amountCents: 4_800 + i * 100,
  }));
}
