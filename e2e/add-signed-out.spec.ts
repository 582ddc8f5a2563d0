/** A signed-out Add to cart survives sign-up and sign-in (docs/decisions/add-to-cart-signed-out.md). */
import { expect, hydrated, PASSWORD, test, uniqueEmail } from './fixtures';

test('signed out: Add to cart a GPU on /pricing, sign up, log in, and the cart holds the GPU', async ({ page }) => {
  await page.goto('/pricing');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart for AI Pro' }).click();
  await page.waitForURL('**/signup');
  await hydrated(page);
  const email = uniqueEmail('pending');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/cart');
  await expect(page.locator('.toast').filter({ hasText: 'Added 1 item to your cart.' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Items in your cart' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('AI Pro');
  // Read once: nothing is left waiting in the tab.
  expect(await page.evaluate(() => sessionStorage.getItem('pending-cart'))).toBeNull();
});
