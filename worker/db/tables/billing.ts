/** Billing: billing details, the invoice number sequences, and invoices. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Invoice } from '../../../site/shared/api/billing';
import { TAX_KINDS } from '../../../site/shared/domain/billing';
import { VAT_STATUSES } from '../../../site/shared/domain/vat-status';
import { accounts } from './accounts';
import { orders } from './storefront';
import { users } from './users';

type InvoiceSeller = Invoice['seller'];
type InvoiceBuyer = Invoice['buyer'];
type InvoiceLine = Invoice['lines'][number];

// Billing: see migrations/0011_billing.sql for what each column holds.
export const billingDetails = sqliteTable('billing_details', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull().default(''),
  country: text('country').notNull(),
  vatNumber: text('vat_number'),
  updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
  // What VIES last said about an EU number (migrations/0016_vat_confirmation.sql).
  vatStatus: text('vat_status', { enum: VAT_STATUSES }),
  vatCheckedAt: integer('vat_checked_at', { mode: 'number' }),
  vatRequestDate: text('vat_request_date'),
  vatRequestId: text('vat_request_id'),
});

export const invoiceSequences = sqliteTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const invoices = sqliteTable(
  'invoices',
  {
    number: text('number').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: text('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    issuedAt: integer('issued_at', { mode: 'number' }).notNull(),
    dueAt: integer('due_at', { mode: 'number' }).notNull(),
    seller: text('seller', { mode: 'json' }).$type<InvoiceSeller>().notNull(),
    buyer: text('buyer', { mode: 'json' }).$type<InvoiceBuyer>().notNull(),
    lines: text('lines', { mode: 'json' }).$type<InvoiceLine[]>().notNull(),
    couponCode: text('coupon_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxKind: text('tax_kind', { enum: TAX_KINDS }).notNull(),
    taxRateBp: integer('tax_rate_bp'),
    taxCountry: text('tax_country').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: ['USD'] })
      .notNull()
      .default('USD'),
    paidAt: integer('paid_at', { mode: 'number' }),
    paidCents: integer('paid_cents'),
    /** Whose invoice (migrations/0012_teams.sql); `userId` is who placed the order. */
    accountId: text('account_id').references(() => accounts.id),
    /** The month a monthly invoice bills ("2026-11"; migrations/0017_services.sql); NULL for an order's invoice. */
    usageMonth: text('usage_month'),
    /** The SHA-256 of its stored PDF, recorded once (migrations/0019_stored_documents_and_credit.sql). */
    pdfSha256: text('pdf_sha256'),
    /** Account credit used on it ("Credit applied"). */
    creditAppliedCents: integer('credit_applied_cents').notNull().default(0),
    /** What credit notes took off what was due (payment state, like `paidCents`). */
    creditedCents: integer('credited_cents').notNull().default(0),
  },
  // (year, sequence) is UNIQUE in the migration: one number per place in a year's sequence.
  (table) => [index('invoices_account_issued_idx').on(table.accountId, table.issuedAt)],
);
