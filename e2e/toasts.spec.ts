/** Toasts (docs/decisions/toasts-not-alerts.md): bottom-right, announced, Alt+T focuses the newest, "Close toast" dismisses. */
import { createAccount, expect, hydrated, signInBrowser, test } from './fixtures';

test('a toast appears bottom-right, Alt+T focuses it and "Close toast" dismisses it', async ({ page, request }) => {
  await signInBrowser(page, await createAccount(request));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart for Starter', exact: true }).click();

  const toast = page.locator('.toast').filter({ hasText: 'Plan added to cart successfully!' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('[aria-live="polite"]')).toContainText(
    'Plan added to cart successfully!',
  );
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
  }

  await page.keyboard.press('Alt+KeyT');
  await expect(toast).toBeFocused();
  // A focused toast stays until it is closed.
  await page.waitForTimeout(5500);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
});
