/**
 * No page scrolls sideways on a 360 px phone, in either theme: signed in with two plans in the cart
 * and an order placed, the cart, its billing step open, the account pages and the order (a team's
 * page and the invitation page: teams.spec.ts). Every
 * page of the sitemap is checked signed out by runtime-errors.spec.ts, on the same 360 px loads that
 * watch for errors.
 */
import type { Page } from '@playwright/test';
import { giveBillingDetails, placeOrder } from './billing-helpers';
import { createAccount, expect, hydrated, showEveryIsland, signInBrowser, test } from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Pages whose content is wider than the viewport, each with its width. */
async function overflowing(page: Page, paths: string[]) {
  const wide: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' });
      // Signed-in pages fill in from the API after hydrating; the lower islands load when seen.
      await showEveryIsland(page);
      await page.waitForLoadState('networkidle');
      const width = await scrollWidth(page);
      if (width !== 360) wide.push(`${path} (${colorScheme}): ${width} px`);
    }
  }
  return wide;
}

test.describe('no sideways scrolling at 360 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('signed in with an order and two plans in the cart: the cart, the account pages and the order, both themes', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await giveBillingDetails(request, account);
    const order = await placeOrder(request, account);
    for (const planId of ['starter', 'pro']) {
      const res = await request.post('/api/cart/add', {
        data: { planId, billingPeriod: 'annual' },
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(res.status()).toBe(200);
    }
    await signInBrowser(page, account);
    const pages = [
      ['/cart', page.getByRole('heading', { name: 'Order summary' })],
      ['/profile', page.getByRole('heading', { name: 'Personal Information' })],
      ['/profile/security', page.getByRole('heading', { name: 'Two-factor authentication' })],
      ['/profile/orders', page.getByRole('link', { name: `Order ${order.number}` })],
      ['/profile/billing', page.getByText(order.invoice.number)],
      ['/profile/team', page.getByRole('heading', { name: 'Create a team' })],
      ['/profile/tokens', page.getByRole('heading', { name: 'Create a token' })],
      [`/order?id=${order.id}`, page.getByTestId('invoice-number')],
    ] as const;
    for (const [path, content] of pages) {
      await page.goto(path);
      await expect(content).toBeVisible();
    }
    const paths = pages.map(([path]) => path);
    expect(await overflowing(page, paths)).toEqual([]);
  });

  test('the cart with its billing step open, both themes', async ({ page, request }) => {
    const account = await createAccount(request);
    const res = await request.post('/api/cart/add', {
      data: { planId: 'pro', billingPeriod: 'annual' },
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(res.status()).toBe(200);
    await signInBrowser(page, account);
    await page.goto('/cart');
    await hydrated(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const step = page.getByRole('region', { name: 'Billing details' });
    await expect(step.getByLabel('Country')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await scrollWidth(page), colorScheme).toBe(360);
    }
  });
});
