/**
 * The end of every way of signing in (password, second step, passkey): keep the session, say the
 * seed's words and go where the login was asked from (docs/decisions/return-after-sign-in.md), or,
 * when a signed-out Add to cart is waiting, put it in the cart and open the cart
 * (docs/decisions/add-to-cart-signed-out.md).
 */
import { writeFlash } from '../../lib/flash';
import { safeNextPath } from '../../lib/next-path';
import { type PendingCart, takePendingCart } from '../../lib/pending-cart';
import { signIn } from '../../stores/session';
import type { BannerState } from '../forms/Banner';
import { REDIRECT_DELAY_MS } from './timing';

export type SessionData = { token: string; id: string; name: string; email: string };

export const pendingCartMessages = {
  added: (count: number) => `Added ${count} ${count === 1 ? 'item' : 'items'} to your cart.`,
  failed: (error: string) => `What you chose could not be added to your cart: ${error}`,
} as const;

/** Adds the waiting items and leaves the outcome as a toast for the cart page. */
async function addPending(pending: PendingCart) {
  try {
    const { addItemsToCart } = await import('../../stores/cart-add');
    const outcome = await addItemsToCart(pending.targets, pending.billingPeriod);
    const failure = outcome?.failed[0];
    if (failure) writeFlash({ message: pendingCartMessages.failed(failure.error), kind: 'error' });
    else if (outcome) writeFlash({ message: pendingCartMessages.added(outcome.added), kind: 'success' });
  } catch {
    writeFlash({ message: pendingCartMessages.failed('the connection failed. Please try again.'), kind: 'error' });
  }
}

export function finishSignIn({ token, id, name, email }: SessionData, rememberMe: boolean): BannerState {
  signIn(token, { id, name, email }, rememberMe);
  const pending = takePendingCart();
  const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
  const go = async () => {
    if (pending) await addPending(pending);
    window.location.assign(pending ? '/cart' : next);
  };
  window.setTimeout(() => void go(), REDIRECT_DELAY_MS);
  return { kind: 'success', text: 'Login successful! Redirecting to dashboard...' };
}
