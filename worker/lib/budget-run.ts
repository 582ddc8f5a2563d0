/**
 * Budget alerts, from the hourly run (docs/decisions/spend-budgets.md): when an account's metered
 * usage of the month passes 50%, 75% or 100% of its budget, its owners and billing members get a
 * mail, each threshold once a month. "Now" is the run's scheduled time. The thresholds are claimed by
 * their rows before the mail goes, so a repeated or overlapping run mails nothing twice; when one run
 * finds several newly passed (usage jumped), one mail names the highest.
 */
import { site } from '../../site/shared/config';
import { percentsReached, usageSoFar } from '../../site/shared/domain/dunning';
import { monthOf, monthWindow } from '../../site/shared/domain/metering';
import { formatMoney, formatWholeDollars } from '../../site/shared/domain/money';
import type { Db } from '../db/client';
import { budgetsAfter, claimAlerts, monthServicesOf, payersOf } from '../db/dunning';
import { greeting } from './account-mail';
import { monthName } from './invoice-document';
import type { Mail } from './mail';
import { runNamed } from './named-batch';

/** Budgets read per round trip; each account binds one parameter of D1's 100 in the IN-lists. */
export const BUDGET_CHUNK = 50;

/** Where an alert sends the reader: what runs and what it costs. */
export const SERVICES_PATH = '/profile/services';

/** Records the thresholds passed at `now` and answers the mails of those this run recorded. */
export async function dueAlerts(db: Db, now: number, chunk = BUDGET_CHUNK): Promise<{ alerts: number; mails: Mail[] }> {
  const month = monthOf(now);
  const window = monthWindow(month);
  const mails: Mail[] = [];
  let alerts = 0;
  let after = '';
  for (;;) {
    const budgets = await budgetsAfter(db, after, chunk);
    const last = budgets.at(-1);
    if (!last) break;
    after = last.accountId;
    const ids = budgets.map((row) => row.accountId);
    const { services, payers } = await runNamed(db, {
      services: monthServicesOf(db, ids, window),
      payers: payersOf(db, ids),
    });
    for (const budget of budgets) {
      const usageCents = usageSoFar(
        services.filter((row) => row.accountId === budget.accountId),
        now,
      );
      const reached = percentsReached(usageCents, budget.amountDollars);
      if (reached.length === 0) continue;
      const alert = { accountId: budget.accountId, month, usageCents, budgetDollars: budget.amountDollars };
      const recorded = (await claimAlerts(db, alert, reached, now)).map((row) => row.percent);
      if (recorded.length === 0) continue;
      alerts += recorded.length;
      const percent = Math.max(...recorded);
      const stopNote = budget.stopOrders
        ? 'New orders of metered items are refused once the budget is reached, until next month or a higher budget.'
        : 'Services keep running and can still be ordered: the budget only warns.';
      for (const payer of payers.filter((row) => row.accountId === budget.accountId)) {
        mails.push({
          to: payer.email,
          template: 'budget-alert',
          values: {
            greeting: greeting(payer),
            percent: `${percent}%`,
            amount: formatMoney(usageCents / 100),
            budget: formatWholeDollars(budget.amountDollars),
            month: monthName(month),
            stopNote,
            link: new URL(SERVICES_PATH, site.url).toString(),
          },
        });
      }
    }
  }
  return { alerts, mails };
}
