/**
 * The cart page's lines, coupon and totals (docs/decisions/one-cart-line-per-item.md,
 * docs/decisions/coupons-are-server-data.md). Adding from the pricing and services pages is
 * `cart-add.ts`, the nav's item count `cart-count.ts`, checkout (docs/decisions/checkout-creates-orders.md)
 * `checkout.ts`.
 */

import { atom } from 'nanostores';
import type { CartItem } from '../shared/api/cart';
import { cartMessages, lineProduct } from '../shared/api/cart-messages';
import { couponMessages } from '../shared/api/coupons-messages';
import type { Coupon } from '../shared/domain/catalog';
import { discountAmount, subtotal, total } from '../shared/domain/pricing';
import { $cartCount } from './cart-count';
import type { Loaded } from './loader';
import { authRequest } from './session';
import { toast } from './toast';

/** The lines, and the account whose cart they are: checkout sends it back (docs/decisions/one-account-per-request.md). */
export type CartState = Loaded<{ items: CartItem[]; accountId: string }>;

export const $cart = atom<CartState>({ status: 'loading' });

export type CouponState = { input: string; applied: Coupon | null; error: string | null; checking: boolean };
const noCoupon: CouponState = { input: '', applied: null, error: null, checking: false };
export const $coupon = atom<CouponState>(noCoupon);

/**
 * Subtotal, discount and total of the cart page (custom-priced lines count 0). A function of the two
 * stores rather than a computed store: nanostores' `computed` would ship with every signed-in page's nav.
 */
export function cartTotals(cart: CartState, coupon: CouponState) {
  const lines =
    cart.status === 'ready'
      ? cart.items.map((item) => ({
          monthlyPrice: lineProduct(item)?.monthlyPrice ?? null,
          billingPeriod: item.billingPeriod,
        }))
      : [];
  const sub = subtotal(lines);
  return { subtotal: sub, discount: discountAmount(sub, coupon.applied), total: total(sub, coupon.applied) };
}

/**
 * The cart's load is stores/loader.ts's `load` written out: /cart's JS is at its budget, and the helper
 * would be one more chunk there.
 */
export async function loadCart() {
  $cart.set({ status: 'loading' });
  try {
    const result = await authRequest('GET', '/api/cart');
    if (result.ok) {
      $cart.set({ status: 'ready', items: result.data.items, accountId: result.data.accountId });
      $cartCount.set(result.data.items.length);
    } else {
      $cart.set({ status: 'error', message: result.error || cartMessages.cartLoadFailed });
    }
  } catch {
    $cart.set({ status: 'error', message: cartMessages.cartLoadException });
  }
}

/** Removes a line; success drops it and clears any coupon, its input and its error. */
export async function removeFromCart(item: CartItem): Promise<boolean> {
  const body = item.planId ? { planId: item.planId._id } : { serviceId: item.serviceId?._id ?? '' };
  try {
    const result = await authRequest('DELETE', '/api/cart/remove', body);
    if (!result.ok) {
      toast(cartMessages.removeFailed(result.error), 'error');
      return false;
    }
    const cart = $cart.get();
    if (cart.status === 'ready') $cart.set({ ...cart, items: cart.items.filter((line) => line.id !== item.id) });
    $cartCount.set(result.data.itemCount);
    $coupon.set(noCoupon);
    toast(cartMessages.removed, 'success');
    return true;
  } catch {
    toast(cartMessages.removeException, 'error');
    return false;
  }
}

export function setCouponInput(input: string) {
  $coupon.set({ ...$coupon.get(), input });
}

/** Validates the typed code; any failure clears the applied coupon. */
export async function applyCoupon() {
  const code = $coupon.get().input.trim();
  if (!code) {
    $coupon.set({ ...$coupon.get(), applied: null, error: couponMessages.required });
    return;
  }
  $coupon.set({ ...$coupon.get(), checking: true, error: null });
  try {
    const result = await authRequest('POST', '/api/coupons/validate', { code });
    if (result.ok) {
      $coupon.set({ ...$coupon.get(), checking: false, applied: result.data, error: null });
      toast(couponMessages.applied, 'success');
    } else {
      $coupon.set({
        ...$coupon.get(),
        checking: false,
        applied: null,
        error: result.error || couponMessages.invalid,
      });
    }
  } catch {
    $coupon.set({ ...$coupon.get(), checking: false, applied: null, error: couponMessages.exception });
  }
}
