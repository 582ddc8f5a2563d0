import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signupMessages } from '../../../site/shared/api/auth';
import { fieldMessages } from '../../../site/shared/api/common-messages';
import { api, freshClient, logIn, signUp, strongPassword, uniqueEmail } from '../../test/helpers';
import { BAD_CREDENTIALS, DUPLICATE_EMAIL } from './sign-in';

const valid = () => ({ name: 'Grace Hopper', email: uniqueEmail('grace'), password: strongPassword, terms: true });

describe('POST /api/auth/signup', () => {
  it('creates an account, stores the e-mail trimmed and lower-cased, and never the password', async () => {
    const body = { ...valid(), email: '  Grace.Hopper+Cloud@Example.COM ' };
    const res = await api('POST', '/api/auth/signup', { body, headers: freshClient() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      data: { name: 'Grace Hopper', email: 'grace.hopper+cloud@example.com' },
    });
    const row = await env.DB.prepare('SELECT email, password_hash FROM users WHERE email = ?')
      .bind('grace.hopper+cloud@example.com')
      .first<{ email: string; password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(row?.password_hash).not.toContain(strongPassword);
  });

  it('refuses a second account with the same e-mail in any case with 409', async () => {
    const account = await signUp();
    const res = await api('POST', '/api/auth/signup', {
      body: { ...valid(), email: account.email.toUpperCase() },
      headers: freshClient(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: DUPLICATE_EMAIL });
  });

  it.each([
    ['name', { name: '   ' }, signupMessages.nameRequired],
    ['name', { name: undefined }, signupMessages.nameRequired],
    ['name', { name: 'x'.repeat(101) }, 'Full name must be one line of at most 100 characters'],
    ['email', { email: '' }, fieldMessages.emailRequired],
    ['email', { email: 'not-an-email' }, fieldMessages.emailInvalid],
    ['email', { email: 42 }, fieldMessages.emailRequired],
    ['password', { password: '' }, fieldMessages.passwordRequired],
    ['password', { password: 'Short1' }, fieldMessages.passwordTooShort],
    ['password', { password: 'alllowercase1' }, fieldMessages.passwordWeak],
    ['password', { password: `A1${'a'.repeat(127)}` }, fieldMessages.passwordTooLong],
    ['terms', { terms: false }, signupMessages.termsRequired],
    ['terms', { terms: 'yes' }, signupMessages.termsRequired],
  ])('rejects an invalid %s with 400 and the field message', async (field, patch, message) => {
    const body = { ...valid(), ...patch };
    const res = await api('POST', '/api/auth/signup', { body, headers: freshClient() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message, fields: { [field]: message } });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?')
      .bind(String(body.email).trim().toLowerCase())
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('answers token, id, name and e-mail, matching the e-mail case-insensitively', async () => {
    const account = await signUp();
    const res = await api<{ token: string; id: string; name: string; email: string; expiresAt: string }>(
      'POST',
      '/api/auth/login',
      { body: { email: ` ${account.email.toUpperCase()} `, password: account.password } },
    );
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    expect(res.body.data).toMatchObject({ name: account.name, email: account.email });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await env.DB.prepare('SELECT token_hash FROM sessions').all<{ token_hash: string }>();
    expect(stored.results.map((r) => r.token_hash)).not.toContain(res.body.data.token);
  });

  it('gives the same 401 message for a wrong password and an unknown e-mail', async () => {
    const account = await signUp();
    const wrong = await api('POST', '/api/auth/login', { body: { email: account.email, password: 'Wrong-pass1' } });
    const unknown = await api('POST', '/api/auth/login', {
      body: { email: uniqueEmail('ghost'), password: strongPassword },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: BAD_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ email: '', password: 'x' }, fieldMessages.emailRequired],
    [{ email: 'bad@', password: 'x' }, fieldMessages.emailInvalid],
    [{ email: 'a@b.co', password: '' }, fieldMessages.passwordRequired],
  ])('validates %j', async (body, message) => {
    const res = await api('POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
  });

  it.each([
    [true, 30],
    [false, 1],
  ])('with rememberMe %s the session lasts %i day(s)', async (rememberMe, days) => {
    const account = await signUp();
    const before = Date.now();
    const res = await api<{ expiresAt: string }>('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password, rememberMe },
    });
    if (!res.body.success) throw new Error(res.body.error);
    const lifetime = Date.parse(res.body.data.expiresAt) - before;
    expect(Math.round(lifetime / 86_400_000)).toBe(days);
  });
});

describe('sessions', () => {
  it('logout revokes that token only', async () => {
    const account = await signUp();
    const first = await logIn(account.email);
    const second = await logIn(account.email);
    const out = await api('POST', '/api/auth/logout', { token: first });
    expect(out.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: first })).status).toBe(401);
    expect((await api('GET', '/api/profile', { token: second })).status).toBe(200);
  });

  it('an expired token gets 401', async () => {
    const account = await signUp();
    const token = await logIn(account.email);
    await env.DB.prepare('UPDATE sessions SET expires_at = ?')
      .bind(Date.now() - 1)
      .run();
    const res = await api('GET', '/api/profile', { token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'Your session has expired. Please log in again.' });
  });

  it.each([
    ['no header', undefined, 'Authentication required'],
    ['an unknown token', 'A'.repeat(43), 'Your session has expired. Please log in again.'],
    ['a malformed token', 'not a token!', 'Your session has expired. Please log in again.'],
  ])('%s gets 401', async (_label, token, message) => {
    const res = await api(
      'GET',
      '/api/profile',
      token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: message });
  });
});
