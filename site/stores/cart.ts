/**
 * The cart page's lines, coupon and totals (docs/decisions/one-cart-line-per-item.md,
 * docs/decisions/coupons-are-server-data.md). Adding from the pricing and services pages is
 * `cart-add.ts`, the nav's item count `cart-count.ts`, checkout (docs/decisions/checkout-creates-orders.md)
 * `checkout.ts`.
 */

import { atom } from 'nanostores';
import { answer, api } from '../lib/api';
import type { CartItem, CartResponse } from '../shared/api/cart';
import { cartMessages, cartReviewMessages, lineProduct } from '../shared/api/cart-messages';
import { couponMessages } from '../shared/api/coupons-messages';
import { invoiceTotals, type TaxRule, toCents } from '../shared/domain/billing';
import type { Coupon } from '../shared/domain/catalog';
import { linePrice } from '../shared/domain/pricing';
import { $cartCount } from './cart-count';
import type { Loaded } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

/** The lines, and the account whose cart they are: checkout sends it back (docs/decisions/one-account-per-request.md). */
export type CartState = Loaded<{ items: CartItem[]; tax: CartResponse['tax']; accountId: string }>;

export const $cart = atom<CartState>({ status: 'loading' });

export type CouponState = { input: string; applied: Coupon | null; error: string | null; checking: boolean };
const noCoupon: CouponState = { input: '', applied: null, error: null, checking: false };
export const $coupon = atom<CouponState>(noCoupon);

/** A GPU line: billed by the started hour × count, never in advance. */
export function isGpuLine(item: CartItem): boolean {
  return item.instanceId?.kind === 'gpu';
}

function ruleOf(tax: CartResponse['tax']): TaxRule | null {
  if (!tax) return null;
  if (tax.kind === 'vat') return { kind: 'vat', country: tax.country, basisPoints: tax.rateBasisPoints ?? 0 };
  return { kind: tax.kind, country: tax.country };
}

/**
 * What the order asks for now, as checkout works it out (docs/decisions/services-metered-by-the-hour.md):
 * the annual lines invoiced at once, the coupon on them, the tax of the billing details (none known
 * yet: without tax); and the lines metered monthly. Never one sum of monthly and yearly prices. A
 * function of the two stores rather than a computed store: nanostores' `computed` would ship with
 * every signed-in page's nav.
 */
export function cartTotals(cart: CartState, coupon: CouponState) {
  const items = cart.status === 'ready' ? cart.items : [];
  const annual = items.filter((item) => item.billingPeriod === 'annual');
  const cents = annual.map((item) => toCents(linePrice(lineProduct(item)?.monthlyPrice ?? 0, 'annual')));
  const rule = cart.status === 'ready' ? ruleOf(cart.tax) : null;
  const dueNow = invoiceTotals(cents, coupon.applied, rule ?? { kind: 'none', country: '' });
  return { dueNow, taxKnown: rule !== null, metered: items.filter((item) => item.billingPeriod === 'monthly') };
}

/** Sets a line's GPU count or region on the server, and shows the cart it answers. */
export async function changeLine(item: CartItem, change: { count?: number; region?: string }): Promise<boolean> {
  try {
    const result = await answer(
      api.PATCH('/api/cart/lines/{id}', { ...signedIn, params: { path: { id: item.id } }, body: change }),
    );
    if (!result.ok) {
      toast(cartReviewMessages.changeFailed(result.error), 'error');
      return false;
    }
    $cart.set({ status: 'ready', items: result.data.items, tax: result.data.tax, accountId: result.data.accountId });
    return true;
  } catch {
    toast(cartReviewMessages.changeFailed(''), 'error');
    return false;
  }
}

/**
 * The cart's load is stores/loader.ts's `load` written out: /cart's JS is at its budget, and the helper
 * would be one more chunk there.
 */
export async function loadCart() {
  $cart.set({ status: 'loading' });
  try {
    const result = await answer(api.GET('/api/cart', signedIn));
    if (result.ok) {
      $cart.set({ status: 'ready', items: result.data.items, tax: result.data.tax, accountId: result.data.accountId });
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
  const body = item.planId
    ? { planId: item.planId._id }
    : item.instanceId
      ? { instanceId: item.instanceId._id }
      : { serviceId: item.serviceId?._id ?? '' };
  try {
    const result = await answer(api.DELETE('/api/cart/remove', { ...signedIn, body }));
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
    const result = await answer(api.POST('/api/coupons/validate', { ...signedIn, body: { code } }));
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
