/**
 * Reminders and suspension (docs/decisions/reminders-and-suspension.md) and spend budgets
 * (docs/decisions/spend-budgets.md): the queries of the hourly run and of checkout. A reminder or an
 * alert is claimed by inserting its row; only the run whose insert went in mails it.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  type BudgetPercent,
  DAY_MS,
  REMINDER_DAYS,
  type ReminderKind,
  SUSPENSION_DAYS,
} from '../../site/shared/domain/dunning';
import type { AccountActor } from './actor';
import type { Db } from './client';
import {
  accountBudgets,
  accountServices,
  budgetAlerts,
  invoiceReminders,
  invoices,
  memberships,
  users,
} from './schema';

/** Reminders claimed per run and kind; the next hour's run takes the rest. */
export const REMINDERS_PER_RUN = 200;

/**
 * Claims the `kind` reminders due at `now` and answers their invoice numbers, unrun. A first reminder
 * is not sent once the second is due (an invoice that waited that long gets the second alone).
 */
export function claimReminders(db: Db, kind: ReminderKind, now: number) {
  const dueBy = now - REMINDER_DAYS[kind] * DAY_MS;
  const tooLate = kind === 'first' ? sql`AND ${invoices.dueAt} > ${now - REMINDER_DAYS.second * DAY_MS}` : sql``;
  return db
    .insert(invoiceReminders)
    .select(
      sql`SELECT ${invoices.number}, ${kind}, ${now} FROM ${invoices}
        WHERE ${invoices.paidAt} IS NULL AND ${invoices.accountId} IS NOT NULL AND ${invoices.dueAt} <= ${dueBy} ${tooLate}
          AND NOT EXISTS (SELECT 1 FROM ${invoiceReminders} WHERE ${invoiceReminders.invoiceNumber} = ${invoices.number}
            AND ${invoiceReminders.kind} = ${kind})
        ORDER BY ${invoices.dueAt} LIMIT ${REMINDERS_PER_RUN}`,
    )
    .onConflictDoNothing()
    .returning({ number: invoiceReminders.invoiceNumber });
}

/** The invoices of these numbers, for the reminder mails, unrun. */
export function invoicesByNumbers(db: Db, numbers: string[]) {
  return db.select().from(invoices).where(inArray(invoices.number, numbers));
}

/** Who money mails go to: each account's owner and billing members, unrun. */
export function payersOf(db: Db, accountIds: string[]) {
  return db
    .select({
      accountId: memberships.accountId,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.accountId, accountIds), inArray(memberships.role, ['owner', 'billing'])));
}

/**
 * The account's oldest invoice still unpaid 14 days after its due date at `now` (none: not
 * suspended), unrun. Paying it lifts the suspension, unless another such invoice is left.
 */
export function suspendingInvoiceOf(db: Db, account: string | SQL, now: number) {
  return db
    .select({ number: invoices.number, dueAt: invoices.dueAt })
    .from(invoices)
    .where(
      and(
        eq(invoices.accountId, account),
        isNull(invoices.paidAt),
        lte(invoices.dueAt, now - SUSPENSION_DAYS * DAY_MS),
      ),
    )
    .orderBy(asc(invoices.dueAt))
    .limit(1);
}

/** The account's budget (none: no budget), unrun. */
export function budgetOf(db: Db, account: string | SQL) {
  return db.select().from(accountBudgets).where(eq(accountBudgets.accountId, account)).limit(1);
}

/** Sets the account's budget when the actor's guard holds; answers the row (none: refused), unrun. */
export function saveBudget(db: Db, actor: AccountActor, amountDollars: number, stopOrders: boolean, now: number) {
  return db
    .insert(accountBudgets)
    .select(sql`SELECT ${actor.account}, ${amountDollars}, ${stopOrders ? 1 : 0}, ${now} WHERE ${actor.guard}`)
    .onConflictDoUpdate({ target: accountBudgets.accountId, set: { amountDollars, stopOrders, updatedAt: now } })
    .returning();
}

/** Removes the account's budget when the actor's guard holds; answers the removed row, unrun. */
export function removeBudget(db: Db, actor: AccountActor) {
  return db
    .delete(accountBudgets)
    .where(and(eq(accountBudgets.accountId, actor.account), sql`${actor.guard}`))
    .returning();
}

/** The next `limit` budgets after account `after`, in id order, unrun. */
export function budgetsAfter(db: Db, after: string, limit: number) {
  return db
    .select()
    .from(accountBudgets)
    .where(and(gt(accountBudgets.accountId, after), isNotNull(accountBudgets.amountDollars)))
    .orderBy(asc(accountBudgets.accountId))
    .limit(limit);
}

/** Claims the alerts of a month not yet recorded; answers the percents this insert recorded, unrun. */
export function claimAlerts(
  db: Db,
  alert: { accountId: string; month: string; usageCents: number; budgetDollars: number },
  percents: readonly BudgetPercent[],
  now: number,
) {
  return db
    .insert(budgetAlerts)
    .values(percents.map((percent) => ({ ...alert, percent, sentAt: now })))
    .onConflictDoNothing()
    .returning({ percent: budgetAlerts.percent });
}

/** The monthly services of these accounts that ran in the month of `window`, unrun: what their usage is summed from. */
export function monthServicesOf(db: Db, accounts: string | SQL | string[], window: { start: number; end: number }) {
  const whose = Array.isArray(accounts)
    ? inArray(accountServices.accountId, accounts)
    : eq(accountServices.accountId, accounts);
  return db
    .select()
    .from(accountServices)
    .where(
      and(
        whose,
        eq(accountServices.billingPeriod, 'monthly'),
        lt(accountServices.meteredFrom, window.end),
        or(isNull(accountServices.endedAt), gt(accountServices.endedAt, window.start)),
      ),
    );
}

/** The alerts recorded for the account's month, unrun. */
export function alertsOf(db: Db, account: string | SQL, month: string) {
  return db
    .select({ percent: budgetAlerts.percent })
    .from(budgetAlerts)
    .where(and(eq(budgetAlerts.accountId, account), eq(budgetAlerts.month, month)))
    .orderBy(asc(budgetAlerts.percent));
}
