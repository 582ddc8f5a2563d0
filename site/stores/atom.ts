/**
 * The atoms of the stores, made so they remember the value they started with: the one the static
 * HTML was built with, which an island must render while it hydrates (site/islands/use-store.ts)
 * even when another island has changed the store already.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';

const initials = new WeakMap<ReadableAtom<unknown>, { value: unknown }>();

export function storeAtom<T>(initial: T): WritableAtom<T> {
  const store = atom(initial);
  initials.set(store, { value: initial });
  return store;
}

/** The value `store` started with, when it is an atom made by `storeAtom` (a computed store has none). */
export function initialValue<T>(store: ReadableAtom<T>): { value: T } | undefined {
  return initials.get(store) as { value: T } | undefined;
}
