/** The profile page's data and actions (docs/decisions/profile-email-read-only.md). */

import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import { loginUrlFor } from '../lib/login-url';
import type { Profile } from '../shared/api/profile';
import { LOADING, type Loaded, load, loaderAtom } from './loader';
import { updateStoredUser } from './session';
import { signedIn } from './signed-in';

export type { Profile };

export type ProfileState = Loaded<{ profile: Profile }>;

/** A change's result for its form: the success message as `data`, or the error and field messages. */
export type Outcome = Sent<string>;

export const $profile = loaderAtom<{ profile: Profile }>();

/** A 401 means the session is gone: back to login, returning here afterwards. */
function toLogin() {
  window.location.replace(loginUrlFor(window.location.pathname));
}

export async function loadProfile() {
  $profile.set(LOADING);
  await load(
    $profile,
    answer(api.GET('/api/profile', signedIn)),
    (profile) => ({ profile }),
    { failed: 'Failed to fetch profile', exception: 'An error occurred while fetching your profile.' },
    toLogin,
  );
}

export async function saveProfile(input: Omit<Profile, 'id' | 'email' | 'emailVerified'>): Promise<Outcome> {
  try {
    const result = await answer(api.PUT('/api/profile', { ...signedIn, body: input }));
    if (result.ok) {
      $profile.set({ status: 'ready', profile: result.data });
      updateStoredUser({ name: result.data.name });
      return { ok: true, data: 'Profile updated successfully!' };
    }
    if (result.status === 401) toLogin();
    return { ok: false, error: result.error || 'Failed to update profile', fields: result.fields };
  } catch {
    return { ok: false, error: 'An error occurred while updating your profile.' };
  }
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<Outcome> {
  try {
    const result = await answer(api.PUT('/api/profile/password', { ...signedIn, body: { oldPassword, newPassword } }));
    if (result.ok) return { ok: true, data: 'Password changed successfully!' };
    if (result.status === 401) toLogin();
    return { ok: false, error: result.error || 'Failed to change password' };
  } catch {
    return { ok: false, error: 'An error occurred while changing your password.' };
  }
}
