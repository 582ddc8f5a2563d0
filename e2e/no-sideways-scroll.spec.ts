/**
 * No page scrolls sideways on a 360 px phone, in either theme: the signed-in cart and
 * profile with two plans in the cart. Every page of the sitemap is checked signed out by
 * runtime-errors.spec.ts, on the same 360 px loads that watch for errors.
 */
import type { Page } from '@playwright/test';
import { createAccount, expect, signInBrowser, test } from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

/** Pages whose content is wider than the viewport, each with its width. */
async function overflowing(page: Page, paths: string[], { waitForData = false } = {}) {
  const wide: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' });
      // Signed-in pages fill in from the API after hydrating.
      if (waitForData) await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width !== 360) wide.push(`${path} (${colorScheme}): ${width} px`);
    }
  }
  return wide;
}

test.describe('no sideways scrolling at 360 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the signed-in cart and profile with two plans in the cart, both themes', async ({ page, request }) => {
    const account = await createAccount(request);
    for (const planId of ['starter', 'pro']) {
      const res = await request.post('/api/cart/add', {
        data: { planId, billingPeriod: 'annual' },
        headers: { authorization: `Bearer ${account.token}` },
      });
      expect(res.status()).toBe(200);
    }
    await signInBrowser(page, account);
    for (const path of ['/cart', '/profile']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: path === '/cart' ? 'Order summary' : 'Personal Information' }),
      ).toBeVisible();
    }
    expect(await overflowing(page, ['/cart', '/profile'], { waitForData: true })).toEqual([]);
  });
});
