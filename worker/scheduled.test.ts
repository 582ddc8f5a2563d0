/**
 * The hourly clean-up through the Worker's own `scheduled` export: expired rows of every kind go,
 * live ones stay. The database is shared with other test files, so only this test's own rows are checked.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from './db/client';
import { LINK_TTL } from './db/links';
import { links, mfaTickets, rateLimits, sessions, twoFactor, users, webauthnChallenges } from './db/schema';
import { ENDED_SESSIONS_KEPT } from './db/sessions';
import { ENROLMENT_TTL_MS } from './db/two-factor';
import worker from './index';
import { LONGEST_LIMIT_WINDOW_MS } from './scheduled';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function newUser(db: ReturnType<typeof getDb>) {
  const id = crypto.randomUUID();
  await db
    .insert(users)
    .values({ id, name: 'Grace Hopper', email: `${id}@example.com`, passwordHash: 'x', updatedAt: Date.now() });
  return id;
}

type Kind<T> = { gone: T[]; kept: T[] };
type Rows = {
  sessions: Kind<typeof sessions.$inferInsert>;
  tickets: Kind<typeof mfaTickets.$inferInsert>;
  challenges: Kind<typeof webauthnChallenges.$inferInsert>;
  tokens: Kind<typeof links.$inferInsert>;
  enrolments: Kind<typeof twoFactor.$inferInsert>;
  limits: Kind<typeof rateLimits.$inferInsert>;
};

/** Runs the Worker's own `scheduled` export as the Cron Trigger would, and waits for all it started. */
async function runCron(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** For each kind of row, one that has expired at `now` and ones that have not; answers their keys. */
async function seed(now: number) {
  const db = getDb(env.DB);
  const [user, enrolling, enrolledLongAgo] = [await newUser(db), await newUser(db), await newUser(db)];
  const key = () => crypto.randomUUID();
  const session = (name: string, createdAt: number, ttl: number, revokedAt: number | null = null) => ({
    id: key(),
    userId: user,
    tokenHash: `${name}-${key()}`,
    createdAt,
    expiresAt: createdAt + ttl,
    revokedAt,
  });
  const rows: Rows = {
    sessions: {
      gone: [
        session('expired-long-ago', now - ENDED_SESSIONS_KEPT - 2 * DAY, DAY),
        session('revoked-long-ago', now - ENDED_SESSIONS_KEPT - 2 * DAY, 30 * DAY, now - ENDED_SESSIONS_KEPT - MINUTE),
      ],
      kept: [
        session('expired-recently', now - 2 * DAY, DAY),
        session('revoked-recently', now - 2 * DAY, 30 * DAY, now - DAY),
        session('live', now - DAY, 30 * DAY),
      ],
    },
    tickets: {
      gone: [
        { ticketHash: key(), userId: user, rememberMe: false, createdAt: now - 6 * MINUTE, expiresAt: now - MINUTE },
      ],
      kept: [
        { ticketHash: key(), userId: user, rememberMe: true, createdAt: now - MINUTE, expiresAt: now + 4 * MINUTE },
      ],
    },
    challenges: {
      gone: [
        {
          challengeHash: key(),
          purpose: 'authentication',
          userId: null,
          createdAt: now - 6 * MINUTE,
          expiresAt: now - MINUTE,
        },
        {
          challengeHash: key(),
          purpose: 'registration',
          userId: user,
          createdAt: now - 9 * MINUTE,
          expiresAt: now - 4 * MINUTE,
          usedAt: now - 8 * MINUTE,
        },
      ],
      kept: [
        {
          challengeHash: key(),
          purpose: 'registration',
          userId: user,
          createdAt: now - MINUTE,
          expiresAt: now + 4 * MINUTE,
        },
      ],
    },
    tokens: {
      gone: [
        {
          tokenHash: key(),
          userId: user,
          purpose: 'password-reset',
          createdAt: now - 2 * LINK_TTL['password-reset'],
          expiresAt: now - LINK_TTL['password-reset'],
        },
        // Used, and past its TTL since.
        {
          tokenHash: key(),
          userId: user,
          purpose: 'email-verification',
          createdAt: now - 25 * 60 * MINUTE,
          expiresAt: now - 60 * MINUTE,
          usedAt: now - 24 * 60 * MINUTE,
        },
      ],
      kept: [
        {
          tokenHash: key(),
          userId: user,
          purpose: 'password-reset',
          createdAt: now - MINUTE,
          expiresAt: now - MINUTE + LINK_TTL['password-reset'],
        },
        // Used, but still within its TTL.
        {
          tokenHash: key(),
          userId: user,
          purpose: 'email-verification',
          createdAt: now - 60 * MINUTE,
          expiresAt: now + 23 * 60 * MINUTE,
          usedAt: now - 59 * MINUTE,
        },
      ],
    },
    enrolments: {
      gone: [{ userId: user, secretBox: 'sealed', createdAt: now - ENROLMENT_TTL_MS - MINUTE }],
      kept: [
        { userId: enrolling, secretBox: 'sealed', createdAt: now - ENROLMENT_TTL_MS + MINUTE },
        { userId: enrolledLongAgo, secretBox: 'sealed', createdAt: now - 30 * DAY, enabledAt: now - 30 * DAY + MINUTE },
      ],
    },
    limits: {
      gone: [{ key: `cleanup-test:${key()}`, windowStart: now - LONGEST_LIMIT_WINDOW_MS - MINUTE, count: 3 }],
      kept: [{ key: `cleanup-test:${key()}`, windowStart: now - LONGEST_LIMIT_WINDOW_MS + MINUTE, count: 3 }],
    },
  };
  const all = <T>(kind: Kind<T>) => [...kind.gone, ...kind.kept];
  await db.batch([
    db.insert(sessions).values(all(rows.sessions)),
    db.insert(mfaTickets).values(all(rows.tickets)),
    db.insert(webauthnChallenges).values(all(rows.challenges)),
    db.insert(links).values(all(rows.tokens)),
    db.insert(twoFactor).values(all(rows.enrolments)),
    db.insert(rateLimits).values(all(rows.limits)),
  ]);
  const ids = <T>(kind: Kind<T>, column: (row: T) => string) => ({
    gone: kind.gone.map(column),
    kept: kind.kept.map(column),
  });
  return {
    users: [user, enrolling, enrolledLongAgo],
    sessions: ids(rows.sessions, (row) => row.id),
    tickets: ids(rows.tickets, (row) => row.ticketHash),
    challenges: ids(rows.challenges, (row) => row.challengeHash),
    tokens: ids(rows.tokens, (row) => row.tokenHash),
    enrolments: ids(rows.enrolments, (row) => row.userId),
    limits: ids(rows.limits, (row) => row.key),
  };
}

/** The seeded keys of each kind still in the database. */
async function left(seeded: Awaited<ReturnType<typeof seed>>) {
  const db = getDb(env.DB);
  const [s, t, c, a, e, l] = await db.batch([
    db
      .select({ key: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, seeded.users[0] ?? '')),
    db
      .select({ key: mfaTickets.ticketHash })
      .from(mfaTickets)
      .where(eq(mfaTickets.userId, seeded.users[0] ?? '')),
    db
      .select({ key: webauthnChallenges.challengeHash })
      .from(webauthnChallenges)
      .where(inArray(webauthnChallenges.challengeHash, [...seeded.challenges.gone, ...seeded.challenges.kept])),
    db
      .select({ key: links.tokenHash })
      .from(links)
      .where(eq(links.userId, seeded.users[0] ?? '')),
    db.select({ key: twoFactor.userId }).from(twoFactor).where(inArray(twoFactor.userId, seeded.users)),
    db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [...seeded.limits.gone, ...seeded.limits.kept])),
  ]);
  const keys = (rows: { key: string }[]) => rows.map((row) => row.key).sort();
  return {
    sessions: keys(s),
    tickets: keys(t),
    challenges: keys(c),
    tokens: keys(a),
    enrolments: keys(e),
    limits: keys(l),
  };
}

const sorted = (keys: string[]) => [...keys].sort();

describe('the scheduled clean-up', () => {
  it('runs on the Worker’s Cron Trigger and deletes expired rows of every kind, keeping live ones', async () => {
    const now = Date.now();
    const seeded = await seed(now);
    const kinds = ['sessions', 'tickets', 'challenges', 'tokens', 'enrolments', 'limits'] as const;
    const before = await left(seeded);
    for (const kind of kinds) {
      expect(before[kind], kind).toEqual(sorted([...seeded[kind].gone, ...seeded[kind].kept]));
    }

    await runCron(now);

    const after = await left(seeded);
    for (const kind of kinds) expect(after[kind], kind).toEqual(sorted(seeded[kind].kept));
  });

  it('logs one line with what it deleted, then one with the reminders and alerts', async () => {
    const now = Date.now();
    await seed(now);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await runCron(now);
      expect(log).toHaveBeenCalledTimes(2);
      expect(String(log.mock.calls[1]?.[0])).toMatch(/^Reminders claimed=\d+; budget alerts recorded=\d+$/);
      const line = String(log.mock.calls[0]?.[0]);
      expect(line).toMatch(
        /^Clean-up deleted sessions=\d+ tickets=\d+ challenges=\d+ tokens=\d+ enrolments=\d+ limits=\d+ apiTokens=\d+$/,
      );
      // At least this test's own expired rows.
      const counts = Object.fromEntries([...line.matchAll(/(\w+)=(\d+)/g)].map((m) => [m[1], Number(m[2])]));
      const seeded = { sessions: 2, tickets: 1, challenges: 2, tokens: 2, enrolments: 1, limits: 1 };
      for (const [kind, atLeast] of Object.entries(seeded)) {
        expect(counts[kind], kind).toBeGreaterThanOrEqual(atLeast);
      }
    } finally {
      log.mockRestore();
    }
  });
});
