/**
 * When an unpaid invoice is reminded of and when it suspends its account
 * (docs/decisions/reminders-and-suspension.md), and what a monthly budget allows
 * (docs/decisions/spend-budgets.md). Pure: the Worker, its hourly run and the pages use it.
 */
import { type MeteredService, monthCharge, monthOf } from './metering';

export const DAY_MS = 86_400_000;

/** The two reminders of an unpaid invoice. */
export const REMINDER_KINDS = ['first', 'second'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Days after the due date: the day after it, then 7 days later. */
export const REMINDER_DAYS: Record<ReminderKind, number> = { first: 1, second: 8 };

/** Days after the due date at which an unpaid invoice suspends its account. */
export const SUSPENSION_DAYS = 14;

/** When a reminder of an invoice due at `dueAt` is due. */
export const reminderAt = (dueAt: number, kind: ReminderKind) => dueAt + REMINDER_DAYS[kind] * DAY_MS;

/** When an invoice due at `dueAt`, still unpaid, suspends its account. */
export const suspensionAt = (dueAt: number) => dueAt + SUSPENSION_DAYS * DAY_MS;

/** The thresholds of a month's usage that mail an alert, in percent of the budget. */
export const BUDGET_PERCENTS = [50, 75, 100] as const;
export type BudgetPercent = (typeof BUDGET_PERCENTS)[number];

/** A budget is whole dollars from $1 to $1,000,000. */
export const MIN_BUDGET_DOLLARS = 1;
export const MAX_BUDGET_DOLLARS = 1_000_000;

/** The thresholds `usageCents` has reached of a budget of `budgetDollars` (p% of it is p × dollars cents). */
export function percentsReached(usageCents: number, budgetDollars: number): BudgetPercent[] {
  return BUDGET_PERCENTS.filter((percent) => usageCents >= percent * budgetDollars);
}

/** Whether the month's usage has reached the whole budget. */
export const budgetReached = (usageCents: number, budgetDollars: number) => usageCents >= budgetDollars * 100;

/** The share of the budget used, in whole percent rounded down, for the bar (past 100 when over). */
export const percentUsed = (usageCents: number, budgetDollars: number) => Math.floor(usageCents / budgetDollars);

/** The metered usage of the month `now` falls in, up to `now`, in cents before tax: what a budget is measured against. */
export function usageSoFar(services: readonly MeteredService[], now: number): number {
  const month = monthOf(now);
  return services.reduce((sum, service) => sum + monthCharge(service, month, now).amountCents, 0);
}
