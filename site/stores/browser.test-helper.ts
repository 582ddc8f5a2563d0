/**
 * The browser the stores' tests run in (Node has none): `fetch` answered by the test, this tab's storage
 * with the session's bearer token in it, and the location, history and events the stores use. Called once
 * at the top of a test file, it installs a fresh one around every test and answers its parts.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { $session, $sessionReady, type StoredUser } from './session';
import { $toasts } from './toast';

export const TOKEN = 't'.repeat(43);
export const USER: StoredUser = { id: 'u', name: 'Ada', email: 'ada@example.com' };

/** Enough of the Storage interface for the stores. */
export class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

/** What a test reads of a request its `fetch` received (the API client sends a `Request`). */
export type SentRequest = { path: string; method: string; headers: Headers; body: unknown };

async function read(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    path: url.pathname + url.search,
    method: request.method,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** `signedIn: false`: no session, in storage or in `$session`. */
export function testBrowser({ signedIn = true } = {}) {
  const fetch = vi.fn<(request: Request) => Promise<Response>>();
  const location = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const history = { state: null, replaceState: vi.fn() };
  const dispatchEvent = vi.fn((_: Event) => true);
  const localStorage = new MemoryStorage();
  const sessionStorage = new MemoryStorage();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    if (signedIn) sessionStorage.setItem('token', TOKEN);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { localStorage, sessionStorage, location, history, dispatchEvent });
    // In a tab `window` is the global object: some modules name the storage without it.
    vi.stubGlobal('localStorage', localStorage);
    vi.stubGlobal('sessionStorage', sessionStorage);
    $toasts.set([]);
    $session.set(signedIn ? { token: TOKEN, user: USER } : null);
    $sessionReady.set(true);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    for (const mock of [fetch, location.assign, location.replace, location.reload, history.replaceState]) {
      mock.mockReset();
    }
    dispatchEvent.mockClear();
    $session.set(null);
  });

  return {
    fetch,
    location,
    history,
    dispatchEvent,
    localStorage,
    sessionStorage,
    /** The next answer of the API: `body` as JSON with `status` and `headers`. */
    reply: (status: number, body: unknown, headers: Record<string, string> = {}) =>
      fetch.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers })),
    /** The `n`-th request sent: its path (with its query), method, headers and JSON body. */
    sent: (n = 0) => {
      const request = fetch.mock.calls[n]?.[0];
      if (!request) throw new Error(`No request ${n}: ${fetch.mock.calls.length} sent`);
      return read(request);
    },
    /** Every request sent, in order. */
    sentAll: () => Promise.all(fetch.mock.calls.map(([request]) => read(request))),
    /** The toasts' messages, in order. */
    toasts: () => $toasts.get().map((toast) => toast.message),
  };
}
