/**
 * Checkout (docs/decisions/checkout-creates-orders.md) from the cart page. It sends a fresh `Idempotency-Key` per attempt and keeps it
 * while the attempt has no answer (a network failure, a 5xx or a 429), so "Proceed to Checkout"
 * again retries the same attempt and can never place a second order for it.
 */

import { atom } from 'nanostores';
import { answer, api } from '../lib/api';
import { writeFlash } from '../lib/flash';
import { couponErrors } from '../shared/api/coupons-messages';
import { IDEMPOTENCY_HEADER, orderErrors, orderMessages, orderPath } from '../shared/api/orders-messages';
import { $cart, $coupon, loadCart } from './cart';
import { $cartCount } from './cart-count';
import { signedIn } from './signed-in';
import { toast } from './toast';

/** The checkout attempt in progress: its key, and whether a request is on its way. */
export const $checkout = atom<{ key: string | null; placing: boolean }>({ key: null, placing: false });

/**
 * Checkout needs billing details: this event shows the cart's billing step, whose island loads only
 * then (client:demand="billing"); saving the details there places the order.
 */
export const BILLING_STEP_EVENT = 'nimbus:billing-step';

const COUPON_ERRORS: string[] = [couponErrors.unknown, couponErrors.inactive, couponErrors.expired];

/** Places the order for the cart; on success goes to the order's page (and resolves to its path). */
export async function placeOrder(): Promise<string | null> {
  const attempt = $checkout.get();
  // A second click while the first is on its way does nothing (and would reuse the key anyway).
  if (attempt.placing) return null;
  const key = attempt.key ?? crypto.randomUUID();
  $checkout.set({ key, placing: true });
  const couponCode = $coupon.get().applied?.code;
  // The account whose cart is shown: another tab may have switched the session since.
  const cart = $cart.get();
  const accountId = cart.status === 'ready' ? cart.accountId : undefined;
  try {
    const result = await answer(
      api.POST('/api/orders', {
        ...signedIn,
        body: { ...(couponCode ? { couponCode } : {}), ...(accountId ? { accountId } : {}) },
        params: { header: { [IDEMPOTENCY_HEADER]: key } },
      }),
    );
    if (result.ok) {
      // The button stays busy while the confirmation page loads; the badge drops to 0 at once.
      $checkout.set({ key: null, placing: true });
      $cartCount.set(0);
      const path = orderPath(result.data.id);
      const placed = result.data.invoice ? orderMessages.placed : orderMessages.placedMetered;
      writeFlash({ message: placed(result.data.number), kind: 'success' });
      window.location.assign(path);
      return path;
    }
    // No answer to this attempt yet (limit, server trouble): keep its key for the retry.
    const unanswered = result.status === 429 || result.status >= 500;
    $checkout.set({ key: unanswered ? key : null, placing: false });
    if (result.error === orderErrors.billingDetailsMissing) {
      // Not a failure to report: the cart asks for the details in place, then places the order.
      window.dispatchEvent(new Event(BILLING_STEP_EVENT));
      return null;
    }
    if (COUPON_ERRORS.includes(result.error)) {
      // The coupon no longer holds: drop it and say why beside the coupon field.
      $coupon.set({ ...$coupon.get(), applied: null, error: result.error });
    }
    // Someone emptied the cart meanwhile (another tab checked out): show it as it is now.
    if (result.error === orderErrors.emptyCart) void loadCart();
    if (result.error === orderErrors.accountChanged) {
      // Another tab switched accounts: say so as the server does; the cart shown is not this account's.
      toast(result.error, 'error');
      return null;
    }
    toast(orderMessages.failed(result.error), 'error');
  } catch {
    $checkout.set({ key, placing: false });
    toast(orderMessages.exception, 'error');
  }
  return null;
}
