/**
 * Services billed as the pricing pages say (docs/decisions/services-metered-by-the-hour.md), one journey:
 * a GPU × 2 and a monthly plan from the calculator into the cart, the review before the order (count,
 * region, tax, due now, billed monthly), "Order with obligation to pay", the order confirmed; Services
 * lists both with their hours so far, the plan is cancelled in its dialog, the monthly run closes the
 * month, and Billing has one invoice whose PDF and mail list both services with hours, count and region.
 * Screenshots of the cart's review, Services and Billing go to reports/cart-review/ and reports/services/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DE_DETAILS, downloadPdf, giveBillingDetails } from './billing-helpers';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  hydrated,
  showEveryIsland,
  signInBrowser,
  test,
} from './fixtures';
import { waitForMailWith } from './mail';

/** Each width and theme: axe clean, no sideways scroll, a screenshot to look at. */
async function capture(page: Page, file: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // From the top, so the sticky header sits where a visitor sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${file}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function servicesJourney({ page, request }: { page: Page; request: APIRequestContext }) {
  // A calculator, a cart, an order, a cancellation, the monthly run, a download, a mail and twelve screenshots.
  test.slow();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const since = Date.now() - 1000;
  const account = await createAccount(request, 'Grace Hopper');
  await giveBillingDetails(request, account, { ...DE_DETAILS, name: account.name });
  await signInBrowser(page, account);

  // The estimate: Pro monthly and two AI Standard GPUs for 100 hours, added as it stands.
  await page.goto('/pricing/calculator?plans=pro&gpus=ai-standard:2:100');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Added 2 items to your cart.' })).toBeVisible();

  // The review before the order: the count can still change, each line has a region, the tax is named,
  // nothing is due now (both are billed monthly in arrears), and the hourly rates say what will be.
  await page.goto('/cart');
  await hydrated(page);
  const count = page.getByRole('group', { name: 'Instances of AI Standard' }).locator('output');
  await expect(count).toHaveText('2');
  await page.getByRole('button', { name: 'One more AI Standard' }).click();
  await expect(count).toHaveText('3');
  await page.getByRole('button', { name: 'One fewer AI Standard' }).click();
  await expect(count).toHaveText('2');
  const gpuRegion = page.getByRole('row').filter({ hasText: 'AI Standard' }).getByLabel('Region');
  await gpuRegion.selectOption('Frankfurt');
  await expect(gpuRegion).toHaveValue('Frankfurt');
  await expect(page.getByTestId('cart-tax-note')).toHaveText('VAT 19% (DE) applies: your billing country is DE.');
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  const metered = page.getByTestId('cart-metered');
  await expect(metered).toContainText('AI Standard × 2');
  await expect(metered).toContainText('$1.50/hr × 2');
  await expect(metered).toContainText('$0.043/hr, up to $29/mo');
  await capture(page, 'reports/cart-review/cart');

  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await page.waitForURL('**/order?id=*');
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('GPU instance · Frankfurt · billed monthly')).toBeVisible();
  await expect(page.getByText('$1.50/hr × 2')).toBeVisible();
  await expect(page.getByText(/Server plan · New York · billed monthly/)).toBeVisible();

  // Services: both running, with the started hour so far.
  await page.goto('/profile/services');
  await showEveryIsland(page);
  const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  const gpu = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'AI Standard' }) });
  for (const row of [plan, gpu]) {
    await expect(row).toContainText('Active');
    await expect(row).toContainText(/1 h at \$\d+\.\d{2,3}\/hr/);
  }
  await expect(gpu).toContainText('× 2');
  await expect(gpu).toContainText('Frankfurt');
  await capture(page, 'reports/services/services');

  // The dialog names the service, takes focus, and Escape leaves everything as it was (seen on a phone, dark).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await plan.getByRole('button', { name: 'Cancel Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Pro?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'reports/services/cancel-dialog-390-dark.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(plan.getByRole('button', { name: 'Cancel Pro' })).toBeFocused();
  await plan.getByRole('button', { name: 'Cancel Pro' }).click();
  await dialog.getByRole('button', { name: 'Cancel Pro' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan).toContainText('Ended');
  await expect(plan.getByRole('button')).toHaveCount(0);
  await expect(gpu).toContainText('Active');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // The run at 00:00 UTC on the 1st of next month closes this month (wrangler dev's test route).
  const now = new Date();
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const run = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 0 1 * *')}&time=${nextMonth}`);
  expect(run.status()).toBe(200);

  // One invoice with two lines: the plan's hour and the GPU's hours × 2, in the PDF and in the mail.
  await page.goto('/profile/billing');
  await showEveryIsland(page);
  await expect(page.getByRole('heading', { name: 'This month so far' })).toBeVisible();
  const invoices = page.locator('.invoice-item');
  await expect(invoices).toHaveCount(1);
  const number = (await invoices.locator('.invoice-number').textContent()) ?? '';
  const pdf = await downloadPdf(invoices.getByRole('button', { name: /PDF/ }));
  for (const text of [number, 'Pro', 'AI Standard', '1 h at', 'Frankfurt', 'VAT 19%']) expect(pdf.text).toContain(text);
  await capture(page, 'reports/services/billing');

  const mail = await waitForMailWith(since, number, 'Pro, 1 h at');
  // The GPU ran to the month's end, × 2: "AI Standard, 2 × 56 h at $1.500/hr, Frankfurt: $168.00".
  const hours = /AI Standard, 2 × (\d+) h at \$1\.500\/hr, Frankfurt: \$([\d,.]+)/.exec(mail.text);
  expect(hours, mail.text).not.toBeNull();
  expect(Number(hours?.[2]?.replace(',', ''))).toBeCloseTo(Number(hours?.[1]) * 2 * 1.5, 2);
  expect(errors).toEqual([]);
}
