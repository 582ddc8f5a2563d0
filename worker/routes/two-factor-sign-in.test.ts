/** Signing in with TOTP on: the ticket, the second step's codes, and the limits on guessing them. */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { TICKET_TTL_MS } from '../db/two-factor';
import { api, freshClient, userIdOf } from '../test/helpers';
import {
  codeAt,
  midStep,
  STEP_MS,
  secondStep,
  setClock,
  ticketFor,
  twoFactorAccount,
  twoFactorStatus,
  wrongCode,
} from '../test/two-factor';

afterEach(() => {
  vi.restoreAllMocks();
});

const expired = {
  success: false,
  error: twoFactorMessages.ticketExpired,
  fields: { ticket: twoFactorMessages.ticketExpired },
};

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
    expect({ id, name, email }).toEqual({
      id: await userIdOf(account.email),
      name: account.name,
      email: account.email,
    });
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
    expect((await twoFactorStatus(account.token)).body).toEqual({
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
