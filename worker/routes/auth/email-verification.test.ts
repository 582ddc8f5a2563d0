import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recoveryMessages } from '../../../site/shared/api/auth';
import { getDb } from '../../db/client';
import { issueLink, LINK_TTL } from '../../db/links';
import { limitOf } from '../../lib/limits';
import { hashToken } from '../../lib/tokens';
import { api, freshClient, logIn, signUp } from '../../test/helpers';
import { mailsTo, tokenFrom, waitForMail } from '../../test/mail';

const verify = (token: unknown) => api('POST', '/api/auth/verify-email', { body: { token }, headers: freshClient() });
const resend = (token?: string) =>
  api('POST', '/api/auth/verify-email/resend', { headers: freshClient(), ...(token ? { token } : {}) });

const invalidLink = {
  success: false,
  error: recoveryMessages.verifyLinkInvalid,
  fields: { token: recoveryMessages.verifyLinkInvalid },
};

async function profileVerified(sessionToken: string): Promise<unknown> {
  const res = await api<{ emailVerified: boolean }>('GET', '/api/profile', { token: sessionToken });
  return res.body.success ? res.body.data.emailVerified : res.body;
}

describe('verification at sign-up', () => {
  it('mails a single-use link that marks the address verified', async () => {
    const account = await signUp({ name: 'Grace Hopper' });
    const session = await logIn(account.email);
    expect(await profileVerified(session)).toBe(false);

    const mail = await waitForMail(account.email, 'verify-email');
    expect(mail.subject).toBe('Confirm your e-mail address for Nimbus Cloud');
    // The address is not proved yet: the mail does not repeat the name typed at sign-up.
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text + mail.html).not.toContain('Grace');
    const token = tokenFrom(mail, '/verify-email');
    expect(mail.html).toContain(`href="http://nimbus.test/verify-email?token=${token}"`);
    const row = await env.DB.prepare(
      'SELECT token_hash, expires_at - created_at AS ttl FROM links WHERE purpose = ? AND token_hash = ?',
    )
      .bind('email-verification', await hashToken(token))
      .first<{ ttl: number }>();
    expect(row?.ttl).toBe(LINK_TTL['email-verification']);

    expect((await verify(token)).body).toEqual({ success: true, data: { verified: true } });
    expect(await profileVerified(session)).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(invalidLink);
  });

  it('refuses a link older than 24 hours and takes one just younger', async () => {
    const account = await signUp();
    const session = await logIn(account.email);
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(account.email)
      .first<{ id: string }>();
    const id = row?.id ?? '';
    const db = getDb(env.DB);
    const day = LINK_TTL['email-verification'];
    const expired = await issueLink(db, id, 'email-verification', Date.now() - day - 1_000);
    const fresh = await issueLink(db, id, 'email-verification', Date.now() - day + 60_000);

    expect((await verify(expired)).body).toEqual(invalidLink);
    expect(await profileVerified(session)).toBe(false);
    expect((await verify(fresh)).status).toBe(200);
    expect(await profileVerified(session)).toBe(true);
  });

  it.each([
    ['an unknown token', 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk'],
    ['a malformed token', '<script>'],
    ['no token', undefined],
    ['a number', 7],
  ])('refuses %s with 400', async (_label, token) => {
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidLink);
  });

  it('does not take a password reset token', async () => {
    const account = await signUp();
    await api('POST', '/api/auth/forgot-password', { body: { email: account.email }, headers: freshClient() });
    const token = tokenFrom(await waitForMail(account.email, 'password-reset'), '/reset-password');
    expect((await verify(token)).body).toEqual(invalidLink);
  });

  it('counts the address as verified after a password reset through a mailed link', async () => {
    const account = await signUp();
    await api('POST', '/api/auth/forgot-password', { body: { email: account.email }, headers: freshClient() });
    const token = tokenFrom(await waitForMail(account.email, 'password-reset'), '/reset-password');
    const res = await api('POST', '/api/auth/reset-password', {
      body: { token, password: 'Moonrise2027' },
      headers: freshClient(),
    });
    expect(res.status).toBe(200);
    expect(await profileVerified(await logIn(account.email, 'Moonrise2027'))).toBe(true);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('needs a signed-in customer', async () => {
    expect((await resend()).status).toBe(401);
  });

  it('mails a new link while the address is unverified, then answers 409', async () => {
    const account = await signUp();
    const session = await logIn(account.email);
    const first = tokenFrom(await waitForMail(account.email, 'verify-email', 1), '/verify-email');
    expect((await resend(session)).body).toEqual({ success: true, data: { sent: true } });
    const second = tokenFrom(await waitForMail(account.email, 'verify-email', 2), '/verify-email');
    expect(second).not.toBe(first);

    expect((await verify(second)).status).toBe(200);
    const res = await resend(session);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: recoveryMessages.alreadyVerified });
    // The first link still works once; it changes nothing more.
    expect((await verify(first)).status).toBe(200);
  });

  it(`sends at most ${limitOf(env, 'resendVerificationAccount').limit} links an hour to one account`, async () => {
    const account = await signUp();
    const session = await logIn(account.email);
    for (let i = 0; i < limitOf(env, 'resendVerificationAccount').limit; i++) {
      expect((await resend(session)).status).toBe(200);
    }
    const blocked = await resend(session);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      error: 'Too many verification e-mails. Please try again in 60 minutes.',
    });
    await waitForMail(account.email, 'verify-email', 1 + limitOf(env, 'resendVerificationAccount').limit);
    expect(mailsTo(account.email, 'verify-email')).toHaveLength(1 + limitOf(env, 'resendVerificationAccount').limit);
  });

  it(`takes at most ${limitOf(env, 'resendVerification').limit} requests from one client in 15 minutes`, async () => {
    const client = freshClient();
    const [first, second] = [await signUp(), await signUp()];
    const [one, two] = [await logIn(first.email), await logIn(second.email)];
    const from = (token: string) => api('POST', '/api/auth/verify-email/resend', { token, headers: client });
    const perAccount = limitOf(env, 'resendVerificationAccount').limit;
    for (let i = 0; i < limitOf(env, 'resendVerification').limit; i++) {
      expect((await from(one)).status).toBe(i < perAccount ? 200 : 429);
    }
    // The second account has sent nothing yet: only the client's limit stops it here.
    const blocked = await from(two);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: 'Too many requests. Please try again in 15 minutes.' });
    expect((await resend(two)).status).toBe(200);
  });
});
