/**
 * The signed-in state (docs/decisions/server-sessions.md, docs/decisions/return-after-sign-in.md). The token and user live in localStorage
 * ("Remember me") or sessionStorage under the keys `token` and `user`; this store mirrors them.
 * It starts empty on the server and in the first client render, and `initSession()` reads
 * storage after hydration, so server HTML and the first render always agree.
 */

import { atom } from 'nanostores';
import { api } from '../lib/api';
import { writeFlash } from '../lib/flash';
import { loginUrlFor } from '../lib/login-url';

export type StoredUser = { id: string; name: string; email: string };
export type Session = { token: string; user: StoredUser };

export const $session = atom<Session | null>(null);
/** True once storage has been read on this page. */
export const $sessionReady = atom(false);

/** `account`: the current account's copy (stores/current-account.ts), which goes with the session. */
const KEYS = { token: 'token', user: 'user', account: 'account' } as const;

function stores(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

/** The storage that holds the session ("Remember me": localStorage), where what goes with it is kept too. */
export function sessionStore(): Storage | null {
  return stores().find((storage) => storage.getItem(KEYS.token)) ?? null;
}

function readStored(): Session | null {
  for (const storage of stores()) {
    const token = storage.getItem(KEYS.token);
    if (!token) continue;
    try {
      const user = JSON.parse(storage.getItem(KEYS.user) ?? 'null') as StoredUser | null;
      if (user && typeof user.name === 'string') return { token, user };
    } catch {
      // A damaged user record is treated like no session.
    }
    return { token, user: { id: '', name: '', email: '' } };
  }
  return null;
}

function reflect(session: Session | null) {
  if (typeof document === 'undefined') return;
  if (session) document.documentElement.dataset.auth = 'in';
  else delete document.documentElement.dataset.auth;
}

$session.listen(reflect);

export function initSession(): Session | null {
  if (!$sessionReady.get()) {
    $session.set(readStored());
    $sessionReady.set(true);
  }
  return $session.get();
}

export function signIn(token: string, user: StoredUser, rememberMe: boolean) {
  clearStorage();
  const storage = rememberMe ? window.localStorage : window.sessionStorage;
  storage.setItem(KEYS.token, token);
  storage.setItem(KEYS.user, JSON.stringify(user));
  $session.set({ token, user });
  $sessionReady.set(true);
  // Islands that wait for a session (client:demand="session", the nav) load now.
  window.dispatchEvent(new Event('nimbus:session'));
}

function clearStorage() {
  for (const storage of stores()) {
    for (const key of Object.values(KEYS)) storage.removeItem(key);
  }
}

/** Forgets the session in this browser only (also what a 401 from the API leads to). */
export function signOutLocally() {
  clearStorage();
  $session.set(null);
}

export const LOGGED_OUT = 'You have been logged out.';

/** Logout: revoke the token on the server when possible, always clear locally, go to `/` (or `to`). */
export async function logout(to = '/') {
  const token = $session.get()?.token;
  if (token) {
    try {
      await api.POST('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    } catch {
      // Offline: the local sign-out below still happens; the token expires on its own.
    }
  }
  signOutLocally();
  writeFlash({ message: LOGGED_OUT, kind: 'success' });
  window.location.assign(to);
}

/** Keeps the stored user record in step after a profile change. */
export function updateStoredUser(patch: Partial<StoredUser>) {
  const session = $session.get();
  if (!session) return;
  const user = { ...session.user, ...patch };
  for (const storage of stores()) {
    if (storage.getItem(KEYS.token) === session.token) storage.setItem(KEYS.user, JSON.stringify(user));
  }
  $session.set({ ...session, user });
}

/** Guard for signed-in pages: without a session, go to the login page that returns here. */
export function requireSession(path: string): Session | null {
  const session = initSession();
  if (!session) window.location.replace(loginUrlFor(path));
  return session;
}
