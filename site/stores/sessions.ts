/**
 * The Security section's sessions and sign-in history (docs/decisions/sessions-and-devices.md): the live sessions of the account and
 * its last sign-ins, and the actions that sign sessions out. After each change the list reloads.
 */

import { loginUrlFor } from '../lib/login-url';
import { type ListedSession, type SignIn, sessionMessages } from '../shared/api/account';
import { storeAtom } from './atom';
import { authRequest, logout } from './session';

export type SessionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; sessions: ListedSession[]; signIns: SignIn[] };

export type SessionsNotice = { kind: 'success' | 'error'; text: string } | null;

export const $sessions = storeAtom<SessionsState>({ status: 'loading' });
/** What the last sign-out did, shown above the list. */
export const $sessionsNotice = storeAtom<SessionsNotice>(null);
/** The session being signed out (its id), 'others' for "Sign out all other sessions", or null. */
export const $sessionsBusy = storeAtom<string | null>(null);

/** A 401 means this browser's own session is gone: back to login, returning to the profile. */
function toLogin() {
  window.location.replace(loginUrlFor('/profile'));
}

export async function loadSessions() {
  try {
    const [list, history] = await Promise.all([
      authRequest('GET', '/api/account/sessions'),
      authRequest('GET', '/api/account/sign-ins'),
    ]);
    if (list.ok && history.ok) {
      $sessions.set({ status: 'ready', sessions: list.data.sessions, signIns: history.data.signIns });
      return;
    }
    if (list.status === 401 || history.status === 401) return toLogin();
    const error = list.ok ? (history.ok ? '' : history.error) : list.error;
    $sessions.set({ status: 'error', message: error || sessionMessages.loadFailed });
  } catch {
    $sessions.set({ status: 'error', message: sessionMessages.loadException });
  }
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
    const result = await authRequest('DELETE', `/api/account/sessions/${encodeURIComponent(session.id)}`);
    if (result.ok) return { kind: 'success', text: sessionMessages.signedOutOne(session.device) };
    if (result.status === 401) return 'signed-out';
    return { kind: 'error', text: sessionMessages.signOutFailed(result.error) };
  });
}

export async function signOutOtherSessions() {
  await signOutWith('others', async () => {
    const result = await authRequest('POST', '/api/account/sessions/revoke-others');
    if (result.ok) return { kind: 'success', text: sessionMessages.signedOutOthers(result.data.signedOut) };
    if (result.status === 401) return 'signed-out';
    return { kind: 'error', text: sessionMessages.signOutFailed(result.error) };
  });
}
