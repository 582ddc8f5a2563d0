/** Payments, credit notes and the account balance: see migrations/0019_stored_documents_and_credit.sql. */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { CreditNote } from '../../../site/shared/api/credit';
import { BALANCE_KINDS } from '../../../site/shared/domain/balance';
import { TAX_KINDS } from '../../../site/shared/domain/billing';
import { accounts } from './accounts';
import { invoices } from './billing';

export const payments = sqliteTable('payments', {
  id: text('id').primaryKey(),
  invoiceNumber: text('invoice_number')
    .notNull()
    .references(() => invoices.number),
  accountId: text('account_id').references(() => accounts.id),
  amountCents: integer('amount_cents').notNull(),
  /** What went to the invoice; the rest of `amountCents` became account credit. */
  appliedCents: integer('applied_cents').notNull(),
  recordedAt: integer('recorded_at', { mode: 'number' }).notNull(),
  pdfSha256: text('pdf_sha256'),
});

export const creditNoteSequences = sqliteTable('credit_note_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const creditNotes = sqliteTable('credit_notes', {
  number: text('number').primaryKey(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
  invoiceNumber: text('invoice_number')
    .notNull()
    .references(() => invoices.number),
  accountId: text('account_id').references(() => accounts.id),
  serviceId: text('service_id').unique(),
  issuedAt: integer('issued_at', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  seller: text('seller', { mode: 'json' }).$type<CreditNote['seller']>().notNull(),
  buyer: text('buyer', { mode: 'json' }).$type<CreditNote['buyer']>().notNull(),
  lines: text('lines', { mode: 'json' }).$type<CreditNote['lines']>().notNull(),
  netCents: integer('net_cents').notNull(),
  taxKind: text('tax_kind', { enum: TAX_KINDS }).notNull(),
  taxRateBp: integer('tax_rate_bp'),
  taxCountry: text('tax_country').notNull(),
  taxCents: integer('tax_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  toBalanceCents: integer('to_balance_cents').notNull(),
  currency: text('currency', { enum: ['USD'] })
    .notNull()
    .default('USD'),
  pdfSha256: text('pdf_sha256'),
});

export const balanceMovements = sqliteTable('balance_movements', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  createdAt: integer('created_at', { mode: 'number' }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  kind: text('kind', { enum: BALANCE_KINDS }).notNull(),
  document: text('document').notNull(),
});

export const accountBalances = sqliteTable('account_balances', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  balanceCents: integer('balance_cents').notNull(),
});
