/**
 * Test helpers for two-factor sign-in: a clock the Worker sees (Date.now), codes computed from
 * the secret the API showed (with @oslojs/otp, as an authenticator app would), and an account with
 * TOTP on.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { vi } from 'vitest';
import { twoFactorMessages } from '../../site/shared/api/two-factor';
import { api, freshClient } from './helpers';
import { verifiedUser } from './verified';

export const STEP_MS = 30_000;

/** The middle of the current 30-second step, so a test's codes never straddle a step boundary. */
export function midStep(now = Date.now()): number {
  return Math.floor(now / STEP_MS) * STEP_MS + STEP_MS / 2;
}

/** Sets the time the Worker and the test see; answers it. Restore with `vi.restoreAllMocks()`. */
export function setClock(ms: number): number {
  vi.spyOn(Date, 'now').mockReturnValue(ms);
  return ms;
}

export const keyOf = (secretText: string) => decodeBase32IgnorePadding(secretText.replace(/\s/g, ''));

/** The TOTP code of the step `offset` steps from the one `ms` is in. */
export function codeAt(key: Uint8Array, ms: number, offset = 0): string {
  return generateHOTP(key, BigInt(Math.floor(ms / STEP_MS) + offset), 6);
}

export type TwoFactorAccount = Awaited<ReturnType<typeof verifiedUser>> & {
  key: Uint8Array;
  secret: string;
  uri: string;
  recoveryCodes: string[];
};

/** Begins enrolment: the secret and URI the API answers. */
export async function setUp(token: string, password: string) {
  return api<{ secret: string; uri: string }>('POST', '/api/two-factor/setup', { token, body: { password } });
}

/**
 * A signed-in customer who turned TOTP on at `ms` (the code of the step before, so the current
 * step's code is still unused).
 */
export async function twoFactorAccount(ms: number): Promise<TwoFactorAccount> {
  const account = await verifiedUser();
  const setup = await setUp(account.token, account.password);
  if (!setup.body.success) throw new Error(`setup failed: ${setup.status} ${setup.body.error}`);
  const { secret, uri } = setup.body.data;
  const key = keyOf(secret);
  const enabled = await api<{ recoveryCodes: string[] }>('POST', '/api/two-factor/enable', {
    token: account.token,
    body: { code: codeAt(key, ms, -1) },
  });
  if (!enabled.body.success) throw new Error(`enable failed: ${enabled.status} ${enabled.body.error}`);
  return { ...account, key, secret, uri, recoveryCodes: enabled.body.data.recoveryCodes };
}

/** The first sign-in step: answers the ticket (or throws when the answer is not `mfaRequired`). */
export async function ticketFor(email: string, password: string, rememberMe = false): Promise<string> {
  const res = await api<{ mfaRequired?: true; ticket?: string; token?: string }>('POST', '/api/auth/login', {
    body: { email, password, rememberMe },
    headers: freshClient(),
  });
  if (!res.body.success || !res.body.data.ticket) throw new Error(`expected a ticket: ${JSON.stringify(res.body)}`);
  return res.body.data.ticket;
}

export const secondStep = (ticket: string, code: string) =>
  api<{ token: string; id: string; name: string; email: string; expiresAt: string }>('POST', '/api/auth/login/mfa', {
    body: { ticket, code },
    headers: freshClient(),
  });

/** The answer to a wrong TOTP or recovery code. */
export const wrongCode = {
  success: false,
  error: twoFactorMessages.wrongCode,
  fields: { code: twoFactorMessages.wrongCode },
};

export const twoFactorStatus = (token: string) =>
  api<{ enabled: boolean; recoveryCodesLeft: number }>('GET', '/api/two-factor', { token });
