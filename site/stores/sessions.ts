/**
 * The Security section's sessions and sign-in history (docs/decisions/sessions-and-devices.md): the live sessions of the account and
 * its last sign-ins, and the actions that sign sessions out. After each change the list reloads.
 */

import { atom } from 'nanostores';
import type { ApiResult } from '../lib/api';
import { answer, api } from '../lib/api';
import { loginUrlFor } from '../lib/login-url';
import type { ListedSession } from '../shared/api/sessions';
import { sessionMessages } from '../shared/api/sessions-messages';
import type { SignIn } from '../shared/api/sign-ins';
import { type Loaded, load, loaderAtom } from './loader';
import { logout } from './session';
import { signedIn } from './signed-in';

type Lists = { sessions: ListedSession[]; signIns: SignIn[] };

export type SessionsState = Loaded<Lists>;

export type SessionsNotice = { kind: 'success' | 'error'; text: string } | null;

export const $sessions = loaderAtom<Lists>();
/** What the last sign-out did, shown above the list. */
export const $sessionsNotice = atom<SessionsNotice>(null);
/** The session being signed out (its id), 'others' for "Sign out all other sessions", or null. */
export const $sessionsBusy = atom<string | null>(null);

/** A 401 means this browser's own session is gone: back to login, returning to this page. */
function toLogin() {
  window.location.replace(loginUrlFor(window.location.pathname));
}

/** Both lists as one answer: both, or the failure to show (a 401 of either first, as it signs out). */
async function readLists(): Promise<ApiResult<Lists>> {
  const [list, history] = await Promise.all([
    answer(api.GET('/api/sessions', signedIn)),
    answer(api.GET('/api/sign-ins', signedIn)),
  ]);
  if (list.ok)
    return history.ok ? { ...list, data: { sessions: list.data.sessions, signIns: history.data.signIns } } : history;
  return history.ok || history.status !== 401 ? list : history;
}

export function loadSessions() {
  return load(
    $sessions,
    readLists(),
    (lists) => lists,
    {
      failed: sessionMessages.loadFailed,
      exception: sessionMessages.loadException,
    },
    toLogin,
  );
}

async function signOutWith(busy: string, request: () => Promise<SessionsNotice | 'signed-out'>) {
  if ($sessionsBusy.get()) return;
  $sessionsBusy.set(busy);
  $sessionsNotice.set(null);
  try {
    const notice = await request();
    if (notice === 'signed-out') return toLogin();
    $sessionsNotice.set(notice);
    await loadSessions();
  } catch {
    $sessionsNotice.set({ kind: 'error', text: sessionMessages.signOutException });
  } finally {
    $sessionsBusy.set(null);
  }
}

/** Signs out one session; this device's own is a normal sign-out (logout, then `/`). */
export async function signOutSession(session: ListedSession) {
  if (session.current) {
    $sessionsBusy.set(session.id);
    await logout();
    return;
  }
  await signOutWith(session.id, async () => {
    const result = await answer(
      api.DELETE('/api/sessions/{id}', { ...signedIn, params: { path: { id: session.id } } }),
    );
    if (result.ok) return { kind: 'success', text: sessionMessages.signedOutOne(session.device) };
    if (result.status === 401) return 'signed-out';
    return { kind: 'error', text: sessionMessages.signOutFailed(result.error) };
  });
}

export async function signOutOtherSessions() {
  await signOutWith('others', async () => {
    const result = await answer(api.POST('/api/sessions/revoke-others', signedIn));
    if (result.ok) return { kind: 'success', text: sessionMessages.signedOutOthers(result.data.signedOut) };
    if (result.status === 401) return 'signed-out';
    return { kind: 'error', text: sessionMessages.signOutFailed(result.error) };
  });
}
