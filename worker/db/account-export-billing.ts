/** The data export's sections of what the account bought and paid (docs/data-export.md): orders, services, invoices, credit notes, the balance. */
import { asc, eq, inArray, or } from 'drizzle-orm';
import { iso, isoOrNull, type Section } from './account-export-section';
import { toBalance } from './balance';
import { toInvoice } from './billing';
import { toCreditNote } from './credit-notes';
import {
  accountBalances,
  accountServices,
  balanceMovements,
  creditNotes,
  invoices,
  orderLines,
  orders,
  payments,
} from './schema';

export const orderList: Section<'orders'> = {
  key: 'orders',
  tables: ['orders', 'order_lines'],
  async read(db, { id }) {
    // Orders of the personal account, and those the person placed for a team (without the team's billing data).
    const rows = await db
      .select()
      .from(orders)
      .where(or(eq(orders.accountId, id), eq(orders.userId, id)))
      .orderBy(asc(orders.createdAt));
    const lines = rows.length
      ? await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.position))
      : [];
    return rows.map((row) => ({
      number: row.number,
      accountId: row.accountId,
      placedByYou: row.userId === id,
      placedAt: iso(row.createdAt),
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          name: line.name,
          itemType: line.itemType,
          itemId: line.itemId,
          billingPeriod: line.billingPeriod,
          unitPriceCents: line.unitPriceCents,
        })),
      billing:
        row.accountId === id
          ? {
              name: row.billingName,
              email: row.billingEmail,
              company: row.billingCompany,
              address: row.billingAddress,
              couponCode: row.couponCode,
              subtotalCents: row.subtotalCents,
              discountCents: row.discountCents,
              taxCents: row.taxCents,
              totalCents: row.totalCents,
            }
          : null,
    }));
  },
};

export const invoiceList: Section<'invoices'> = {
  key: 'invoices',
  tables: ['invoices'],
  async read(db, { id, now }) {
    const rows = await db.select().from(invoices).where(eq(invoices.accountId, id)).orderBy(asc(invoices.issuedAt));
    return rows.map((row) => toInvoice(row, now));
  },
};

export const serviceList: Section<'services'> = {
  key: 'services',
  tables: ['account_services'],
  async read(db, { id }) {
    const rows = await db
      .select()
      .from(accountServices)
      .where(eq(accountServices.accountId, id))
      .orderBy(asc(accountServices.startedAt));
    return rows.map(({ accountId: _account, orderLineId: _line, meteredFrom: _from, startedAt, endedAt, ...row }) => ({
      ...row,
      startedAt: iso(startedAt),
      endedAt: isoOrNull(endedAt),
    }));
  },
};

export const creditNoteList: Section<'creditNotes'> = {
  key: 'creditNotes',
  tables: ['credit_notes'],
  async read(db, { id }) {
    const rows = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.accountId, id))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
    return rows.map(toCreditNote);
  },
};

export const balance: Section<'balance'> = {
  key: 'balance',
  tables: ['account_balances', 'balance_movements', 'payments'],
  async read(db, { id }) {
    // Every movement and payment, oldest first (Billing shows the newest few).
    const [balances, movements, notes, paid] = await Promise.all([
      db.select().from(accountBalances).where(eq(accountBalances.accountId, id)),
      db.select().from(balanceMovements).where(eq(balanceMovements.accountId, id)).orderBy(asc(balanceMovements.id)),
      db.select().from(creditNotes).where(eq(creditNotes.accountId, id)).orderBy(asc(creditNotes.issuedAt)),
      db.select().from(payments).where(eq(payments.accountId, id)).orderBy(asc(payments.recordedAt)),
    ]);
    return toBalance({ balances, movements, notes, paid });
  },
};
