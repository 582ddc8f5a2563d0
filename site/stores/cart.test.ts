import { beforeEach, describe, expect, it } from 'vitest';
import { takePendingCart } from '../lib/pending-cart';
import type { CartItem } from '../shared/api/cart';
import type { Plan } from '../shared/domain/catalog';
import { testBrowser } from './browser.test-helper';
import { $cart, $coupon, applyCoupon, cartTotals, loadCart, removeFromCart, setCouponInput } from './cart';
import { addToCart } from './cart-add';
import { $cartCount } from './cart-count';
import { $session } from './session';

const plan = (id: string, monthlyPrice: number | null): Plan => ({
  _id: id,
  name: id,
  monthlyPrice,
  description: '',
  features: [],
  cpuCores: 1,
  ram: 1,
  storage: 1,
  bandwidth: 1,
});
const line = (id: string, price: number | null, billingPeriod: 'monthly' | 'annual' = 'monthly'): CartItem => ({
  id,
  planId: plan(id, price),
  serviceId: null,
  instanceId: null,
  category: null,
  billingPeriod,
  count: 1,
  region: 'New York',
  regions: ['New York'],
});

const { fetch: fetchMock, reply, sent, location, dispatchEvent, toasts: messages } = testBrowser();

beforeEach(() => {
  $cartCount.set(0);
  $coupon.set({ input: '', applied: null, error: null, checking: false });
});

describe('addToCart', () => {
  it('signed out, keeps the item in this tab and offers sign-up first', async () => {
    $session.set(null);
    expect(await addToCart({ instanceId: 'ai-pro' }, 'monthly')).toBe(false);
    expect(location.assign).toHaveBeenCalledWith('/signup');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePendingCart()).toEqual({ targets: [{ instanceId: 'ai-pro' }], billingPeriod: 'monthly' });
  });

  it('sends the bearer token, updates the badge at once and toasts', async () => {
    reply(200, { success: true, data: { itemCount: 2 } });
    expect(await addToCart({ planId: 'pro' }, 'annual')).toBe(true);
    const { path, body, headers } = await sent();
    expect(path).toBe('/api/cart/add');
    expect(body).toEqual({ planId: 'pro', billingPeriod: 'annual' });
    expect(headers.get('authorization')).toBe(`Bearer ${'t'.repeat(43)}`);
    expect($cartCount.get()).toBe(2);
    expect(messages()).toEqual(['Plan added to cart successfully!']);
    // The Toaster island loads on this event (client:demand="toast").
    expect(dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'nimbus:toast' }));
  });

  it.each([
    [
      { success: false, error: 'This service is out of stock. Please contact sales.' },
      409,
      'Failed to add service: This service is out of stock. Please contact sales.',
    ],
    [{}, 500, 'Failed to add service: Unknown error'],
  ])('shows the server failure of a service: %j', async (body, status, message) => {
    reply(status, body);
    await addToCart({ serviceId: 'vps-pro', category: 'kvmVps' }, 'monthly');
    expect(messages()).toEqual([message]);
  });

  it('tells an exception apart from a server failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await addToCart({ planId: 'pro' }, 'monthly');
    expect(messages()).toEqual(['An error occurred while adding to cart. Please try again.']);
  });
});

describe('cart page state', () => {
  it('loads, totals with custom lines at 0, and a removal clears the coupon', async () => {
    reply(200, { success: true, data: { items: [line('a', 29), line('b', 12, 'annual'), line('c', null)] } });
    await loadCart();
    expect($cartCount.get()).toBe(3);
    // Due now: the annual line only ($115 for a year of $12); the monthly ones are metered.
    const due = () => cartTotals($cart.get(), $coupon.get());
    expect(due().dueNow).toMatchObject({ subtotalCents: 11500, discountCents: 0, totalCents: 11500 });
    expect(due().metered.map((item) => item.id)).toEqual(['a', 'c']);

    setCouponInput('welcome10');
    reply(200, { success: true, data: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 } });
    await applyCoupon();
    expect(due().dueNow).toMatchObject({ subtotalCents: 11500, discountCents: 1150, totalCents: 10350 });
    expect(messages()).toContain('Coupon applied successfully!');

    reply(200, { success: true, data: { itemCount: 2 } });
    const cart = $cart.get();
    if (cart.status !== 'ready' || !cart.items[1]) throw new Error('not ready');
    await removeFromCart(cart.items[1]);
    expect($coupon.get()).toEqual({ input: '', applied: null, error: null, checking: false });
    expect(due().dueNow).toMatchObject({ subtotalCents: 0, totalCents: 0 });
    expect(due().metered).toHaveLength(2);
    expect(messages()).toContain('Item removed from cart successfully!');
  });

  it.each([
    [500, { success: false, error: 'Database unavailable' }, 'Database unavailable'],
    [500, {}, 'Failed to fetch cart'],
  ])('shows a load failure: %i %j', async (status, body, message) => {
    reply(status, body);
    await loadCart();
    expect($cart.get()).toEqual({ status: 'error', message });
  });

  it('shows a load exception', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await loadCart();
    expect($cart.get()).toEqual({ status: 'error', message: 'An error occurred while fetching your cart.' });
  });
});

describe('applyCoupon', () => {
  it('asks for a code without calling the API', async () => {
    await applyCoupon();
    expect($coupon.get().error).toBe('Please enter a coupon code');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ success: false, error: 'This coupon has expired' }, 400, 'This coupon has expired'],
    [{}, 502, 'Invalid coupon'],
  ])('a failure clears the applied coupon: %j', async (body, status, message) => {
    $coupon.set({
      input: 'x',
      applied: { code: 'SAVE5', discountType: 'fixed', discountValue: 5 },
      error: null,
      checking: false,
    });
    reply(status, body);
    await applyCoupon();
    expect($coupon.get()).toMatchObject({ applied: null, error: message, checking: false });
  });

  it('an exception has its own message', async () => {
    setCouponInput('save5');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await applyCoupon();
    expect($coupon.get().error).toBe('An error occurred while validating the coupon');
  });
});
