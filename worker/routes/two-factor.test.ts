/**
 * Two-factor sign-in with TOTP and recovery codes, and its place in a password reset:
 * every rule, through the real Worker and D1.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoveryMessages } from '../../site/shared/api/auth-recovery';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { TICKET_TTL_MS } from '../db/two-factor';
import { hashRecoveryCode } from '../lib/recovery-codes';
import { api, freshClient, signedInUser } from '../test/helpers';
import { tokenFrom, waitForMail } from '../test/mail';
import {
  codeAt,
  keyOf,
  midStep,
  STEP_MS,
  secondStep,
  setClock,
  setUp,
  ticketFor,
  twoFactorAccount,
} from '../test/two-factor';
import { verifiedUser } from '../test/verified';
import { WRONG_PASSWORD } from './profile';

afterEach(() => {
  vi.restoreAllMocks();
});

const wrongCode = { success: false, error: twoFactorMessages.wrongCode, fields: { code: twoFactorMessages.wrongCode } };
const expired = {
  success: false,
  error: twoFactorMessages.ticketExpired,
  fields: { ticket: twoFactorMessages.ticketExpired },
};

async function userRow(email: string) {
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const status = (token: string) =>
  api<{ enabled: boolean; recoveryCodesLeft: number }>('GET', '/api/two-factor', { token });

describe('turning TOTP on', () => {
  it('needs the current password, and stores the secret only encrypted, pending until a code confirms it', async () => {
    const account = await verifiedUser();
    const wrong = await setUp(account.token, 'Wrong-password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });
    const id = await userRow(account.email);
    expect(await env.DB.prepare('SELECT 1 FROM two_factor WHERE user_id = ?').bind(id).first()).toBeNull();

    const res = await setUp(account.token, account.password);
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error('setup failed');
    const { secret, uri } = res.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/); // 160 bits: 32 base32 characters
    const plain = secret.replace(/ /g, '');
    expect(uri).toBe(
      `otpauth://totp/Nimbus%20Cloud:${encodeURIComponent(account.email)}?issuer=Nimbus+Cloud&algorithm=SHA1&secret=${plain}&period=30&digits=6`,
    );

    const row = await env.DB.prepare('SELECT * FROM two_factor WHERE user_id = ?')
      .bind(id)
      .first<{ secret_box: string; enabled_at: number | null }>();
    expect(row?.enabled_at).toBeNull();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(plain);
    expect(stored).not.toContain(plain.toLowerCase());
    const hex = [...keyOf(secret)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    expect(stored).not.toContain(hex);
    expect((await status(account.token)).body).toEqual({
      success: true,
      data: { enabled: false, recoveryCodesLeft: 0 },
    });
    // Pending protects nothing: the password alone still signs in.
    const login = await api<{ token?: string }>('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
      headers: freshClient(),
    });
    expect(login.body.success && login.body.data.token).toBeTruthy();
  });

  it('is confirmed with one valid code and answers 10 recovery codes, stored only hashed, and a mail', async () => {
    const now = setClock(midStep());
    const account = await verifiedUser();
    const setup = await setUp(account.token, account.password);
    if (!setup.body.success) throw new Error('setup failed');
    const key = keyOf(setup.body.data.secret);

    const wrong = await api('POST', '/api/two-factor/enable', { token: account.token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(wrongCode);
    const far = await api('POST', '/api/two-factor/enable', {
      token: account.token,
      body: { code: codeAt(key, now, 3) },
    });
    expect(far.status).toBe(400);

    const res = await api<{ recoveryCodes: string[] }>('POST', '/api/two-factor/enable', {
      token: account.token,
      body: { code: codeAt(key, now) },
    });
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error('enable failed');
    const codes = res.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const id = await userRow(account.email);
    const rows = await env.DB.prepare('SELECT code_hash FROM recovery_codes WHERE user_id = ?')
      .bind(id)
      .all<{ code_hash: string }>();
    expect(rows.results.map((r) => r.code_hash).sort()).toEqual(
      (await Promise.all(codes.map((code) => hashRecoveryCode(id, code)))).sort(),
    );
    for (const code of codes) expect(JSON.stringify(rows.results)).not.toContain(code.replace('-', ''));
    expect((await status(account.token)).body).toEqual({
      success: true,
      data: { enabled: true, recoveryCodesLeft: 10 },
    });

    const mail = await waitForMail(account.email, 'two-factor-enabled');
    expect(mail.subject).toBe('Two-factor sign-in is on for your Nimbus Cloud account');
    expect(mail.text).toContain('http://nimbus.test/profile#security-heading');

    const again = await setUp(account.token, account.password);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: twoFactorMessages.alreadyOn });
  });

  it('cannot be confirmed without a set-up begun', async () => {
    const account = await verifiedUser();
    const res = await api('POST', '/api/two-factor/enable', { token: account.token, body: { code: '123456' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: twoFactorMessages.noEnrolment });
  });

  it('refuses unauthenticated calls with 401', async () => {
    expect((await api('GET', '/api/two-factor')).status).toBe(401);
    expect((await api('POST', '/api/two-factor/setup', { body: { password: 'x' } })).status).toBe(401);
  });
});

describe('signing in with TOTP on', () => {
  it('answers a ticket and no token for the password, then the session for a code (Remember me kept)', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const first = await api('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password, rememberMe: true },
      headers: freshClient(),
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { mfaRequired: true, ticket: expect.any(String) } });
    if (!first.body.success) throw new Error('login failed');
    const ticket = first.body.data.ticket as string;
    const stored = await env.DB.prepare('SELECT ticket_hash, expires_at, created_at FROM mfa_tickets').all();
    expect(JSON.stringify(stored.results)).not.toContain(ticket);

    const res = await secondStep(ticket, codeAt(account.key, now));
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error('second step failed');
    const { token, id, name, email, expiresAt } = res.body.data;
    expect({ id, name, email }).toEqual({ id: await userRow(account.email), name: account.name, email: account.email });
    expect(Date.parse(expiresAt) - now).toBe(30 * 24 * 60 * 60 * 1000);
    expect((await api('GET', '/api/profile', { token })).status).toBe(200);

    // A ticket works once.
    expect((await secondStep(ticket, codeAt(account.key, now, 1))).body).toEqual(expired);
  });

  it('accepts a TOTP code once: the same code, or one of an earlier step, is refused afterwards', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const code = codeAt(account.key, now);
    expect((await secondStep(await ticketFor(account.email, account.password), code)).status).toBe(200);
    const replay = await secondStep(await ticketFor(account.email, account.password), code);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(wrongCode);
    // The step before the last accepted one is inside the drift window, and still refused.
    setClock(now + STEP_MS);
    const earlier = await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now));
    expect(earlier.body).toEqual(wrongCode);
    expect(
      (await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now, 1))).status,
    ).toBe(200);
  });

  it('allows one step of clock drift either way, and no more', async () => {
    const now = midStep();
    // Turned on three steps ago, so every step around now is later than the last accepted one.
    const account = await twoFactorAccount(setClock(now - 3 * STEP_MS));
    setClock(now);
    const tooEarly = await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now, -2));
    expect(tooEarly.body).toEqual(wrongCode);
    const tooLate = await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now, 2));
    expect(tooLate.body).toEqual(wrongCode);
    expect(
      (await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now, -1))).status,
    ).toBe(200);
    expect(
      (await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now, 1))).status,
    ).toBe(200);
  });

  it('locks a ticket at the fifth wrong code: even a right code is refused on it then', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const ticket = await ticketFor(account.email, account.password);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await secondStep(ticket, '000000')).body, `attempt ${attempt}`).toEqual(wrongCode);
    }
    const fifth = await secondStep(ticket, '000000');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ success: false, error: twoFactorMessages.ticketLocked });
    const right = await secondStep(ticket, codeAt(account.key, now));
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ success: false, error: twoFactorMessages.ticketLocked });
    // A new sign-in gets a new ticket, and the code still works there (it was never accepted).
    expect((await secondStep(await ticketFor(account.email, account.password), codeAt(account.key, now))).status).toBe(
      200,
    );
  });

  it('refuses a ticket after 5 minutes, and one never issued', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const ticket = await ticketFor(account.email, account.password);
    const later = setClock(now + TICKET_TTL_MS + 1000);
    expect((await secondStep(ticket, codeAt(account.key, later))).body).toEqual(expired);
    expect((await secondStep('q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk', '123456')).body).toEqual(expired);
  });

  it('takes a recovery code once, written any case and with or without its hyphen', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const [code] = account.recoveryCodes as [string];
    const res = await secondStep(
      await ticketFor(account.email, account.password),
      code.toLowerCase().replace('-', ' '),
    );
    expect(res.status).toBe(200);
    const again = await secondStep(await ticketFor(account.email, account.password), code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(wrongCode);
    expect((await status(account.token)).body).toEqual({
      success: true,
      data: { enabled: true, recoveryCodesLeft: 9 },
    });
  });

  it('counts wrong codes per account over all tickets: 429 past the limit', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    for (let ticketNo = 0; ticketNo < 2; ticketNo++) {
      const ticket = await ticketFor(account.email, account.password);
      for (let attempt = 0; attempt < 4; attempt++) expect((await secondStep(ticket, '000000')).status).toBe(400);
    }
    const ticket = await ticketFor(account.email, account.password);
    expect((await secondStep(ticket, '000000')).status).toBe(400);
    expect((await secondStep(ticket, '000000')).status).toBe(400); // the 10th wrong code
    const refused = await secondStep(ticket, codeAt(account.key, now));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: twoFactorMessages.tooManyWrongCodes('15 minutes') });
    expect(refused.headers.get('retry-after')).toBe('900');
  });
});

describe('turning TOTP off and making new recovery codes', () => {
  it('new codes need the password and a current code; the old codes stop working; a mail is sent', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const body = (password: string, code: string) => ({ token: account.token, body: { password, code } });
    const noPassword = await api(
      'POST',
      '/api/two-factor/recovery-codes',
      body('Wrong-password-1', codeAt(account.key, now)),
    );
    expect(noPassword.body).toEqual({ success: false, error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });
    const noCode = await api('POST', '/api/two-factor/recovery-codes', body(account.password, '000000'));
    expect(noCode.body).toEqual(wrongCode);

    const res = await api<{ recoveryCodes: string[] }>(
      'POST',
      '/api/two-factor/recovery-codes',
      body(account.password, codeAt(account.key, now)),
    );
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error('regenerate failed');
    const fresh = res.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => account.recoveryCodes.includes(code))).toBe(false);
    await waitForMail(account.email, 'two-factor-recovery-codes');

    const old = await secondStep(await ticketFor(account.email, account.password), account.recoveryCodes[0] as string);
    expect(old.body).toEqual(wrongCode);
    expect((await secondStep(await ticketFor(account.email, account.password), fresh[0] as string)).status).toBe(200);
  });

  it('turning off needs the password and a current code (a recovery code will do); then the password alone signs in', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    const off = (password: string, code: string) =>
      api('POST', '/api/two-factor/disable', { token: account.token, body: { password, code } });
    expect((await off('Wrong-password-1', account.recoveryCodes[0] as string)).status).toBe(400);
    expect((await off(account.password, '000000')).body).toEqual(wrongCode);
    const missing = await api('POST', '/api/two-factor/disable', {
      token: account.token,
      body: { password: account.password },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { code: twoFactorMessages.codeRequired } });
    expect((await status(account.token)).body).toMatchObject({ data: { enabled: true } });

    const res = await off(account.password, account.recoveryCodes[0] as string);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { enabled: false } });
    await waitForMail(account.email, 'two-factor-disabled');
    const id = await userRow(account.email);
    for (const table of ['two_factor', 'recovery_codes', 'mfa_tickets']) {
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(id)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
    const login = await api<{ token?: string }>('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
      headers: freshClient(),
    });
    expect(login.body.success && login.body.data.token).toBeTruthy();
    expect((await off(account.password, codeAt(account.key, now, 1))).status).toBe(409);
  });
});

describe('a password reset of an account with TOTP on', () => {
  const forgot = (email: string) =>
    api('POST', '/api/auth/forgot-password', { body: { email }, headers: freshClient() });
  const reset = (body: Record<string, string>) =>
    api('POST', '/api/auth/reset-password', { body, headers: freshClient() });

  it('the check says so; the reset refuses without a valid code and leaves the link usable; a code lets it through', async () => {
    const now = setClock(midStep());
    const account = await twoFactorAccount(now);
    vi.restoreAllMocks(); // the mail goes out on a timer
    expect((await forgot(account.email)).status).toBe(200);
    const token = tokenFrom(await waitForMail(account.email, 'password-reset'), '/reset-password');
    setClock(now);

    const check = await api('POST', '/api/auth/reset-password/check', { body: { token }, headers: freshClient() });
    expect(check.body).toEqual({ success: true, data: { valid: true, twoFactor: true } });

    const password = 'Moonrise2027';
    const without = await reset({ token, password });
    expect(without.status).toBe(400);
    expect(without.body).toEqual({
      success: false,
      error: twoFactorMessages.resetNeedsCode,
      fields: { code: twoFactorMessages.resetNeedsCode },
    });
    expect((await reset({ token, password, code: '000000' })).body).toEqual(wrongCode);
    const done = await reset({ token, password, code: codeAt(account.key, now) });
    expect(done.status).toBe(200);
    expect((await reset({ token, password, code: codeAt(account.key, now, 1) })).body).toMatchObject({
      error: recoveryMessages.resetLinkInvalid,
    });
    // The new password, then still the second step.
    expect(await ticketFor(account.email, password)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an account without TOTP: the check says twoFactor false and no code is needed', async () => {
    const account = await signedInUser();
    expect((await forgot(account.email)).status).toBe(200);
    const token = tokenFrom(await waitForMail(account.email, 'password-reset'), '/reset-password');
    const check = await api('POST', '/api/auth/reset-password/check', { body: { token }, headers: freshClient() });
    expect(check.body).toEqual({ success: true, data: { valid: true, twoFactor: false } });
    expect((await reset({ token, password: 'Moonrise2027' })).status).toBe(200);
  });
});
