/**
 * `/api/billing/budget`: the current account's monthly budget, read with this month's metered usage
 * ("now" the request's time) and set by owners, admins and billing members
 * (docs/decisions/spend-budgets.md). The hourly run mails the alerts (lib/budget-run.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type Budget, budgetData, budgetInputSchema } from '../../site/shared/api/budget';
import { budgetReached, percentUsed, usageSoFar } from '../../site/shared/domain/dunning';
import { monthOf, monthWindow } from '../../site/shared/domain/metering';
import { auditEntry } from '../db/audit';
import { alertsOf, budgetOf, monthServicesOf, removeBudget, saveBudget } from '../db/dunning';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { jsonBody } from '../middleware/json-body';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

type BudgetRow = { amountDollars: number; stopOrders: boolean; updatedAt: number };

function toBudget(
  row: BudgetRow | undefined,
  usageCents: number,
  month: string,
  alerts: { percent: 50 | 75 | 100 }[],
): Budget {
  if (!row) return { month, usageCents, budget: null };
  return {
    month,
    usageCents,
    budget: {
      amountDollars: row.amountDollars,
      stopAtBudget: row.stopOrders,
      percentUsed: percentUsed(usageCents, row.amountDollars),
      reached: budgetReached(usageCents, row.amountDollars),
      alertsSent: alerts.map((alert) => alert.percent),
      updatedAt: new Date(row.updatedAt).toISOString(),
    },
  };
}

export const budget = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    describeRoute({
      tags: ['Billing'],
      summary: "Read the account's monthly budget and this month's usage",
      description:
        'This calendar month’s (UTC) metered usage so far, before tax, as the Services page sums it, and the budget it is measured against (`budget` is null without one).',
      responses: { 200: success('The budget and this month’s usage', budgetData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { account } = signedIn.accountActor;
      const now = Date.now();
      const month = monthOf(now);
      const batch = namedBatch({
        budget: budgetOf(db, account),
        services: monthServicesOf(db, account, monthWindow(month)),
        alerts: alertsOf(db, account, month),
      });
      const { budget, services, alerts } = batch.read((await signedIn.runInAccount(batch.statements)).results);
      return ok(c, toBudget(budget[0], usageSoFar(services, now), month, alerts));
    },
  )
  .put(
    '/',
    signedInRoute({ action: 'budget:set', limits: ['profileWrite'] }),
    jsonBody(budgetInputSchema, { amountDollars: 500, stopAtBudget: true }),
    describeRoute({
      tags: ['Billing'],
      summary: "Set or remove the account's monthly budget",
      description:
        'A budget in whole US dollars ($1 to $1,000,000) for each calendar month (UTC); null removes it. Owners and billing members get a mail when the month’s metered usage passes 50%, 75% and 100% of it, each once a month. With `stopAtBudget`, checkout of metered (monthly) items answers 409 once the month’s usage has reached the budget. Owners, admins and billing members may set it.',
      responses: {
        200: success('The budget and this month’s usage', budgetData),
        403: failure('A role that may not set the budget (member, viewer)'),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const { amountDollars, stopAtBudget } = c.req.valid('json');
      const now = Date.now();
      const month = monthOf(now);
      const write =
        amountDollars === null ? removeBudget(db, actor) : saveBudget(db, actor, amountDollars, stopAtBudget, now);
      const detail = { budget: amountDollars === null ? 'none' : String(amountDollars), stop: String(stopAtBudget) };
      const batch = namedBatch({
        written: write,
        audit: auditEntry(db, actor, { event: 'budget.changed', detail }, { now, address: clientKey(c) }),
        budget: budgetOf(db, actor.account),
        services: monthServicesOf(db, actor.account, monthWindow(month)),
        alerts: alertsOf(db, actor.account, month),
      });
      const { written, budget, services, alerts } = batch.read((await signedIn.runInAccount(batch.statements)).results);
      if (amountDollars !== null && written.length === 0) throw new ApiError(401, 'Authentication required');
      return ok(c, toBudget(budget[0], usageSoFar(services, now), month, alerts));
    },
  );
