/**
 * Two-factor sign-in in the Security section (docs/decisions/two-factor-and-passkeys.md): whether TOTP is on and how many recovery codes
 * are left, and the calls that change it. A 401 sends the customer to log in again.
 */

import type { ApiResult } from '../lib/api';
import { loginUrlFor } from '../lib/login-url';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../shared/api/two-factor';
import { storeAtom } from './atom';
import { authRequest } from './session';

export type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus };

export type TwoFactorState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & TwoFactorStatus);

export const $twoFactor = storeAtom<TwoFactorState>({ status: 'loading' });

/** A call of this section: its answer as it is, after a 401 has sent the customer to log in again. */
async function call<T>(request: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await request;
  if (!result.ok && result.status === 401) window.location.replace(loginUrlFor('/profile'));
  return result;
}

export async function loadTwoFactor() {
  try {
    const result = await call(authRequest('GET', '/api/two-factor'));
    if (result.ok) $twoFactor.set({ status: 'ready', ...result.data });
    else $twoFactor.set({ status: 'error', message: result.error || 'Failed to load your two-factor settings' });
  } catch {
    $twoFactor.set({ status: 'error', message: 'An error occurred while loading your two-factor settings.' });
  }
}

/** Step 1 of turning it on: the password; answers the secret and the otpauth:// URI. */
export const startTwoFactor = (password: string) => call(authRequest('POST', '/api/two-factor/setup', { password }));

/** Step 2: one code from the app; answers the recovery codes, and the state is on. */
export async function confirmTwoFactor(code: string) {
  const result = await call(authRequest('POST', '/api/two-factor/enable', { code }));
  if (result.ok)
    $twoFactor.set({ status: 'ready', enabled: true, recoveryCodesLeft: result.data.recoveryCodes.length });
  return result;
}

export async function turnOffTwoFactor(password: string, code: string) {
  const result = await call(authRequest('POST', '/api/two-factor/disable', { password, code }));
  if (result.ok) $twoFactor.set({ status: 'ready', enabled: false, recoveryCodesLeft: 0 });
  return result;
}

export async function newRecoveryCodes(password: string, code: string) {
  const result = await call(authRequest('POST', '/api/two-factor/recovery-codes', { password, code }));
  if (result.ok)
    $twoFactor.set({ status: 'ready', enabled: true, recoveryCodesLeft: result.data.recoveryCodes.length });
  return result;
}
