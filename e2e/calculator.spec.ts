/** The price calculator (docs/decisions/calculator-state-in-the-url.md) on the built site and the real Worker, on a phone and on a desktop. */
import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoAxeViolations, hydrated, PASSWORD, signInBrowser, test } from './fixtures';

const totals = (page: Page) => ({
  hourly: page.getByTestId('calc-hourly'),
  monthly: page.getByTestId('calc-monthly'),
  annual: page.getByTestId('calc-annual'),
});

/** Starter, two Standard 1 servers and one AI Basic GPU for 100 hours, chosen by label as a visitor would. */
async function buildEstimate(page: Page) {
  const total = totals(page);
  await page.getByRole('checkbox', { name: 'Starter', exact: true }).check();
  await expect(total.monthly).toHaveText('$12.00');
  await expect(total.hourly).toHaveText('$0.018/hr');
  await page.getByLabel('Standard 1 servers').fill('2');
  await expect(total.monthly).toHaveText('$22.00');
  await page.getByLabel('AI Basic instances').fill('1');
  await page.getByLabel('AI Basic hours a month').fill('100');
  // $12 + 2 × $5 + 100 h × $0.90; per hour $0.018 + 2 × $0.007 + $0.90.
  await expect(total.monthly).toHaveText('$112.00');
  await expect(total.hourly).toHaveText('$0.932/hr');
  await expect(total.annual).toHaveText('$1,344.00');
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`calculator on a ${device}`, () => {
    test.use({ viewport });

    test('totals follow as you type; annual billing; the copied link reopens the estimate; axe finds nothing', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/pricing/calculator');
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Price calculator', level: 1 })).toBeVisible();
      await expect(totals(page).monthly).toHaveText('$0.00');
      await buildEstimate(page);
      await expect(page.locator('[aria-live="polite"]', { hasText: 'Monthly' })).toContainText('$112.00');

      await page.getByRole('radio', { name: /Annual/ }).check();
      // Starter $115 and 2 × $48 a year (docs/decisions/annual-price-rounding.md); GPU hours are never discounted: $90 × 12.
      await expect(totals(page).annual).toHaveText('$1,291.00');
      await expect(totals(page).monthly).toHaveText('$107.58');
      await expect(totals(page).hourly).toHaveCount(0);
      // Choices show the year's price, and no hourly rate, with annual billing (docs/decisions/hourly-prices.md).
      await expect(page.getByText('$115/yr', { exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Server plans' })).not.toContainText('/hr');
      await expect(page).toHaveURL(/\?billing=annual&plans=starter&vps=standard-1:2&gpus=ai-basic:1:100$/);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link to this estimate copied.' })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(page.url());
      await expectNoAxeViolations(page);

      const other = await context.newPage();
      await other.goto(copied);
      await hydrated(other);
      await expect(other.getByRole('checkbox', { name: 'Starter', exact: true })).toBeChecked();
      await expect(other.getByLabel('Standard 1 servers')).toHaveValue('2');
      await expect(other.getByLabel('AI Basic hours a month')).toHaveValue('100');
      await expect(other.getByRole('radio', { name: /Annual/ })).toBeChecked();
      await expect(totals(other).annual).toHaveText('$1,291.00');

      await other.getByRole('button', { name: 'Start over' }).click();
      await expect(totals(other).annual).toHaveText('$0.00');
      await expect(other).toHaveURL(/\/pricing\/calculator\?billing=annual$/);
    });
  });
}

// The links and Add to cart behave the same at every width: on a phone here, on the desktop in the
// services journey (e2e/services-journey.ts).
test.describe('calculator on a phone: links and Add to cart', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a link it cannot read opens an empty estimate with a gentle note, not an error page', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/pricing/calculator?plans=pro&vps=standard-1:lots');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Pro', exact: true })).not.toBeChecked();
    await expect(totals(page).monthly).toHaveText('$0.00');
    await expectNoAxeViolations(page);
    // Choosing something starts a fresh, readable estimate.
    await page.getByRole('checkbox', { name: 'Pro', exact: true }).check();
    await expect(page).toHaveURL(/\/pricing\/calculator\?plans=pro$/);
    expect(errors).toEqual([]);
  });

  test('signed out, Add to cart offers sign-up; logging in instead puts the estimate in the cart', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/pricing/calculator?plans=pro&gpus=ai-basic:2:100');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await page.waitForURL('**/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/cart');
    const rows = page.getByRole('table', { name: 'Items in your cart' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Pro');
    await expect(rows.nth(2)).toContainText('AI Basic');
  });

  test('signed in, Add to cart adds what the cart can hold and says which items were not added and why', async ({
    page,
    request,
  }) => {
    await signInBrowser(page, await createAccount(request));
    await page.goto('/pricing/calculator?billing=annual&plans=starter,enterprise&services=vps-basic&vps=standard-1:1');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Added 2 items to your cart.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: 'Not added' });
    await expect(status).toContainText('Added to your cart: Starter, Standard 1.');
    await expect(status).toContainText('Enterprise: This item has custom pricing. Please contact sales.');
    await expect(status).toContainText('VPS Basic: This service is out of stock. Please contact sales.');
    await expectNoAxeViolations(page);

    await page.goto('/cart');
    const rows = page.getByRole('table', { name: 'Items in your cart' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Starter');
    await expect(rows.nth(1)).toContainText('$115/year');
    await expect(rows.nth(2)).toContainText('Standard 1');
  });
});

test('with only custom-priced and out-of-stock items, Add to cart is off and says why', async ({ page }) => {
  await page.goto('/pricing/calculator?plans=enterprise&services=vps-basic');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(/Nothing in this estimate can go in the cart/);
});

test('the calculator is linked from /pricing and from the mobile menu', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('link', { name: 'Estimate it with the price calculator' })).toHaveAttribute(
    'href',
    '/pricing/calculator',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Price calculator' }).click();
  await page.waitForURL('**/pricing/calculator');
  await page.getByRole('button', { name: 'Menu' }).click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile.getByRole('link', { name: 'Price calculator' })).toHaveAttribute('aria-current', 'page');
  await expect(mobile.getByRole('link', { name: 'Pricing', exact: true })).not.toHaveAttribute('aria-current', 'page');
});
