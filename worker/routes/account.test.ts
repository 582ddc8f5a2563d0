import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionErrors } from '../../site/shared/api/account';
import { getDb } from '../db/client';
import { createSession, ENDED_SESSIONS_KEPT, LAST_SEEN_EVERY, MAX_LIVE_SESSIONS } from '../db/sessions';
import { recordSignIn, SIGN_IN_HISTORY, SIGN_INS_LISTED, type SignIn } from '../db/sign-ins';
import { hashToken } from '../lib/tokens';
import { callWorker } from '../test/direct';
import { api, freshClient, signUp, strongPassword, uniqueEmail } from '../test/helpers';

const UA = {
  linuxChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
};

type Listed = { id: string; device: string; signedInAt: string; lastSeenAt: string; current: boolean };

const login = (email: string, password: string, userAgent = UA.linuxChrome) =>
  api<{ token: string; id: string }>('POST', '/api/auth/login', {
    body: { email, password },
    headers: { ...freshClient(), 'user-agent': userAgent },
  });

async function signIn(email: string, userAgent?: string): Promise<string> {
  const res = await login(email, strongPassword, userAgent);
  if (!res.body.success) throw new Error(`login failed: ${res.status} ${res.body.error}`);
  return res.body.data.token;
}

async function list(token: string): Promise<Listed[]> {
  const res = await api<{ sessions: Listed[] }>('GET', '/api/account/sessions', { token });
  if (!res.body.success) throw new Error(`list failed: ${res.status} ${res.body.error}`);
  return res.body.data.sessions;
}

async function history(token: string): Promise<SignIn[]> {
  const res = await api<{ signIns: SignIn[] }>('GET', '/api/account/sign-ins', { token });
  if (!res.body.success) throw new Error(`history failed: ${res.status} ${res.body.error}`);
  return res.body.data.signIns;
}

const signOut = (token: string, id: string) =>
  api<{ id: string; current: boolean }>('DELETE', `/api/account/sessions/${id}`, { token });

const profileStatus = async (token: string) => (await api('GET', '/api/profile', { token })).status;

async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function sessionRows(): Promise<string> {
  const rows = await env.DB.prepare('SELECT id, revoked_at, expires_at FROM sessions ORDER BY rowid').all();
  return JSON.stringify(rows.results);
}

const idOf = async (token: string) =>
  (
    await env.DB.prepare('SELECT id FROM sessions WHERE token_hash = ?')
      .bind(await hashToken(token))
      .first<{ id: string }>()
  )?.id;

describe('GET /api/account/sessions', () => {
  it("lists only the customer's live sessions, with their device and the current one marked", async () => {
    const account = await signUp();
    const laptop = await signIn(account.email, UA.linuxChrome);
    const phone = await signIn(account.email, UA.iphone);
    const gone = await signIn(account.email, UA.windowsFirefox);
    expect((await api('POST', '/api/auth/logout', { token: gone })).status).toBe(200);
    const db = getDb(env.DB);
    // An expired session is not listed either.
    await createSession(db, await userId(account.email), false, {
      userAgent: UA.windowsFirefox,
      now: Date.now() - 2 * 86_400_000,
    });
    // Another customer's session never shows.
    const other = await signUp();
    await signIn(other.email, UA.windowsFirefox);

    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Linux', true],
      ['Safari on iPhone', false],
    ]);
    const ids = new Set([await idOf(laptop), await idOf(phone)]);
    for (const session of sessions) {
      expect(ids.has(session.id)).toBe(true);
      // The public id is the row's UUID: neither the token nor its hash.
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect([laptop, phone, await hashToken(laptop), await hashToken(phone)]).not.toContain(session.id);
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
    }
    expect(JSON.stringify(sessions)).not.toContain(laptop);
    // Seen from the phone, the phone is the current one.
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Safari on iPhone');
  });

  it('needs a live token', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/sessions'],
      ['GET', '/api/account/sign-ins'],
      ['POST', '/api/account/sessions/revoke-others'],
      ['DELETE', `/api/account/sessions/${crypto.randomUUID()}`],
    ] as const) {
      expect((await api(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('signs that session out at once; the others stay signed in', async () => {
    const account = await signUp();
    const laptop = await signIn(account.email);
    const phone = await signIn(account.email, UA.iphone);
    const phoneId = (await list(laptop)).find((s) => !s.current)?.id ?? '';
    expect(await profileStatus(phone)).toBe(200);

    const res = await signOut(laptop, phoneId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: phoneId, current: false } });
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
    // Signed out already: the same answer as an unknown id.
    expect((await signOut(laptop, phoneId)).body).toEqual({ success: false, error: sessionErrors.notFound });
  });

  it("answers 404 for another customer's session and for an unknown id, and changes nothing", async () => {
    const mine = await signIn((await signUp()).email);
    const theirs = await signIn((await signUp()).email);
    const theirId = (await list(theirs))[0]?.id ?? '';
    const before = await sessionRows();
    for (const id of [theirId, crypto.randomUUID()]) {
      const res = await signOut(mine, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: sessionErrors.notFound });
    }
    expect(await sessionRows()).toBe(before);
    expect(await profileStatus(theirs)).toBe(200);
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const token = await signIn((await signUp()).email);
    const res = await signOut(token, 'not-a-session');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: sessionErrors.idMalformed,
      fields: { id: sessionErrors.idMalformed },
    });
  });

  it('signs out the current session when it is named, like logout', async () => {
    const token = await signIn((await signUp()).email);
    const id = (await list(token))[0]?.id ?? '';
    expect((await signOut(token, id)).body).toEqual({ success: true, data: { id, current: true } });
    expect(await profileStatus(token)).toBe(401);
  });

  it('is limited per customer (RATE_LIMIT_SESSION_WRITE)', async () => {
    const token = await signIn((await signUp()).email);
    const vars = { RATE_LIMIT_SESSION_WRITE: '2/10m' };
    for (let i = 0; i < 2; i++) {
      const res = await callWorker('DELETE', `/api/account/sessions/${crypto.randomUUID()}`, { token, vars });
      expect(res.status).toBe(404);
    }
    const blocked = await callWorker('POST', '/api/account/sessions/revoke-others', { token, vars });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('signs out every other session and keeps this one', async () => {
    const account = await signUp();
    const [current, second, third] = [
      await signIn(account.email),
      await signIn(account.email, UA.iphone),
      await signIn(account.email, UA.windowsFirefox),
    ];
    const other = await signIn((await signUp()).email);

    const res = await api('POST', '/api/account/sessions/revoke-others', { token: current });
    expect(res.body).toEqual({ success: true, data: { signedOut: 2 } });
    expect([await profileStatus(second), await profileStatus(third)]).toEqual([401, 401]);
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(other)).toBe(200);
    expect((await list(current)).map((s) => s.current)).toEqual([true]);

    const again = await api('POST', '/api/account/sessions/revoke-others', { token: current });
    expect(again.body).toEqual({ success: true, data: { signedOut: 0 } });
  });
});

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

describe('sign-in history (GET /api/account/sign-ins)', () => {
  it('records successes and wrong passwords, newest first, with device and method', async () => {
    const account = await signUp();
    await signIn(account.email, UA.linuxChrome);
    expect((await login(account.email, 'Wrong-pass1', UA.iphone)).status).toBe(401);
    expect((await login(account.email.toUpperCase(), 'Wrong-pass2', UA.iphone)).status).toBe(401);
    const token = await signIn(account.email, UA.windowsFirefox);

    const signIns = await history(token);
    expect(signIns.map((s) => [s.outcome, s.device, s.method])).toEqual([
      ['success', 'Firefox on Windows', 'password'],
      ['failure', 'Safari on iPhone', 'password'],
      ['failure', 'Safari on iPhone', 'password'],
      ['success', 'Chrome on Linux', 'password'],
    ]);
    const times = signIns.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Another customer sees none of it.
    expect(await history(await signIn((await signUp()).email))).toHaveLength(1);
  });

  it('records nothing for an address without an account', async () => {
    const count = async () =>
      (await env.DB.prepare('SELECT count(*) AS n FROM sign_ins').first<{ n: number }>())?.n ?? -1;
    const before = await count();
    const res = await login(uniqueEmail('nobody'), 'Wrong-pass1');
    expect(res.status).toBe(401);
    expect(await count()).toBe(before);
  });

  it(`keeps the last ${SIGN_IN_HISTORY} successes apart from the last ${SIGN_IN_HISTORY} failures`, async () => {
    const account = await signUp();
    const id = await userId(account.email);
    const db = getDb(env.DB);
    const start = Date.now() - 3_600_000;
    const at = (i: number) => new Date(start + i * 1000).toISOString();
    const record = (i: number, outcome: 'success' | 'failure') =>
      db.batch(
        recordSignIn(db, { userId: id, outcome, userAgent: UA.iphone, method: 'password', now: start + i * 1000 }),
      );
    for (let i = 0; i < 3; i++) await record(i, 'success');
    for (let i = 3; i < 28; i++) await record(i, 'failure');
    // A session of its own, made without a sign-in record, to read the history with.
    const { token } = await createSession(db, id, false, { userAgent: UA.linuxChrome });

    const afterFailures = await history(token);
    expect(afterFailures).toHaveLength(3 + SIGN_IN_HISTORY);
    // 25 failures pushed no success out; the oldest five failures went.
    expect(afterFailures.filter((s) => s.outcome === 'success').map((s) => s.at)).toEqual([at(2), at(1), at(0)]);
    const failures = afterFailures.filter((s) => s.outcome === 'failure').map((s) => s.at);
    expect(failures).toHaveLength(SIGN_IN_HISTORY);
    expect([failures[0], failures.at(-1)]).toEqual([at(27), at(8)]);

    // Successes are pruned among themselves too: 22 more keep the newest 20, and every failure stays.
    for (let i = 28; i < 50; i++) await record(i, 'success');
    const full = await history(token);
    expect(full).toHaveLength(SIGN_INS_LISTED);
    expect(full.filter((s) => s.outcome === 'success').map((s) => s.at)).toEqual(
      Array.from({ length: SIGN_IN_HISTORY }, (_, k) => at(49 - k)),
    );
    expect(full.filter((s) => s.outcome === 'failure').map((s) => s.at)).toEqual(failures);
    const times = full.map((s) => Date.parse(s.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('records refusals by a limit and password resets, and lists them', async () => {
    const account = await signUp();
    const id = await userId(account.email);
    const db = getDb(env.DB);
    const start = Date.now() - 60_000;
    await db.batch([
      // A refusal is recorded by the address tried, as a sign-in refused before any check is.
      ...recordSignIn(db, {
        email: account.email.toUpperCase(),
        outcome: 'locked',
        userAgent: UA.windowsFirefox,
        method: 'password',
        now: start,
      }),
      ...recordSignIn(db, {
        userId: id,
        outcome: 'failure',
        userAgent: UA.iphone,
        method: 'password-reset',
        now: start + 1,
      }),
      ...recordSignIn(db, {
        userId: id,
        outcome: 'success',
        userAgent: UA.iphone,
        method: 'password-reset',
        now: start + 2,
      }),
    ]);
    const { token } = await createSession(db, id, false, { userAgent: UA.linuxChrome });
    expect(await history(token)).toEqual<SignIn[]>([
      {
        at: new Date(start + 2).toISOString(),
        device: 'Safari on iPhone',
        outcome: 'success',
        method: 'password-reset',
      },
      {
        at: new Date(start + 1).toISOString(),
        device: 'Safari on iPhone',
        outcome: 'failure',
        method: 'password-reset',
      },
      { at: new Date(start).toISOString(), device: 'Firefox on Windows', outcome: 'locked', method: 'password' },
    ]);
  });

  it('counts refusals with failures, not successes', async () => {
    const account = await signUp();
    const id = await userId(account.email);
    const db = getDb(env.DB);
    const start = Date.now() - 3_600_000;
    await db.batch(
      recordSignIn(db, { userId: id, outcome: 'success', userAgent: null, method: 'passkey', now: start }),
    );
    for (let i = 1; i <= SIGN_IN_HISTORY + 3; i++) {
      const outcome = i % 2 ? 'locked' : 'failure';
      await db.batch(recordSignIn(db, { userId: id, outcome, userAgent: null, method: 'password', now: start + i }));
    }
    const { token } = await createSession(db, id, false, { userAgent: null });
    const listed = await history(token);
    expect(listed.filter((s) => s.outcome !== 'success')).toHaveLength(SIGN_IN_HISTORY);
    expect(listed.filter((s) => s.outcome === 'success')).toHaveLength(1);
  });
});

describe(`at most ${MAX_LIVE_SESSIONS} live sessions per account`, () => {
  it('a sign-in beyond them ends the oldest live session; ended ones do not count', async () => {
    const account = await signUp();
    const id = await userId(account.email);
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
    const id = await userId(account.email);
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
    const theirs = await createSession(db, await userId(someoneElse.email), false, {
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
