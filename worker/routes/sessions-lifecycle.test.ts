/** How sessions age: when last seen is written, the cap on live sessions, and pruning the ended ones. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { createSession, ENDED_SESSIONS_KEPT, LAST_SEEN_EVERY, MAX_LIVE_SESSIONS } from '../db/sessions';
import { callWorker } from '../test/direct';
import { signUp, userIdOf } from '../test/helpers';
import { idOf, list, profileStatus, signIn, UA } from '../test/sessions';

describe('last seen', () => {
  const lastSeen = async (id: string) =>
    (await env.DB.prepare('SELECT last_seen_at FROM sessions WHERE id = ?').bind(id).first<{ last_seen_at: number }>())
      ?.last_seen_at ?? 0;

  it(`is written after a request when older than ${LAST_SEEN_EVERY / 60_000} minutes, and not again sooner`, async () => {
    const account = await signUp();
    const laptop = await signIn(account.email);
    const phone = await signIn(account.email, UA.iphone);
    const phoneId = (await idOf(phone)) ?? '';
    const signedInAt = await lastSeen(phoneId);
    expect(signedInAt).toBeGreaterThan(0);

    // A request right after sign-in leaves it alone.
    expect((await callWorker('GET', '/api/cart', { token: phone })).status).toBe(200);
    expect(await lastSeen(phoneId)).toBe(signedInAt);

    const old = Date.now() - LAST_SEEN_EVERY - 60_000;
    await env.DB.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?').bind(old, phoneId).run();
    const seenFromLaptop = (await list(laptop)).find((s) => s.id === phoneId);
    expect(seenFromLaptop?.lastSeenAt).toBe(new Date(old).toISOString());

    const before = Date.now();
    expect((await callWorker('GET', '/api/cart', { token: phone })).status).toBe(200);
    const touched = await lastSeen(phoneId);
    expect(touched).toBeGreaterThanOrEqual(before);
    expect((await callWorker('GET', '/api/cart', { token: phone })).status).toBe(200);
    expect(await lastSeen(phoneId)).toBe(touched);
  });
});

describe(`at most ${MAX_LIVE_SESSIONS} live sessions per account`, () => {
  it('a sign-in beyond them ends the oldest live session; ended ones do not count', async () => {
    const account = await signUp();
    const id = await userIdOf(account.email);
    const db = getDb(env.DB);
    const start = Date.now() - 3_600_000;
    // Already ended: neither counts towards the cap nor is touched by it.
    const expired = await createSession(db, id, false, { userAgent: null, now: Date.now() - 2 * 86_400_000 });
    const revoked = await createSession(db, id, false, { userAgent: null, now: start - 1000 });
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?').bind(start, revoked.sessionId).run();
    const made = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS; i++) {
      made.push(await createSession(db, id, false, { userAgent: UA.iphone, now: start + i * 1000 }));
    }
    const liveCount = async () =>
      (
        await env.DB.prepare(
          'SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?',
        )
          .bind(id, Date.now())
          .first<{ n: number }>()
      )?.n;
    expect(await liveCount()).toBe(MAX_LIVE_SESSIONS);
    expect(await profileStatus(made[0]?.token ?? '')).toBe(200);

    const newest = await createSession(db, id, false, { userAgent: UA.linuxChrome });
    expect(await liveCount()).toBe(MAX_LIVE_SESSIONS);
    expect(await profileStatus(made[0]?.token ?? '')).toBe(401);
    expect(await profileStatus(made[1]?.token ?? '')).toBe(200);
    expect(await profileStatus(newest.token)).toBe(200);
    const listed = await list(newest.token);
    expect(listed).toHaveLength(MAX_LIVE_SESSIONS);
    expect(listed.map((s) => s.id)).not.toContain(made[0]?.sessionId);
    const ended = await env.DB.prepare('SELECT id, revoked_at FROM sessions WHERE id IN (?, ?) ORDER BY expires_at')
      .bind(expired.sessionId, revoked.sessionId)
      .all();
    expect(ended.results).toEqual([
      { id: expired.sessionId, revoked_at: null },
      { id: revoked.sessionId, revoked_at: start },
    ]);
  });
});

describe('pruning ended sessions', () => {
  it(`deletes sessions that ended over ${ENDED_SESSIONS_KEPT / 86_400_000} days ago at the next sign-in`, async () => {
    const account = await signUp();
    const id = await userIdOf(account.email);
    const db = getDb(env.DB);
    const day = 86_400_000;
    const longExpired = await createSession(db, id, false, { userAgent: null, now: Date.now() - 10 * day });
    const recentlyExpired = await createSession(db, id, false, { userAgent: null, now: Date.now() - 2 * day });
    const longRevoked = await createSession(db, id, true, { userAgent: null, now: Date.now() - 9 * day });
    await env.DB.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?')
      .bind(Date.now() - 8 * day, longRevoked.sessionId)
      .run();
    const live = await createSession(db, id, true, { userAgent: null, now: Date.now() - 20 * day });
    const someoneElse = await signUp();
    const theirs = await createSession(db, await userIdOf(someoneElse.email), false, {
      userAgent: null,
      now: Date.now() - 10 * day,
    });

    await signIn(account.email);
    const left = await env.DB.prepare('SELECT id FROM sessions WHERE user_id = ?').bind(id).all<{ id: string }>();
    const ids = left.results.map((row) => row.id);
    expect(ids).toContain(recentlyExpired.sessionId);
    expect(ids).toContain(live.sessionId);
    expect(ids).not.toContain(longExpired.sessionId);
    expect(ids).not.toContain(longRevoked.sessionId);
    // Only the signing-in customer's rows are touched.
    expect(await idOf(theirs.token)).toBe(theirs.sessionId);
  });
});
