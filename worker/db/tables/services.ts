/** Services of an account and the monthly run's record (migrations/0017_services.sql says what each column holds). */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { SERVICE_ITEM_KINDS, SERVICE_STATES } from '../../../site/shared/domain/account-services';
import { BILLING_PERIODS } from '../../../site/shared/domain/pricing';
import { accounts } from './accounts';
import { invoices } from './billing';
import { orderLines, orders } from './storefront';

// `services` is the catalog's table (KVM VPS, dedicated servers, add-ons); what an account runs is this.
export const accountServices = sqliteTable(
  'account_services',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: text('order_line_id')
      .unique()
      .references(() => orderLines.id, { onDelete: 'set null' }),
    itemKind: text('item_kind', { enum: SERVICE_ITEM_KINDS }).notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(1),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    region: text('region'),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    /** Thousandths of a dollar per hour. */
    hourlyRateMills: integer('hourly_rate_mills').notNull(),
    startedAt: integer('started_at', { mode: 'number' }).notNull(),
    meteredFrom: integer('metered_from', { mode: 'number' }).notNull(),
    endedAt: integer('ended_at', { mode: 'number' }),
    state: text('state', { enum: SERVICE_STATES }).notNull().default('active'),
  },
  (table) => [
    index('account_services_account_idx').on(table.accountId, table.startedAt),
    index('account_services_metered_idx').on(table.billingPeriod, table.accountId),
  ],
);

export const usageInvoices = sqliteTable(
  'usage_invoices',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** "2026-11". */
    month: text('month').notNull(),
    /** NULL for a month that came to $0.00. */
    invoiceNumber: text('invoice_number').references(() => invoices.number),
    amountCents: integer('amount_cents').notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month] })],
);
