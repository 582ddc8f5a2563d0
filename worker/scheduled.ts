/**
 * The Cron Triggers (wrangler.toml [triggers]). Hourly: deletes what has expired, so tables stay small
 * even for accounts that never sign in again (docs/decisions/scheduled-clean-up.md). At 00:00 on the
 * 1st (UTC): invoices the month before (lib/monthly-run.ts); the hourly runs of the first three days
 * resume it, should it have stopped part-way (docs/decisions/services-metered-by-the-hour.md). Every
 * hour too: reminders of overdue invoices (docs/decisions/reminders-and-suspension.md) and budget
 * alerts (docs/decisions/spend-budgets.md), "now" the scheduled time.
 */
import { and, isNull, lt } from 'drizzle-orm';
import { previousMonth } from '../site/shared/domain/metering';
import { pruneApiTokens } from './db/api-tokens';
import { getDb } from './db/client';
import { links, mfaTickets, rateLimits, twoFactor, webauthnChallenges } from './db/schema';
import { deleteEndedSessions } from './db/sessions';
import { ENROLMENT_TTL_MS } from './db/two-factor';
import { dueAlerts } from './lib/budget-run';
import { invoiceMonth, RUN_CHUNK } from './lib/monthly-run';
import { runNamed } from './lib/named-batch';
import { dueReminders, sendAll } from './lib/reminder-run';
import { viesConfig } from './lib/vat-confirmation';

/** The monthly run's schedule, as wrangler.toml writes it. */
export const MONTHLY_CRON = '0 0 1 * *';
/** Hourly runs on these first days of a month finish what the monthly run left. */
const RESUME_DAYS = 3;

/** The longest window a rate limit may have (lib/limits.ts refuses longer ones); older counters restart anyway. */
export const LONGEST_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Deletes everything expired at `now` in one batch; answers how many rows of each kind went. */
export async function cleanUp(d1: D1Database, now: number) {
  const db = getDb(d1);
  const results = await runNamed(db, {
    sessions: deleteEndedSessions(db, now),
    tickets: db.delete(mfaTickets).where(lt(mfaTickets.expiresAt, now)),
    challenges: db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)),
    // A token's expiry is its creation plus its TTL, used or not: this takes used ones past their TTL too.
    tokens: db.delete(links).where(lt(links.expiresAt, now)),
    enrolments: db
      .delete(twoFactor)
      .where(and(isNull(twoFactor.enabledAt), lt(twoFactor.createdAt, now - ENROLMENT_TTL_MS))),
    limits: db.delete(rateLimits).where(lt(rateLimits.windowStart, now - LONGEST_LIMIT_WINDOW_MS)),
    apiTokens: pruneApiTokens(db, now),
  });
  const changes = (name: keyof typeof results) => results[name].meta.changes;
  return {
    sessions: changes('sessions'),
    tickets: changes('tickets'),
    challenges: changes('challenges'),
    tokens: changes('tokens'),
    enrolments: changes('enrolments'),
    limits: changes('limits'),
    apiTokens: changes('apiTokens'),
  };
}

/** Invoices the month before `scheduledTime` and logs what it did. */
export async function monthlyRun(env: Env, scheduledTime: number) {
  const result = await invoiceMonth(
    getDb(env.DB),
    previousMonth(scheduledTime),
    scheduledTime,
    env.MAIL,
    RUN_CHUNK,
    viesConfig(env),
    env.DOCUMENTS,
  );
  const { month, invoiced, zero, credited, alreadyDone, failed } = result;
  console.log(
    `Monthly run ${month}: invoiced=${invoiced.length} zero=${zero} credited=${credited} alreadyDone=${alreadyDone} failed=${failed.length}`,
  );
  for (const { accountId, reason } of failed)
    console.error(`Monthly run ${month}: account ${accountId} left: ${reason}`);
  return result;
}

/** Mails the reminders and budget alerts due at `now`, each once however often it runs; answers how many. */
export async function remindAndAlert(env: Env, now: number) {
  const db = getDb(env.DB);
  const reminders = await dueReminders(db, now);
  await sendAll(env.MAIL, reminders.mails);
  const budgets = await dueAlerts(db, now);
  await sendAll(env.MAIL, budgets.mails);
  console.log(`Reminders claimed=${reminders.claimed}; budget alerts recorded=${budgets.alerts}`);
  return { reminders: reminders.claimed, alerts: budgets.alerts };
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  if (controller.cron === MONTHLY_CRON) {
    await monthlyRun(env, controller.scheduledTime);
    return;
  }
  const deleted = await cleanUp(env.DB, controller.scheduledTime);
  const counts = Object.entries(deleted).map(([kind, n]) => `${kind}=${n}`);
  console.log(`Clean-up deleted ${counts.join(' ')}`);
  await remindAndAlert(env, controller.scheduledTime);
  if (new Date(controller.scheduledTime).getUTCDate() <= RESUME_DAYS) await monthlyRun(env, controller.scheduledTime);
};
