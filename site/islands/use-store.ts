/**
 * How islands read shared stores: `useStore` of @nanostores/react, rendering while React hydrates the
 * value the static HTML was built with (`ssr: 'initial'`, an atom's `init`). Another island may already
 * have changed the store (the cart page reads the session before the nav does, or the other way round),
 * and rendering that during hydration is React's error #418.
 */
import { useStore as useNanostore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  return useNanostore(store, { ssr: 'initial' });
}
