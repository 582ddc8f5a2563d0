/** Reminders of overdue invoices and spend budgets (migrations/0020_reminders_and_budgets.sql says what each column holds). */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { type BUDGET_PERCENTS, REMINDER_KINDS } from '../../../site/shared/domain/dunning';
import { accounts } from './accounts';
import { invoices } from './billing';

export const invoiceReminders = sqliteTable(
  'invoice_reminders',
  {
    invoiceNumber: text('invoice_number')
      .notNull()
      .references(() => invoices.number),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: integer('sent_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceNumber, table.kind] })],
);

export const accountBudgets = sqliteTable('account_budgets', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  amountDollars: integer('amount_dollars').notNull(),
  stopOrders: integer('stop_orders', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
});

export const budgetAlerts = sqliteTable(
  'budget_alerts',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    percent: integer('percent').$type<(typeof BUDGET_PERCENTS)[number]>().notNull(),
    usageCents: integer('usage_cents').notNull(),
    budgetDollars: integer('budget_dollars').notNull(),
    sentAt: integer('sent_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month, table.percent] })],
);
