/**
 * Services, second half of the journey (docs/decisions/services-metered-by-the-hour.md): a monthly plan and
 * a GPU × 2 ordered through the API are listed with their hours so far, the plan is cancelled in its dialog,
 * the monthly run closes the month, and Billing has one invoice whose PDF and mail list both services with
 * hours, count and region. Screenshots of Services and Billing go to reports/services/.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { downloadPdf, giveBillingDetails, US_DETAILS } from './billing-helpers';
import {
  type Account,
  createAccount,
  expect,
  expectNoAxeViolations,
  freshClient,
  showEveryIsland,
  signInBrowser,
  test,
} from './fixtures';
import { waitForMailWith } from './mail';

async function orderMonthly(request: APIRequestContext, account: Account) {
  const headers = { authorization: `Bearer ${account.token}`, ...freshClient() };
  const items = [
    { planId: 'pro', billingPeriod: 'monthly' },
    { instanceId: 'ai-standard', billingPeriod: 'monthly', count: 2 },
  ];
  for (const item of items) {
    const added = await request.post('/api/cart/add', { data: item, headers });
    expect(added.status(), await added.text()).toBe(200);
  }
  const placed = await request.post('/api/orders', {
    data: {},
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

/** Each width and theme: axe clean, no sideways scroll, a screenshot to look at. */
async function capture(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // From the top, so the sticky header sits where a visitor sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `reports/services/${name}-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('services are listed with hours so far, cancelled in a dialog, and invoiced by the monthly run', async ({
  page,
  request,
}) => {
  // An order, a cancellation, the monthly run, a download, a mail and sixteen screenshots.
  test.slow();
  const since = Date.now() - 1000;
  const account = await createAccount(request, 'Grace Hopper');
  await giveBillingDetails(request, account, US_DETAILS);
  await orderMonthly(request, account);
  await signInBrowser(page, account);

  await page.goto('/profile/services');
  await showEveryIsland(page);
  const plan = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  const gpu = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'AI Standard' }) });
  for (const row of [plan, gpu]) {
    await expect(row).toContainText('Active');
    await expect(row).toContainText(/1 h at \$\d+\.\d{2,3}\/hr/);
  }
  await expect(gpu).toContainText('× 2');
  await capture(page, 'services');

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

  // The run at 00:00 UTC on the 1st of next month closes this month (wrangler dev's test route).
  const now = new Date();
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const run = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 0 1 * *')}&time=${nextMonth}`);
  expect(run.status()).toBe(200);

  await page.goto('/profile/billing');
  await showEveryIsland(page);
  await expect(page.getByRole('heading', { name: 'This month so far' })).toBeVisible();
  const invoices = page.locator('.invoice-item');
  await expect(invoices).toHaveCount(1);
  const number = (await invoices.locator('.invoice-number').textContent()) ?? '';
  const pdf = await downloadPdf(invoices.getByRole('button', { name: /PDF/ }));
  for (const text of ['Pro', 'AI Standard', '1 h at']) expect(pdf.text).toContain(text);
  await capture(page, 'billing');

  const mail = await waitForMailWith(since, number, 'Pro, 1 h at');
  // The GPU ran to the month's end, × 2: "AI Standard, 2 × 56 h at $1.500/hr, <region>: $168.00".
  const hours = /AI Standard, 2 × (\d+) h at \$1\.500\/hr, [^:]+: \$([\d,.]+)/.exec(mail.text);
  expect(hours, mail.text).not.toBeNull();
  expect(Number(hours?.[2]?.replace(',', ''))).toBeCloseTo(Number(hours?.[1]) * 2 * 1.5, 2);
});
