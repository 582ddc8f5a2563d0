import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recoveryMessages } from '../../../site/shared/api/auth-messages';
import { fieldMessages } from '../../../site/shared/api/common-messages';
import { getDb } from '../../db/client';
import { issueLink, LINK_TTL } from '../../db/links';
import { COMMON_PASSWORD } from '../../lib/common-passwords';
import { limitOf } from '../../lib/limits';
import { hashToken } from '../../lib/tokens';
import { api, freshClient, logIn, signUp, strongPassword, uniqueEmail } from '../../test/helpers';
import { mailsTo, tokenFrom, waitForMail } from '../../test/mail';
import { markVerified } from '../../test/verified';

const NEW_PASSWORD = 'Moonrise2027';

const forgot = (email: string, client = freshClient()) =>
  api('POST', '/api/auth/forgot-password', { body: { email }, headers: client });
const check = (token: string, client = freshClient()) =>
  api('POST', '/api/auth/reset-password/check', { body: { token }, headers: client });
const reset = (token: string, password = NEW_PASSWORD, client = freshClient()) =>
  api('POST', '/api/auth/reset-password', { body: { token, password }, headers: client });
const login = (email: string, password: string) =>
  api('POST', '/api/auth/login', { body: { email, password }, headers: freshClient() });

const invalidLink = {
  success: false,
  error: recoveryMessages.resetLinkInvalid,
  fields: { token: recoveryMessages.resetLinkInvalid },
};

async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** Asks for a link and answers the token the mail carries. */
async function resetToken(email: string, count = 1): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  return tokenFrom(await waitForMail(email, 'password-reset', count), '/reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same status, headers and body whether or not the account exists', async () => {
    const account = await signUp();
    const unknown = uniqueEmail('nobody');
    const [known, missing] = [await forgot(account.email), await forgot(unknown)];
    expect(known.status).toBe(200);
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, data: { message: recoveryMessages.resetLinkSent } });
    const headerNames = (headers: Headers) => [...headers.keys()].sort();
    expect(headerNames(missing.headers)).toEqual(headerNames(known.headers));
    expect(missing.headers.get('content-length')).toBe(known.headers.get('content-length'));

    await waitForMail(account.email, 'password-reset');
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('mails a link with a 256-bit token whose SHA-256 alone is stored, valid 1 hour', async () => {
    const account = await signUp({ name: 'Ada <b>&</b> "Co"' });
    // Verified: only then does a mail repeat the name typed at sign-up (checked below).
    await markVerified(account.email);
    const before = Date.now();
    expect((await forgot(`  ${account.email.toUpperCase()} `)).status).toBe(200);
    const mail = await waitForMail(account.email, 'password-reset');
    const token = tokenFrom(mail, '/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await env.DB.prepare('SELECT * FROM links WHERE user_id = ?')
      .bind(await userId(account.email))
      .all<{ token_hash: string; purpose: string; expires_at: number; created_at: number; used_at: null }>();
    const row = rows.results.find((r) => r.purpose === 'password-reset');
    expect(row?.token_hash).toBe(await hashToken(token));
    expect(JSON.stringify(rows.results)).not.toContain(token);
    expect(row && row.expires_at - row.created_at).toBe(LINK_TTL['password-reset']);
    expect(row?.created_at).toBeGreaterThanOrEqual(before);

    // the product's name as sender, a plain-text and an HTML part, values escaped in the HTML.
    expect(mail.from.name).toBe('Nimbus Cloud');
    expect(mail.subject).toBe('Reset your Nimbus Cloud password');
    expect(mail.text).toContain('Hello Ada <b>&</b> "Co",');
    expect(mail.html).toContain('Hello Ada &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(`href="http://nimbus.test/reset-password?token=${token}"`);
  });

  it('greets an address that is not verified yet without the name typed at sign-up', async () => {
    const account = await signUp({ name: 'Visit https://evil.example now' });
    expect((await forgot(account.email)).status).toBe(200);
    const mail = await waitForMail(account.email, 'password-reset');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it('past the per-address limits answers the same and sends no mail; the owner can still ask from another client', async () => {
    const perClient = limitOf(env, 'forgotPasswordEmail').limit;
    const perAddress = limitOf(env, 'forgotPasswordAccount').limit;
    const ok = { success: true, data: { message: recoveryMessages.resetLinkSent } };
    const account = await signUp();
    const stranger = freshClient();
    // A stranger asks over and over from one client: the same answer every time, mails up to the limit.
    for (let i = 0; i < perClient + 3; i++) expect((await forgot(account.email, stranger)).body).toEqual(ok);
    await waitForMail(account.email, 'password-reset', perClient);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(account.email, 'password-reset')).toHaveLength(perClient);
    // The owner, from another client, still gets a link.
    expect((await forgot(account.email)).body).toEqual(ok);
    await waitForMail(account.email, 'password-reset', perClient + 1);
    // From many clients together the address gets at most `perAddress` mails an hour; still no 429.
    for (let i = 0; i < perAddress; i++) expect((await forgot(account.email)).body).toEqual(ok);
    await waitForMail(account.email, 'password-reset', perAddress);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(account.email, 'password-reset')).toHaveLength(perAddress);
    // An unknown address answers the same, past the limits too.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < perClient + 1; i++) expect((await forgot(nobody, stranger)).body).toEqual(ok);
  });

  it('records the reset in the sign-in history', async () => {
    const account = await signUp();
    const token = await resetToken(account.email);
    expect((await reset(token)).status).toBe(200);
    const session = await logIn(account.email, NEW_PASSWORD);
    const history = await api<{ signIns: { outcome: string; method: string }[] }>('GET', '/api/sign-ins', {
      token: session,
    });
    expect(
      history.body.success && history.body.data.signIns.map(({ outcome, method }) => `${outcome} ${method}`),
    ).toEqual(['success password', 'success password-reset']);
  });

  it(`limits requests per client to ${limitOf(env, 'forgotPassword').limit} in 15 minutes`, async () => {
    const client = freshClient();
    for (let i = 0; i < limitOf(env, 'forgotPassword').limit; i++) {
      expect((await forgot(uniqueEmail('nobody'), client)).status).toBe(200);
    }
    expect((await forgot(uniqueEmail('nobody'), client)).status).toBe(429);
    expect((await forgot(uniqueEmail('nobody'))).status).toBe(200);
  });

  it.each([
    [{}, fieldMessages.emailRequired],
    [{ email: 'not-an-email' }, fieldMessages.emailInvalid],
    [{ email: 42 }, fieldMessages.emailRequired],
  ])('refuses %j with 400', async (body, error) => {
    const res = await api('POST', '/api/auth/forgot-password', { body, headers: freshClient() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every session and mails "your password was changed"', async () => {
    const account = await signUp();
    const sessions = [await logIn(account.email), await logIn(account.email, strongPassword, true)];
    const token = await resetToken(account.email);

    expect((await check(token)).body).toEqual({ success: true, data: { valid: true, twoFactor: false } });
    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { reset: true } });

    for (const session of sessions) expect((await api('GET', '/api/profile', { token: session })).status).toBe(401);
    expect((await login(account.email, strongPassword)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);

    const changed = await waitForMail(account.email, 'password-changed');
    expect(changed.subject).toBe('Your Nimbus Cloud password was changed');
    expect(changed.text).toContain('http://nimbus.test/forgot-password');
    expect(changed.html).toContain('href="http://nimbus.test/forgot-password"');
  });

  it('takes a link once: a second use, and every other link of the account, are refused', async () => {
    const account = await signUp();
    const first = await resetToken(account.email, 1);
    const second = await resetToken(account.email, 2);
    expect((await reset(first)).status).toBe(200);

    for (const used of [first, second]) {
      const again = await reset(used, 'Another2028');
      expect(again.status).toBe(400);
      expect(again.body).toEqual(invalidLink);
      expect((await check(used)).body).toEqual(invalidLink);
    }
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(account.email, 'Another2028')).status).toBe(401);
  });

  it('refuses a link older than 1 hour and takes one just younger', async () => {
    const account = await signUp();
    const db = getDb(env.DB);
    const id = await userId(account.email);
    const hour = LINK_TTL['password-reset'];
    const expired = await issueLink(db, id, 'password-reset', Date.now() - hour - 1_000);
    const fresh = await issueLink(db, id, 'password-reset', Date.now() - hour + 60_000);

    expect((await check(expired)).body).toEqual(invalidLink);
    expect((await reset(expired)).body).toEqual(invalidLink);
    expect((await login(account.email, strongPassword)).status).toBe(200);
    expect((await reset(fresh)).status).toBe(200);
  });

  it.each([
    ['short', fieldMessages.passwordTooShort],
    ['alllowercase1', fieldMessages.passwordWeak],
    ['Password1', COMMON_PASSWORD],
  ])('refuses the new password %s with the sign-up message and keeps the link usable', async (password, error) => {
    const account = await signUp();
    const token = await resetToken(account.email);
    const res = await reset(token, password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error, fields: { password: error } });
    expect((await check(token)).body).toEqual({ success: true, data: { valid: true, twoFactor: false } });
    expect((await login(account.email, strongPassword)).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk'],
    ['a malformed token', 'not a token'],
    ['a token of the wrong type', 42],
    ['a verification token', null],
  ])('refuses %s with 400', async (_label, given) => {
    let token = given;
    if (token === null) {
      const account = await signUp();
      token = tokenFrom(await waitForMail(account.email, 'verify-email'), '/verify-email');
    }
    const res = await api('POST', '/api/auth/reset-password', {
      body: { token, password: NEW_PASSWORD },
      headers: freshClient(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidLink);
  });

  it(`limits reset attempts per client to ${limitOf(env, 'resetPassword').limit} in 15 minutes`, async () => {
    const client = freshClient();
    const guess = 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk';
    for (let i = 0; i < limitOf(env, 'resetPassword').limit; i++) {
      expect((await check(guess, client)).status).toBe(400);
    }
    expect((await reset(guess, NEW_PASSWORD, client)).status).toBe(429);
  });
});
