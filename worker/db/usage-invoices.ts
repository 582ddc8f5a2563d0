/**
 * The monthly run's queries (lib/monthly-run.ts): which accounts still have a month to invoice,
 * their metered services, billing details and owners, and the `usage_invoices` row per (account,
 * month) that decides "already invoiced" inside the invoice's own batch.
 */
import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from './client';
import { accountServices, billingDetails, invoices, memberships, usageInvoices, users } from './schema';

type Window = { start: number; end: number };

/** The next `limit` accounts after `after` (in id order) with monthly services metered in the month and no row for it yet. */
export function accountsToInvoice(db: Db, month: string, window: Window, after: string, limit: number) {
  return db
    .selectDistinct({ accountId: accountServices.accountId })
    .from(accountServices)
    .where(
      and(
        eq(accountServices.billingPeriod, 'monthly'),
        gt(accountServices.accountId, after),
        lt(accountServices.meteredFrom, window.end),
        or(isNull(accountServices.endedAt), gt(accountServices.endedAt, window.start)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(usageInvoices)
            .where(and(eq(usageInvoices.accountId, accountServices.accountId), eq(usageInvoices.month, month))),
        ),
      ),
    )
    .orderBy(asc(accountServices.accountId))
    .limit(limit);
}

/** The monthly services of these accounts that ran in the month, oldest first, unrun. */
export function meteredServicesOf(db: Db, accountIds: string[], window: Window) {
  return db
    .select()
    .from(accountServices)
    .where(
      and(
        inArray(accountServices.accountId, accountIds),
        eq(accountServices.billingPeriod, 'monthly'),
        lt(accountServices.meteredFrom, window.end),
        or(isNull(accountServices.endedAt), gt(accountServices.endedAt, window.start)),
      ),
    )
    .orderBy(asc(accountServices.startedAt), asc(accountServices.id));
}

export function billingDetailsOfAccounts(db: Db, accountIds: string[]) {
  return db.select().from(billingDetails).where(inArray(billingDetails.accountId, accountIds));
}

/** Who a monthly invoice is mailed to: each account's owner. */
export function ownersOf(db: Db, accountIds: string[]) {
  return db
    .select({
      accountId: memberships.accountId,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.accountId, accountIds), eq(memberships.role, 'owner')));
}

/**
 * The row that says the month is done, first in the invoice's batch: a second run's insert meets
 * the primary key and fails its whole batch, so it takes no invoice number. Unrun.
 */
export function recordUsageMonth(db: Db, accountId: string, month: string, amountCents: number, now: number) {
  return db.insert(usageInvoices).values({ accountId, month, invoiceNumber: null, amountCents, createdAt: now });
}

/** Names the invoice the same batch issued for the month, last in that batch. Unrun. */
export function linkUsageInvoice(db: Db, accountId: string, month: string) {
  const number = db
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.usageMonth, month)));
  return db
    .update(usageInvoices)
    .set({ invoiceNumber: sql`(${number})` })
    .where(and(eq(usageInvoices.accountId, accountId), eq(usageInvoices.month, month)));
}
