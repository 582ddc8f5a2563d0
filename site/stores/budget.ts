/** The account's monthly budget and this month's usage against it, for Billing (docs/decisions/spend-budgets.md). */
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import type { Budget, BudgetInput } from '../shared/api/budget';
import { budgetMessages } from '../shared/api/budget-messages';
import { LOADING, type Loaded, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';

export type BudgetState = Loaded<{ budget: Budget }>;

export const $budget = loaderAtom<{ budget: Budget }>();

export async function loadBudget() {
  $budget.set(LOADING);
  await load($budget, answer(api.GET('/api/billing/budget', signedIn)), (budget) => ({ budget }), {
    failed: budgetMessages.loadFailed,
    exception: budgetMessages.loadFailed,
  });
}

/** Saves (or, with `amountDollars: null`, removes) the budget and keeps what the server answered. */
export async function saveBudget(input: BudgetInput): Promise<Sent<Budget>> {
  const result = await answer(api.PUT('/api/billing/budget', { ...signedIn, body: input }));
  if (result.ok) $budget.set({ status: 'ready', budget: result.data });
  return result;
}
