/**
 * The texts of spend budgets (docs/decisions/spend-budgets.md) that the Billing page and checkout
 * show: the part of the budget contract (`budget.ts`, which re-exports it) that the pages run.
 */
import { MAX_BUDGET_DOLLARS } from '../domain/dunning';
import { formatMoney, formatWholeDollars } from '../domain/money';

export const budgetErrors = {
  amount: `Budget must be a whole number of dollars from $1 to ${formatWholeDollars(MAX_BUDGET_DOLLARS)}, or null for none`,
  stop: 'stopAtBudget must be true or false',
} as const;

export const budgetMessages = {
  heading: 'Monthly budget',
  lead: 'Set a monthly budget for metered usage: owners and billing members get an e-mail at 50%, 75% and 100% of it.',
  none: 'No budget set. Usage this month so far:',
  amountLabel: 'Budget per month (US dollars, whole)',
  stopLabel: 'Stop new orders at the budget',
  stopHint:
    'Once this month’s usage reaches the budget, ordering metered items is refused until next month or a higher budget.',
  save: 'Save budget',
  remove: 'Remove budget',
  saved: 'Budget saved.',
  removed: 'Budget removed.',
  loadFailed: 'Failed to load your budget',
  saveFailed: 'Failed to save your budget',
  readOnly: 'Owners, admins and billing members can change the budget.',
} as const;

/** "$5.40 of $10 this month (54%)": what the bar says, also to a screen reader. */
export function usageText(usageCents: number, budgetDollars: number, percent: number): string {
  return `${formatMoney(usageCents / 100)} of ${formatWholeDollars(budgetDollars)} this month (${percent}%)`;
}

/** Checkout's refusal once the month's metered usage has reached the budget, with the stop on. */
export const budgetReachedError = (budgetDollars: number) =>
  `This account has reached its monthly budget of ${formatWholeDollars(budgetDollars)}. Raise the budget or wait until next month.`;
