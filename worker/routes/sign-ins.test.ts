/** The account's sign-in history: what is recorded, what is kept, and who sees it. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '../db/client';
import { createSession } from '../db/sessions';
import { recordSignIn, SIGN_IN_HISTORY, SIGN_INS_LISTED, type SignIn } from '../db/sign-ins';
import { api, signUp, uniqueEmail, userIdOf } from '../test/helpers';
import { login, signIn, UA } from '../test/sessions';

async function history(token: string): Promise<SignIn[]> {
  const res = await api<{ signIns: SignIn[] }>('GET', '/api/sign-ins', { token });
  if (!res.body.success) throw new Error(`history failed: ${res.status} ${res.body.error}`);
  return res.body.data.signIns;
}

describe('sign-in history (GET /api/sign-ins)', () => {
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
    const id = await userIdOf(account.email);
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
    const id = await userIdOf(account.email);
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
    const id = await userIdOf(account.email);
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
