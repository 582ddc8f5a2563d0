import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '../../lib/common-passwords';
import { limitOf } from '../../lib/limits';
import { api, freshClient, logIn, signedInUser, signUp, strongPassword, uniqueEmail } from '../../test/helpers';
import { BAD_CREDENTIALS } from './sign-in';

// The numbers wrangler.toml's [vars] give these tests' Worker.
const LOGIN_LIMIT = limitOf(env, 'loginFailures');
const CLIENT_LIMIT = limitOf(env, 'loginFailuresClient');
const SIGNUP_LIMIT = limitOf(env, 'signup');

const login = (email: string, password: string, client: Record<string, string>) =>
  api<{ token: string }>('POST', '/api/auth/login', { body: { email, password }, headers: client });

/** Moves every counter's window back, as if the time had passed. */
async function letWindowPass(ms: number) {
  await env.DB.prepare('UPDATE rate_limits SET window_start = window_start - ?').bind(ms).run();
}

const TOO_MANY_LOGINS = /^Too many failed login attempts\. Please try again in (\d+) minutes?\.$/;

describe('failed-login limit', () => {
  it(`locks one account from one client after ${LOGIN_LIMIT.limit} wrong passwords; the owner still signs in from another client`, async () => {
    const account = await signUp();
    const attacker = freshClient();
    for (let i = 0; i < LOGIN_LIMIT.limit; i++) {
      expect((await login(account.email, 'Wrong-pass1', attacker)).body).toEqual({
        success: false,
        error: BAD_CREDENTIALS,
      });
    }
    // Even the right password from that client is refused now, with a clear message and Retry-After.
    const blocked = await login(account.email, account.password, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, error: expect.stringMatching(TOO_MANY_LOGINS) });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The owner, elsewhere, is not locked out; another account is not affected either.
    expect((await login(account.email, account.password, freshClient())).status).toBe(200);
    const other = await signUp();
    expect((await login(other.email, other.password, attacker)).status).toBe(200);

    await letWindowPass(LOGIN_LIMIT.windowMs);
    expect((await login(account.email, account.password, attacker)).status).toBe(200);
  });

  it(`locks one client after ${CLIENT_LIMIT.limit} wrong passwords over any accounts`, async () => {
    const client = freshClient();
    for (let i = 0; i < CLIENT_LIMIT.limit; i++) {
      expect((await login(uniqueEmail('nobody'), 'Wrong-pass1', client)).status).toBe(401);
    }
    const account = await signUp();
    const blocked = await login(account.email, account.password, client);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: expect.stringMatching(TOO_MANY_LOGINS) });
    expect((await login(account.email, account.password, freshClient())).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const account = await signUp();
    const client = freshClient();
    for (let i = 0; i < LOGIN_LIMIT.limit + 2; i++) {
      expect((await login(account.email, account.password, client)).status).toBe(200);
    }
  });
});

describe('sign-up limit', () => {
  it(`allows ${SIGNUP_LIMIT.limit} sign-ups per client in the window, then 429 until it passes`, async () => {
    const client = freshClient();
    const signup = () =>
      api('POST', '/api/auth/signup', {
        body: { name: 'Bulk', email: uniqueEmail('bulk'), password: strongPassword, terms: true },
        headers: client,
      });
    for (let i = 0; i < SIGNUP_LIMIT.limit; i++) expect((await signup()).status).toBe(201);
    const blocked = await signup();
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/),
    });
    await letWindowPass(SIGNUP_LIMIT.windowMs);
    expect((await signup()).status).toBe(201);
  });
});

describe('common passwords', () => {
  it.each(['Password1', 'Trustno1', 'Abcd1234', 'Passw0rd'])('refuses %s at sign-up', async (password) => {
    const email = uniqueEmail('common');
    const res = await api('POST', '/api/auth/signup', {
      body: { name: 'Common', email, password, terms: true },
      headers: freshClient(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: COMMON_PASSWORD, fields: { password: COMMON_PASSWORD } });
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first();
    expect(row).toBeNull();
  });

  it('refuses a common new password at change time and keeps the old one', async () => {
    const user = await signedInUser();
    const res = await api('PUT', '/api/profile/password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'Password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: COMMON_PASSWORD });
    await expect(logIn(user.email, user.password)).resolves.toMatch(/.+/);
  });
});
