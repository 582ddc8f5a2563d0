/** A password reset of an account with TOTP on asks for a code too; one without does not. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoveryMessages } from '../../site/shared/api/auth';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { api, freshClient, signedInUser } from '../test/helpers';
import { tokenFrom, waitForMail } from '../test/mail';
import { codeAt, midStep, setClock, ticketFor, twoFactorAccount, wrongCode } from '../test/two-factor';

afterEach(() => {
  vi.restoreAllMocks();
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
