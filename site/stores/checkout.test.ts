import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testBrowser } from './browser.test-helper';
import { $cart, $coupon } from './cart';
import { $cartCount } from './cart-count';
import { $checkout, BILLING_STEP_EVENT, placeOrder } from './checkout';

const browser = testBrowser();
const { fetch: fetchMock, reply, location, toasts: messages } = browser;
const flash = () => JSON.parse(browser.sessionStorage.getItem('flash') ?? '{}');
const ORDER_ID = '0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40';
const placed = {
  success: true,
  data: { id: ORDER_ID, number: 'NB-7K2M-9QXD', invoice: { number: 'NIM-2026-000001' } },
};

/** The Idempotency-Key and body of the n-th request. */
async function sent(n: number) {
  const { path, method, headers, body } = await browser.sent(n);
  return { path, method, key: headers.get('Idempotency-Key'), body };
}

beforeEach(() => {
  $cartCount.set(2);
  $checkout.set({ key: null, placing: false });
  $cart.set({ status: 'loading' });
  $coupon.set({ input: '', applied: null, error: null, checking: false });
});

describe('placeOrder', () => {
  it('sends a fresh key and the applied coupon, drops the badge to 0 and opens the confirmation', async () => {
    $coupon.set({
      input: 'welcome10',
      applied: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 },
      error: null,
      checking: false,
    });
    reply(201, placed);
    expect(await placeOrder()).toBe(`/order?id=${ORDER_ID}`);
    expect(await sent(0)).toMatchObject({ path: '/api/orders', method: 'POST', body: { couponCode: 'WELCOME10' } });
    expect((await sent(0)).key).toMatch(/^[0-9a-f-]{36}$/);
    expect($cartCount.get()).toBe(0);
    expect(location.assign).toHaveBeenCalledWith(`/order?id=${ORDER_ID}`);
    // The success toast waits for the confirmation page.
    expect(flash()).toEqual({
      message: 'Order NB-7K2M-9QXD placed. An invoice will follow by e-mail.',
      kind: 'success',
    });
  });

  it('says that usage is invoiced monthly for an order without an invoice (monthly items only)', async () => {
    reply(201, { success: true, data: { id: ORDER_ID, number: 'NB-7K2M-9QXD', invoice: null } });
    expect(await placeOrder()).toBe(`/order?id=${ORDER_ID}`);
    expect(flash()).toEqual({
      message: 'Order NB-7K2M-9QXD placed. Usage is invoiced on the 1st of each month.',
      kind: 'success',
    });
  });

  it('sends one request for two clicks', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const first = placeOrder();
    expect(await placeOrder()).toBeNull();
    answer(new Response(JSON.stringify(placed), { status: 201 }));
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network failure', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
    ['a 429', () => reply(429, { success: false, error: 'Too many requests. Please try again in 1 minute.' })],
    ['a 500', () => reply(500, { success: false, error: 'Internal server error' })],
  ])('retries the same attempt with the same key after %s', async (_, fail) => {
    fail();
    expect(await placeOrder()).toBeNull();
    expect(messages()[0]).toMatch(/^Checkout (failed|could not reach)/);
    reply(200, placed);
    await placeOrder();
    expect((await sent(1)).key).toBe((await sent(0)).key);
  });

  it('starts a new attempt (a new key) after a definite answer, and says why', async () => {
    reply(409, { success: false, error: 'Pro is no longer available. Remove it from your cart to check out.' });
    await placeOrder();
    expect(messages()).toEqual(['Checkout failed: Pro is no longer available. Remove it from your cart to check out.']);
    reply(201, placed);
    await placeOrder();
    expect((await sent(1)).key).not.toBe((await sent(0)).key);
  });

  it('drops a coupon the server no longer accepts and shows why beside the field', async () => {
    $coupon.set({
      input: 'save5',
      applied: { code: 'SAVE5', discountType: 'fixed', discountValue: 5 },
      error: null,
      checking: false,
    });
    reply(400, { success: false, error: 'This coupon has expired' });
    await placeOrder();
    expect($coupon.get()).toMatchObject({ applied: null, error: 'This coupon has expired' });
    expect(messages()).toEqual(['Checkout failed: This coupon has expired']);
    expect($cartCount.get()).toBe(2);
  });

  it('sends the account whose cart is shown, and shows the 409 when another tab switched accounts', async () => {
    $cart.set({ status: 'ready', items: [], tax: null, accountId: ORDER_ID });
    reply(409, { success: false, error: 'Your current account changed in another tab. Reload to see its cart.' });
    expect(await placeOrder()).toBeNull();
    expect((await sent(0)).body).toEqual({ accountId: ORDER_ID });
    expect(messages()).toEqual(['Your current account changed in another tab. Reload to see its cart.']);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('reloads the cart when it turned out empty', async () => {
    reply(400, { success: false, error: 'Your cart is empty.' });
    reply(200, { success: true, data: { items: [] } });
    await placeOrder();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await sent(1)).toMatchObject({ path: '/api/cart', method: 'GET' });
    expect(messages()).toEqual(['Checkout failed: Your cart is empty.']);
  });

  it('asks for billing details in place when checkout needs them: the billing step is shown, no toast', async () => {
    reply(409, { success: false, error: 'Add your billing details before checking out.' });
    expect(await placeOrder()).toBeNull();
    expect(browser.dispatchEvent).toHaveBeenCalledWith(expect.objectContaining({ type: BILLING_STEP_EVENT }));
    expect(messages()).toEqual([]);
    expect($checkout.get()).toEqual({ key: null, placing: false });
    // Saving the details places the order: a new attempt with a fresh key.
    reply(201, placed);
    await placeOrder();
    expect((await sent(1)).key).not.toBe((await sent(0)).key);
    expect(location.assign).toHaveBeenCalledWith(`/order?id=${ORDER_ID}`);
  });
});
