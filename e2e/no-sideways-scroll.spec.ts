/**
 * No page scrolls sideways on a 360 px phone, in either theme: here the cart with its billing step
 * open, and the account area's tabs, all in view (a team's page and the invitation page: teams.spec.ts). Every page of the sitemap signed out,
 * and the cart, the account pages and the order signed in, are checked by runtime-errors.spec.ts on
 * the same 360 px loads that watch for errors.
 */
import type { Page } from '@playwright/test';
import { ACCOUNT_PAGES } from '../site/lib/account-pages';
import { createAccount, expect, hydrated, signInBrowser, test } from './fixtures';

test.use({ viewport: { width: 360, height: 780 } });

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('no sideways scrolling at 360 px', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every tab of the account area is in view on the last of them, none scrolled away', async ({
    page,
    request,
  }) => {
    await signInBrowser(page, await createAccount(request));
    await page.goto('/profile/tokens');
    const tabs = page.getByRole('navigation', { name: 'Account' }).getByRole('link');
    await expect(tabs).toHaveCount(ACCOUNT_PAGES.length);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, (await tab.textContent()) ?? '').toBe(true);
    }
    await expect(tabs.last()).toHaveAttribute('aria-current', 'page');
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
    await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
    const step = page.getByRole('region', { name: 'Billing details' });
    await expect(step.getByLabel('Country')).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await scrollWidth(page), colorScheme).toBe(360);
    }
  });
});
