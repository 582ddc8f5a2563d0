/**
 * The navigation bar's cart item count, apart from the rest of the cart so the
 * nav on every page carries only this.
 */
import { atom } from 'nanostores';
import { answer, api } from '../lib/api';
import { $session } from './session';
import { signedIn } from './signed-in';

export const $cartCount = atom(0);

// Signing out (logout or a 401) resets the count.
$session.listen((session) => {
  if (!session) $cartCount.set(0);
});

/** Reads the count once per page load when signed in; failures only reach the console. */
export async function refreshCartCount() {
  if (!$session.get()) return;
  try {
    const result = await answer(api.GET('/api/cart', signedIn));
    if (result.ok && Array.isArray(result.data.items)) $cartCount.set(result.data.items.length);
    else console.error('Error fetching cart count', result.ok ? 'malformed response' : result.error);
  } catch (error) {
    console.error('Error fetching cart count', error);
  }
}
