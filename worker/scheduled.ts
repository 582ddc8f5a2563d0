/**
 * The hourly Cron Trigger (wrangler.toml [triggers]): deletes what has expired, so tables stay small
 * even for accounts that never sign in again (docs/decisions/scheduled-clean-up.md).
 */
import { and, isNull, lt } from 'drizzle-orm';
import { pruneApiTokens } from './db/api-tokens';
import { getDb } from './db/client';
import { accountTokens, mfaTickets, rateLimits, twoFactor, webauthnChallenges } from './db/schema';
import { deleteEndedSessions } from './db/sessions';
import { ENROLMENT_TTL_MS } from './db/two-factor';

/** The longest window a rate limit may have (lib/limits.ts refuses longer ones); older counters restart anyway. */
export const LONGEST_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Deletes everything expired at `now` in one batch; answers how many rows of each kind went. */
export async function cleanUp(d1: D1Database, now: number) {
  const db = getDb(d1);
  const results = await db.batch([
    deleteEndedSessions(db, now),
    db.delete(mfaTickets).where(lt(mfaTickets.expiresAt, now)),
    db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)),
    // A token's expiry is its creation plus its TTL, used or not: this takes used ones past their TTL too.
    db.delete(accountTokens).where(lt(accountTokens.expiresAt, now)),
    db.delete(twoFactor).where(and(isNull(twoFactor.enabledAt), lt(twoFactor.createdAt, now - ENROLMENT_TTL_MS))),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, now - LONGEST_LIMIT_WINDOW_MS)),
    pruneApiTokens(db, now),
  ]);
  const [sessions, tickets, challenges, tokens, enrolments, limits, apiTokens] = results.map(
    (result) => result.meta.changes,
  );
  return { sessions, tickets, challenges, tokens, enrolments, limits, apiTokens };
}

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const deleted = await cleanUp(env.DB, controller.scheduledTime);
  const counts = Object.entries(deleted).map(([kind, n]) => `${kind}=${n}`);
  console.log(`Clean-up deleted ${counts.join(' ')}`);
};
