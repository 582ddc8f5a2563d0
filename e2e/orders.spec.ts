/**
 * Checkout (docs/decisions/checkout-creates-orders.md) in the browser: cart → order confirmation → the
 * account's Orders page, on desktop and phone, on the real Worker. The customers here have given their
 * billing details already (a US address: no tax); the cart's billing step is billing.spec.ts's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { giveBillingDetails } from './billing-helpers';
import {
  type Account,
  createAccount,
  expect,
  expectNoAxeViolations,
  freshClient,
  hydrated,
  signInBrowser,
  test,
} from './fixtures';

type OrderSummary = { id: string; number: string };

async function addViaApi(request: APIRequestContext, account: Account, body: Record<string, string>) {
  const res = await request.post('/api/cart/add', {
    data: body,
    headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
  });
  expect(res.status()).toBe(200);
}

async function ordersOf(request: APIRequestContext, account: Account): Promise<OrderSummary[]> {
  const res = await request.get('/api/orders', { headers: { authorization: `Bearer ${account.token}` } });
  return ((await res.json()) as { data: { orders: OrderSummary[] } }).data.orders;
}

const toast = (page: Page, text: string | RegExp) => page.locator('.toast').filter({ hasText: text });
const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Order with obligation to pay' });
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A signed-in customer on /cart with Pro (annual) and Starter (monthly) and WELCOME10 applied. */
async function cartWithCoupon(page: Page, request: APIRequestContext) {
  const account = await createAccount(request);
  await giveBillingDetails(request, account);
  await addViaApi(request, account, { planId: 'pro', billingPeriod: 'annual' });
  await addViaApi(request, account, { planId: 'starter', billingPeriod: 'monthly' });
  await signInBrowser(page, account);
  await page.goto('/cart');
  await hydrated(page);
  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied: WELCOME10 (10% off)')).toBeVisible();
  // Due now: $278 for the year, 10% off; the monthly Starter is billed monthly, never summed with it.
  await expect(page.getByTestId('cart-total')).toHaveText('$250.20');
  return account;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`checkout on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a double-click places one order; the confirmation survives a reload; Orders lists it', async ({
      page,
      request,
    }) => {
      const account = await cartWithCoupon(page, request);
      const badge = page.locator('a.icon-btn[href="/cart"]').first();
      await expect(badge).toHaveAttribute('aria-label', 'Cart, 2 items');
      await checkoutButton(page).dblclick();
      await page.waitForURL(/\/order\?id=[0-9a-f-]{36}$/);
      const [order] = await ordersOf(request, account);
      expect(await ordersOf(request, account)).toHaveLength(1);
      if (!order) throw new Error('no order');

      const check = async () => {
        await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
        await expect(page.getByText('Pending payment')).toBeVisible();
        // Invoiced at checkout (docs/decisions/invoices-and-bank-transfer.md): its number, the amount to transfer, its PDF.
        const invoice = page.locator('.order-invoice');
        await expect(invoice.getByTestId('invoice-number')).toHaveText(/^NIM-\d{4}-\d{6}$/);
        // The invoice is for the year of Pro, 10% off; Starter is metered and invoiced monthly.
        await expect(invoice).toContainText('Pay $250.20 by bank transfer');
        await expect(invoice).toContainText('Usage is invoiced on the 1st of each month');
        await expect(invoice.getByRole('button', { name: /^Download PDF: invoice NIM-/ })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Billed to' })).toContainText(account.email);
        const items = page.getByRole('table', { name: `Items in order ${order.number}` });
        await expect(items.getByRole('rowheader')).toHaveText([/Pro.*billed annually/, /Starter.*billed monthly/]);
        await expect(items.getByRole('cell')).toHaveText(['$278.00/year', '$12.00/month']);
        await expect(page.getByTestId('order-subtotal')).toHaveText('$278.00');
        await expect(page.getByTestId('order-discount')).toHaveText('−$27.80');
        await expect(page.getByText('(WELCOME10, 10% off)')).toBeVisible();
        await expect(page.getByTestId('order-total')).toHaveText('$250.20');
        await expect(page.getByText(/^Placed /)).toContainText(String(new Date().getFullYear()));
      };
      await expect(toast(page, `Order ${order.number} placed. An invoice will follow by e-mail.`)).toBeVisible();
      await check();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      // The nav's badge dropped to 0 (its label loses the count).
      await hydrated(page);
      await expect(badge).toHaveAttribute('aria-label', 'Cart');
      await expectNoAxeViolations(page);

      await page.reload();
      await check();
      await expect(page.locator('.toast')).toHaveCount(0);

      await page.goto('/profile/orders');
      const orders = page.getByRole('region', { name: 'Orders' });
      const link = orders.getByRole('link', { name: `Order ${order.number}` });
      await expect(link).toBeVisible();
      await expect(orders.getByText('2 items')).toBeVisible();
      await expect(orders.getByText('$250.20')).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await link.click();
      await page.waitForURL(`**/order?id=${order.id}`);
      await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();

      await page.goto('/cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
    });
  });
}

test.describe('checkout when things go wrong', () => {
  test('an attempt whose answer was lost is retried with the same key and places one order', async ({
    page,
    request,
  }) => {
    const account = await cartWithCoupon(page, request);
    const keys: string[] = [];
    let first = true;
    await page.route('**/api/orders', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) {
        // The server places the order, but its answer never reaches the browser.
        first = false;
        await route.fetch();
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await checkoutButton(page).click();
    await expect(toast(page, 'Checkout could not reach the server. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await checkoutButton(page).click();
    await page.waitForURL(/\/order\?id=/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(request, account)).toHaveLength(1);
  });

  test('a cart emptied meanwhile fails with a toast and shows the empty cart', async ({ page, request }) => {
    const account = await createAccount(request);
    await giveBillingDetails(request, account);
    await addViaApi(request, account, { planId: 'starter', billingPeriod: 'monthly' });
    await signInBrowser(page, account);
    await page.goto('/cart');
    await hydrated(page);
    await expect(checkoutButton(page)).toBeEnabled();
    const removed = await request.delete('/api/cart/remove', {
      data: { planId: 'starter' },
      headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
    });
    expect(removed.status()).toBe(200);
    await checkoutButton(page).click();
    await expect(toast(page, 'Checkout failed: Your cart is empty.')).toBeVisible();
    await expect(page.getByText('Pick a plan or a server and it will wait for you here.')).toBeVisible();
    expect(await ordersOf(request, account)).toHaveLength(0);
  });

  test("another customer's order is not shown; signed out, the login returns to the order", async ({
    page,
    request,
  }) => {
    const owner = await createAccount(request);
    await giveBillingDetails(request, owner);
    await addViaApi(request, owner, { planId: 'starter', billingPeriod: 'monthly' });
    const placed = await request.post('/api/orders', {
      data: {},
      headers: { authorization: `Bearer ${owner.token}`, 'Idempotency-Key': crypto.randomUUID(), ...freshClient() },
    });
    expect(placed.status()).toBe(201);
    const { id } = ((await placed.json()) as { data: { id: string } }).data;

    await page.goto(`/order?id=${id}`);
    await page.waitForURL(`**/login?next=${encodeURIComponent(`/order?id=${id}`).replace(/%2F/g, '/')}`);

    await signInBrowser(page, await createAccount(request));
    await page.goto(`/order?id=${id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/profile/orders');
  });
});
