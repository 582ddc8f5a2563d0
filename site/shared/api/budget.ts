/**
 * `/api/billing/budget`: the current account's monthly budget and this month's metered usage against
 * it (docs/decisions/spend-budgets.md). Its texts are in `budget-messages.ts`, re-exported here.
 */
import * as v from 'valibot';
import { BUDGET_PERCENTS, MAX_BUDGET_DOLLARS, MIN_BUDGET_DOLLARS } from '../domain/dunning';
import { budgetErrors } from './budget-messages';
import { defineSchema, requestObject, timestamp } from './common';

export * from './budget-messages';

export const budgetInputSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    amountDollars: v.pipe(
      v.nullable(
        v.pipe(
          v.number(budgetErrors.amount),
          v.integer(budgetErrors.amount),
          v.minValue(MIN_BUDGET_DOLLARS, budgetErrors.amount),
          v.maxValue(MAX_BUDGET_DOLLARS, budgetErrors.amount),
        ),
      ),
      v.description('The budget per calendar month (UTC) in whole US dollars; null removes it'),
    ),
    stopAtBudget: v.pipe(
      v.boolean(budgetErrors.stop),
      v.description('Refuse checkout of metered items once the month’s usage has reached the budget'),
    ),
  }),
);
export type BudgetInput = v.InferOutput<typeof budgetInputSchema>;

export const budgetData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      month: v.pipe(v.string(), v.description('This month (UTC), e.g. 2026-11')),
      usageCents: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.description('This month’s metered usage so far, before tax, US cents'),
      ),
      budget: v.pipe(
        v.nullable(
          v.strictObject({
            amountDollars: v.pipe(v.number(), v.integer(), v.minValue(MIN_BUDGET_DOLLARS)),
            stopAtBudget: v.boolean(),
            percentUsed: v.pipe(v.number(), v.integer(), v.description('Usage in whole percent of the budget')),
            reached: v.pipe(v.boolean(), v.description('Usage has reached the budget this month')),
            alertsSent: v.pipe(
              v.array(v.picklist(BUDGET_PERCENTS)),
              v.description('The alerts mailed this month: 50, 75, 100 (percent)'),
            ),
            updatedAt: timestamp('When it was last set'),
          }),
        ),
        v.description('null: no budget'),
      ),
    }),
    v.metadata({ ref: 'Budget' }),
  ),
);
export type Budget = v.InferOutput<typeof budgetData>;
