/**
 * How islands read shared stores. While React hydrates an island it renders each store's initial
 * value, the one the static HTML was built with, and the current value right after. Another
 * island may already have changed the store (the cart page reads the session before the nav does,
 * or the other way round), and rendering that during hydration is React's error #418 (issue 17).
 */
import { useStore as useNanostore } from '@nanostores/react';
import type { WritableAtom } from 'nanostores';

export function useStore<T>(store: WritableAtom<T>): T {
  return useNanostore(store, { ssr: 'initial' });
}
