/**
 * A monthly budget with its stop (docs/decisions/spend-budgets.md): set to $10 on Billing, usage made
 * by GPU instances that started a minute ago (written into the test server's local D1, since GPUs are
 * not yet in the cart), the hourly run's alert at 50% read from the simulated mail files, and the cart's
 * checkout refused at 100% with the exact text. The screenshots of Billing go to reports/budget/.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { giveBillingDetails } from './billing-helpers';
import { expect, expectNoAxeViolations, freshClient, hydrated, signInBrowser, test, verifiedAccount } from './fixtures';
import { waitForMailWith } from './mail';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const run = promisify(execFile);

/** `count` AI Pro instances ($3.50/hr) running for the account since a minute ago, as checkout would write them. */
async function gpusRunning(accountId: string, count: number) {
  const since = Date.now() - 60_000;
  const sql = `INSERT INTO account_services (id, account_id, item_kind, item_id, name, count, billing_period, region,
    monthly_price_cents, hourly_rate_mills, started_at, metered_from, state)
    VALUES ('${crypto.randomUUID()}', '${accountId}', 'gpu', 'ai-pro', 'AI Pro', ${count}, 'monthly', 'Frankfurt',
    0, 3500, ${since}, ${since}, 'active')`;
  await run('npx', [
    'wrangler',
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    `.wrangler/e2e-state-${PORT}`,
    '--command',
    sql,
  ]);
}

test('a $10 budget with the stop: an alert at 50%, checkout refused at 100%', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await verifiedAccount(request, `Budget Owner ${Date.now()}`);
  await giveBillingDetails(request, account);
  await signInBrowser(page, account);
  await page.goto('/profile/billing');
  await hydrated(page);

  const card = page.getByRole('region', { name: 'Monthly budget' });
  await card.getByLabel('Budget per month (US dollars, whole)').fill('10');
  await card.getByLabel(/Stop new orders at the budget/).check();
  await card.getByRole('button', { name: 'Save budget' }).click();
  await expect(card.getByRole('status')).toHaveText('Budget saved.');
  await expect(card.getByRole('meter', { name: 'Monthly budget' })).toHaveAttribute(
    'aria-valuetext',
    '$0.00 of $10 this month (0%)',
  );

  // 2 × $3.50 in the started hour: $7.00, past 50%; the hourly run mails the owner.
  await gpusRunning(account.id, 2);
  const since = Date.now();
  const cron = await request.get(`/cdn-cgi/local/scheduled?cron=17+*+*+*+*&time=${since}`);
  expect(cron.ok()).toBe(true);
  const alert = await waitForMailWith(since, `Hello ${account.name},`, '50% of its monthly budget of $10');
  expect(alert.text).toContain('has reached $7.00');
  expect(alert.text).toContain('/profile/services');

  // One more: $10.50, the budget reached. A monthly plan in the cart is refused at checkout.
  await gpusRunning(account.id, 1);
  const added = await request.post('/api/cart/add', {
    data: { planId: 'pro', billingPeriod: 'monthly' },
    headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
  });
  expect(added.status()).toBe(200);
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(
    page.getByText('This account has reached its monthly budget of $10. Raise the budget or wait until next month.'),
  ).toBeVisible();

  await page.goto('/profile/billing');
  await hydrated(page);
  const meter = page.getByRole('region', { name: 'Monthly budget' }).getByRole('meter');
  await expect(meter).toHaveAttribute('aria-valuetext', '$10.50 of $10 this month (105%)');
  await expectNoAxeViolations(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await meter.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `reports/budget/billing-${width}-${colorScheme}.png` });
    }
  }
});
