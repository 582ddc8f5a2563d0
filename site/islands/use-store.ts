/**
 * How islands read shared stores. While React hydrates an island it renders each store's initial
 * value, the one the static HTML was built with, and the current value right after. Another
 * island may already have changed the store (the cart page reads the session before the nav does,
 * or the other way round), and rendering that during hydration is React's error #418.
 *
 * This is `useStore` of @nanostores/react with `ssr: 'initial'`, without its `keys` option (which
 * carried nanostores' path helpers into every island: ~0.4 KB gzip on every signed-in page).
 */
import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { initialValue } from '../stores/atom';

export function useStore<T>(store: ReadableAtom<T>): T {
  // The value last seen: a computed store's `get()` without listeners would build a new object each call.
  const snapshot = useRef(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (changed: () => void) => {
      const seen = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        changed();
      };
      seen(store.get());
      return store.listen(seen);
    },
    [store],
  );
  const get = () => snapshot.current;
  // During hydration: the value the server rendered with (an atom's initial value; a computed store has none).
  const started = initialValue(store);
  const initial = started === undefined ? get : () => started.value;
  return useSyncExternalStore(subscribe, get, initial);
}
