/**
 * The one loader pattern of the stores: a store that shows one thing read from the API is loading, has
 * failed with a message to show, or is ready with what it read (each store names its ready fields).
 */
import { atom } from 'nanostores';
import type { ApiResult } from '../lib/api';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & T);

/** What a failed load shows: for an answer without a message of its own, and for no answer at all. */
export type LoadTexts = { failed: string; exception: string };

export const LOADING = { status: 'loading' } as const;

/** A store that starts loading (the static HTML shows it so). */
export const loaderAtom = <T>() => atom<Loaded<T>>(LOADING);

/**
 * Puts the answer to `request` into `store`: `ready` makes the ready fields of its data; a failure shows
 * its error or `texts.failed`, a network failure `texts.exception`. With `unauthorized`, a 401 calls it
 * instead (the page goes to log in) and the state stays as it was.
 */
export async function load<D, T>(
  store: { set(state: Loaded<T>): void },
  request: Promise<ApiResult<D>>,
  ready: (data: D) => T,
  texts: LoadTexts,
  unauthorized?: () => void,
): Promise<void> {
  try {
    const result = await request;
    if (result.ok) store.set({ status: 'ready', ...ready(result.data) });
    else if (unauthorized && result.status === 401) unauthorized();
    else store.set({ status: 'error', message: result.error || texts.failed });
  } catch {
    store.set({ status: 'error', message: texts.exception });
  }
}
