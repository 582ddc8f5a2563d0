/**
 * A toast that must survive a navigation (logout's "You have been logged out." on the page it
 * goes to). Kept in sessionStorage until the next page shows it; no dependencies, because every
 * page's layout reads it.
 */
export type Flash = { message: string; kind: 'success' | 'error' | 'info' };

const KEY = 'flash';

export function writeFlash(flash: Flash) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Without storage the message is lost; the navigation itself still happens.
  }
}

/** Reads and forgets the stored flash; a damaged one is dropped. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const flash = JSON.parse(raw) as Partial<Flash>;
    return typeof flash.message === 'string' ? { message: flash.message, kind: flash.kind ?? 'info' } : null;
  } catch {
    return null;
  }
}
