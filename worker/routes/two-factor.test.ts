/** Turning TOTP on and off, and making new recovery codes: every rule, through the real Worker and D1. */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { hashRecoveryCode } from '../lib/recovery-codes';
import { api, freshClient, userIdOf } from '../test/helpers';
import { waitForMail } from '../test/mail';
import {
  codeAt,
  keyOf,
  midStep,
  secondStep,
  setClock,
  setUp,
  ticketFor,
  twoFactorAccount,
  twoFactorStatus,
  wrongCode,
} from '../test/two-factor';
import { verifiedUser } from '../test/verified';
import { WRONG_PASSWORD } from './profile';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('turning TOTP on', () => {
  it('needs the current password, and stores the secret only encrypted, pending until a code confirms it', async () => {
    const account = await verifiedUser();
    const wrong = await setUp(account.token, 'Wrong-password-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });
    const id = await userIdOf(account.email);
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
    expect((await twoFactorStatus(account.token)).body).toEqual({
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

    const id = await userIdOf(account.email);
    const rows = await env.DB.prepare('SELECT code_hash FROM recovery_codes WHERE user_id = ?')
      .bind(id)
      .all<{ code_hash: string }>();
    expect(rows.results.map((r) => r.code_hash).sort()).toEqual(
      (await Promise.all(codes.map((code) => hashRecoveryCode(id, code)))).sort(),
    );
    for (const code of codes) expect(JSON.stringify(rows.results)).not.toContain(code.replace('-', ''));
    expect((await twoFactorStatus(account.token)).body).toEqual({
      success: true,
      data: { enabled: true, recoveryCodesLeft: 10 },
    });

    const mail = await waitForMail(account.email, 'two-factor-enabled');
    expect(mail.subject).toBe('Two-factor sign-in is on for your Nimbus Cloud account');
    expect(mail.text).toContain('http://nimbus.test/profile/security');

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
    expect((await twoFactorStatus(account.token)).body).toMatchObject({ data: { enabled: true } });

    const res = await off(account.password, account.recoveryCodes[0] as string);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { enabled: false } });
    await waitForMail(account.email, 'two-factor-disabled');
    const id = await userIdOf(account.email);
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
