/** "Download your data" and "Delete account" on the profile (docs/data-export.md). */
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import { exportFileName, profileDataMessages } from '../shared/api/profile-messages';
import { initSession, signOutLocally } from './session';
import { signedIn } from './signed-in';

/** Fetches the export with the session's token (a plain link cannot send it) and hands it over as a file. */
export async function downloadYourData(): Promise<boolean> {
  const token = initSession()?.token;
  if (!token) return false;
  try {
    const response = await fetch('/api/profile/export', { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(new Date().toISOString().slice(0, 10));
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}

/** Whether the person has two-factor sign-in on (the dialog then asks for a code too). */
export async function needsCode(): Promise<boolean> {
  const result = await answer(api.GET('/api/two-factor', signedIn));
  return result.ok && result.data.enabled;
}

/** Deletes the account; on success the browser forgets the session and lands on the goodbye page. */
export async function deleteYourAccount(body: { password: string; code?: string }): Promise<Sent<{ deleted: true }>> {
  const result = await answer(api.DELETE('/api/profile', { ...signedIn, body }));
  if (result.ok) {
    signOutLocally();
    window.location.replace(profileDataMessages.deletedPath);
  }
  return result;
}
