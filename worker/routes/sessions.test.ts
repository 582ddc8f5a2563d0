/** The account's sessions: the list, signing one out, signing out all the others. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionErrors } from '../../site/shared/api/sessions';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import { hashToken } from '../lib/tokens';
import { callWorker } from '../test/direct';
import { api, signUp, userIdOf } from '../test/helpers';
import { idOf, list, profileStatus, signIn, UA } from '../test/sessions';

const signOut = (token: string, id: string) =>
  api<{ id: string; current: boolean }>('DELETE', `/api/sessions/${id}`, { token });

async function sessionRows(): Promise<string> {
  const rows = await env.DB.prepare('SELECT id, revoked_at, expires_at FROM sessions ORDER BY rowid').all();
  return JSON.stringify(rows.results);
}

describe('GET /api/sessions', () => {
  it("lists only the customer's live sessions, with their device and the current one marked", async () => {
    const account = await signUp();
    const laptop = await signIn(account.email, UA.linuxChrome);
    const phone = await signIn(account.email, UA.iphone);
    const gone = await signIn(account.email, UA.windowsFirefox);
    expect((await api('POST', '/api/auth/logout', { token: gone })).status).toBe(200);
    const db = getDb(env.DB);
    // An expired session is not listed either.
    await createSession(db, await userIdOf(account.email), false, {
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
      ['GET', '/api/sessions'],
      ['GET', '/api/sign-ins'],
      ['POST', '/api/sessions/revoke-others'],
      ['DELETE', `/api/sessions/${crypto.randomUUID()}`],
    ] as const) {
      expect((await api(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('DELETE /api/sessions/{id}', () => {
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
      const res = await callWorker('DELETE', `/api/sessions/${crypto.randomUUID()}`, { token, vars });
      expect(res.status).toBe(404);
    }
    const blocked = await callWorker('POST', '/api/sessions/revoke-others', { token, vars });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/sessions/revoke-others', () => {
  it('signs out every other session and keeps this one', async () => {
    const account = await signUp();
    const [current, second, third] = [
      await signIn(account.email),
      await signIn(account.email, UA.iphone),
      await signIn(account.email, UA.windowsFirefox),
    ];
    const other = await signIn((await signUp()).email);

    const res = await api('POST', '/api/sessions/revoke-others', { token: current });
    expect(res.body).toEqual({ success: true, data: { signedOut: 2 } });
    expect([await profileStatus(second), await profileStatus(third)]).toEqual([401, 401]);
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(other)).toBe(200);
    expect((await list(current)).map((s) => s.current)).toEqual([true]);

    const again = await api('POST', '/api/sessions/revoke-others', { token: current });
    expect(again.body).toEqual({ success: true, data: { signedOut: 0 } });
  });
});
