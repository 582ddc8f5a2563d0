/**
 * Billing queries: an account's billing details, invoices and the operator's payment record. An
 * invoice is written in checkout's batch (lib/checkout.ts) with the next number of its year's
 * sequence, so a failed checkout takes no number (docs/decisions/invoices-and-bank-transfer.md).
 */
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { BillingDetails, BillingDetailsInput, Invoice, InvoiceSummary } from '../../site/shared/api/billing';
import { amountDue } from '../../site/shared/domain/balance';
import { invoiceStatus, type TaxRule } from '../../site/shared/domain/billing';
import type { VatStatus } from '../../site/shared/domain/vat-status';
import type { AccountActor } from './actor';
import type { Db } from './client';
import { billingDetails, invoiceSequences, invoices, users } from './schema';

export type DetailsRow = typeof billingDetails.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** The account's billing details (none yet: an empty list), unrun. */
export function billingDetailsOf(db: Db, account: string | SQL) {
  return db.select().from(billingDetails).where(eq(billingDetails.accountId, account)).limit(1);
}

/** The profile fields the billing form starts from while there are no details, unrun. */
export function billingDraftOf(db: Db, user: string | SQL) {
  return db
    .select({ name: users.name, companyName: users.companyName, address: users.address })
    .from(users)
    .where(eq(users.id, user))
    .limit(1);
}

/** One place for an address: the profile's company (else name) and address, cut to the billing form's limits. */
export function toBillingDraft(row: { name: string; companyName: string; address: string } | undefined) {
  if (!row) return null;
  return { name: (row.companyName || row.name).slice(0, 120), line1: row.address.slice(0, 120) };
}

export function toBillingDetails(row: DetailsRow): BillingDetails {
  const { name, line1, line2, postalCode, city, region, country, vatNumber } = row;
  const { vatStatus, vatCheckedAt, vatRequestDate, vatRequestId } = row;
  const vatConfirmation =
    vatStatus === null || vatCheckedAt === null
      ? null
      : {
          status: vatStatus,
          checkedAt: new Date(vatCheckedAt).toISOString(),
          requestDate: vatRequestDate,
          requestIdentifier: vatRequestId,
        };
  return { name, line1, line2, postalCode, city, region, country, vatNumber, vatConfirmation };
}

/** What VIES said about a number when we asked at `checkedAt`; null when it was not asked. */
export type VatCheckRecord = {
  status: VatStatus;
  checkedAt: number;
  requestDate: string | null;
  requestIdentifier: string | null;
} | null;

/** The columns that keep what VIES said. */
export const vatColumns = (check: VatCheckRecord) => ({
  vatStatus: check?.status ?? null,
  vatCheckedAt: check?.checkedAt ?? null,
  vatRequestDate: check?.requestDate ?? null,
  vatRequestId: check?.requestIdentifier ?? null,
});

/**
 * Writes the current account's billing details (first time or again) with what VIES said about their
 * number, unrun; nothing when the guard is false.
 */
export function saveBillingDetails(
  db: Db,
  actor: AccountActor,
  details: BillingDetailsInput,
  check: VatCheckRecord,
  now: number,
) {
  const { name, line1, line2, postalCode, city, region, country } = details;
  const vatNumber = details.vatNumber === '' ? null : details.vatNumber;
  const vat = vatColumns(check);
  // INSERT … SELECT lists every column in the schema's order.
  return db
    .insert(billingDetails)
    .select(
      sql`SELECT ${actor.account}, ${name}, ${line1}, ${line2}, ${postalCode}, ${city}, ${region}, ${country}, ${vatNumber}, ${now},
        ${vat.vatStatus}, ${vat.vatCheckedAt}, ${vat.vatRequestDate}, ${vat.vatRequestId}
        WHERE ${actor.guard}`,
    )
    .onConflictDoUpdate({
      target: billingDetails.accountId,
      set: { name, line1, line2, postalCode, city, region, country, vatNumber, updatedAt: now, ...vat },
    })
    .returning();
}

/** Records a later answer of VIES (at checkout), unrun; nothing when the number was changed meanwhile. */
export function recordVatCheck(db: Db, accountId: string, vatNumber: string, check: VatCheckRecord) {
  return db
    .update(billingDetails)
    .set(vatColumns(check))
    .where(and(eq(billingDetails.accountId, accountId), eq(billingDetails.vatNumber, vatNumber)));
}

/** What an invoice freezes besides its number: parties, lines, amounts, tax. */
export type NewInvoice = Pick<Invoice, 'seller' | 'buyer' | 'lines' | 'couponCode' | 'orderNumber'> & {
  /** The order it invoices; null for a month's usage. */
  orderId: string | null;
  /** Who placed the order; null for a month's usage. */
  userId: string | null;
  /** The month of usage it invoices ("2026-11"), or null for an order's invoice. */
  usageMonth?: string | null;
  /** Whose invoice it is. */
  accountId: string;
  issuedAt: number;
  dueAt: number;
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  taxCents: number;
  totalCents: number;
  tax: TaxRule;
  /** Account credit used on it ("Credit applied"); none when left out. */
  creditAppliedCents?: number;
};

/** The year of an invoice dated `issuedAt`: its sequence (UTC). */
export const invoiceYear = (issuedAt: number) => new Date(issuedAt).getUTCFullYear();

/**
 * The two statements that issue an invoice, for checkout's batch after the order's insert: the next
 * number of the year's sequence (`sequence`), then the invoice under it (`invoice`). The batch is one transaction, so when
 * anything in it fails the number is not used, and two checkouts never get the same number.
 */
export function issueInvoice(db: Db, invoice: NewInvoice) {
  const year = invoiceYear(invoice.issuedAt);
  const next = db
    .insert(invoiceSequences)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceSequences.year, set: { last: sql`${invoiceSequences.last} + 1` } });
  const rate = invoice.tax.kind === 'vat' ? invoice.tax.basisPoints : null;
  const json = (value: unknown) => JSON.stringify(value);
  // INSERT … SELECT lists every column in the schema's order; the number is invoiceNumber() in SQL.
  const insert = db.insert(invoices).select(
    sql`SELECT printf('NIM-%d-%06d', ${year}, ${invoiceSequences.last}), ${year}, ${invoiceSequences.last},
        ${invoice.orderId}, ${invoice.userId}, ${invoice.orderNumber}, ${invoice.issuedAt}, ${invoice.dueAt},
        ${json(invoice.seller)}, ${json(invoice.buyer)}, ${json(invoice.lines)}, ${invoice.couponCode},
        ${invoice.subtotalCents}, ${invoice.discountCents}, ${invoice.netCents}, ${invoice.tax.kind}, ${rate},
        ${invoice.tax.country}, ${invoice.taxCents}, ${invoice.totalCents}, 'USD', NULL, NULL, ${invoice.accountId},
        ${invoice.usageMonth ?? null}, NULL, ${invoice.creditAppliedCents ?? 0}, 0
      FROM ${invoiceSequences} WHERE ${invoiceSequences.year} = ${year}`,
  );
  return { sequence: next, invoice: insert };
}

const iso = (time: number) => new Date(time).toISOString();

export function toInvoice(row: InvoiceRow, now: number): Invoice {
  return {
    number: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    status: invoiceStatus(row, now),
    issuedAt: iso(row.issuedAt),
    dueAt: iso(row.dueAt),
    paidAt: row.paidAt === null ? null : iso(row.paidAt),
    seller: row.seller,
    // Invoices issued before VIES confirmations carry none.
    buyer: { ...row.buyer, vatConfirmation: row.buyer.vatConfirmation ?? null },
    lines: row.lines,
    couponCode: row.couponCode,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    netCents: row.netCents,
    tax: { kind: row.taxKind, rateBasisPoints: row.taxRateBp, country: row.taxCountry },
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    currency: 'USD',
    usageMonth: row.usageMonth,
    creditAppliedCents: row.creditAppliedCents,
    paidCents: row.paidCents ?? 0,
    creditedCents: row.creditedCents,
    amountDueCents: amountDue({ ...row, paidCents: row.paidCents ?? 0 }),
  };
}

/** The invoice as it was issued, before any payment: what its stored PDF shows. */
export function invoiceAsIssued(row: InvoiceRow): Invoice {
  return { ...toInvoice({ ...row, paidAt: null, paidCents: null, creditedCents: 0 }, row.issuedAt) };
}

/** The invoice as the list shows it: the same fields as the whole invoice, fewer of them. */
export function toInvoiceSummary(row: InvoiceRow, now: number): InvoiceSummary {
  const invoice = toInvoice(row, now);
  const { number, orderId, orderNumber, status, issuedAt, dueAt, paidAt, totalCents, currency, usageMonth } = invoice;
  const { amountDueCents } = invoice;
  return {
    number,
    orderId,
    orderNumber,
    status,
    issuedAt,
    dueAt,
    paidAt,
    totalCents,
    currency,
    usageMonth,
    amountDueCents,
  };
}

/** The account's invoices, newest first, unrun. */
export function invoicesOf(db: Db, account: string | SQL) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, account))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
}

/** One of the account's invoices by number (another account's: none), unrun. */
export function invoiceOf(db: Db, account: string | SQL, number: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.number, number), eq(invoices.accountId, account)))
    .limit(1);
}

/** The invoice of an order (orders placed before billing have none), unrun. */
export function invoiceOfOrder(db: Db, orderId: string) {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
}

/** Any invoice by number: for the operator. */
export function invoiceByNumber(db: Db, number: string) {
  return db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
}

/**
 * Records the payment of an unpaid invoice whose total is `amountCents`; answers the paid invoice, or
 * nothing when it was already paid or the amount differs (the caller read it first to say which).
 */
export function recordPayment(db: Db, number: string, amountCents: number, paidAt: number) {
  return db
    .update(invoices)
    .set({ paidAt, paidCents: amountCents })
    .where(and(eq(invoices.number, number), isNull(invoices.paidAt), eq(invoices.totalCents, amountCents)))
    .returning();
}
