/**
 * Two-factor sign-in in the Security section (docs/decisions/two-factor-and-passkeys.md): whether TOTP is on and how many recovery codes
 * are left, and the calls that change it. A 401 sends the customer to log in again.
 */

import type { ApiResult } from '../lib/api';
import { answer, api } from '../lib/api';
import { loginUrlFor } from '../lib/login-url';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../shared/api/two-factor';
import { twoFactorChanged } from './current-account';
import { type Loaded, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';

export type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus };

export type TwoFactorState = Loaded<TwoFactorStatus>;

export const $twoFactor = loaderAtom<TwoFactorStatus>();

/** A call of this section: its answer as it is, after a 401 has sent the customer to log in again. */
async function call<T>(request: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await request;
  if (!result.ok && result.status === 401) window.location.replace(loginUrlFor(window.location.pathname));
  return result;
}

export function loadTwoFactor() {
  return load($twoFactor, call(answer(api.GET('/api/two-factor', signedIn))), (status) => status, {
    failed: 'Failed to load your two-factor settings',
    exception: 'An error occurred while loading your two-factor settings.',
  });
}

/** Step 1 of turning it on: the password; answers the secret and the otpauth:// URI. */
export const startTwoFactor = (password: string) =>
  call(answer(api.POST('/api/two-factor/setup', { ...signedIn, body: { password } })));

/** Step 2: one code from the app; answers the recovery codes, and the state is on. */
export async function confirmTwoFactor(code: string) {
  const result = await call(answer(api.POST('/api/two-factor/enable', { ...signedIn, body: { code } })));
  if (result.ok) {
    $twoFactor.set({ status: 'ready', enabled: true, recoveryCodesLeft: result.data.recoveryCodes.length });
    twoFactorChanged(true);
  }
  return result;
}

export async function turnOffTwoFactor(password: string, code: string) {
  const result = await call(answer(api.POST('/api/two-factor/disable', { ...signedIn, body: { password, code } })));
  if (result.ok) {
    $twoFactor.set({ status: 'ready', enabled: false, recoveryCodesLeft: 0 });
    twoFactorChanged(false);
  }
  return result;
}

export async function newRecoveryCodes(password: string, code: string) {
  const result = await call(
    answer(api.POST('/api/two-factor/recovery-codes', { ...signedIn, body: { password, code } })),
  );
  if (result.ok)
    $twoFactor.set({ status: 'ready', enabled: true, recoveryCodesLeft: result.data.recoveryCodes.length });
  return result;
}
