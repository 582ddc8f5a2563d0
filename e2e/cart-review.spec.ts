/**
 * The cart before the order (docs/decisions/vps-and-gpus-orderable.md): a GPU line's count and
 * region, the tax of the billing country, what is due now and what is billed monthly, "Order with
 * obligation to pay", and the order page with its regions. Screenshots of the review go to
 * reports/cart-review/.
 */
import type { APIRequestContext } from '@playwright/test';
import { DE_DETAILS, giveBillingDetails } from './billing-helpers';
import {
  type Account,
  expect,
  expectNoAxeViolations,
  freshClient,
  hydrated,
  signInBrowser,
  test,
  verifiedAccount,
} from './fixtures';

async function add(request: APIRequestContext, account: Account, body: Record<string, unknown>) {
  const res = await request.post('/api/cart/add', {
    data: body,
    headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a GPU × 2 and a monthly plan: tax shown, ordered with obligation to pay, the order confirmed with regions', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const account = await verifiedAccount(request);
  await giveBillingDetails(request, account, { ...DE_DETAILS, name: account.name });
  await add(request, account, { instanceId: 'ai-standard', billingPeriod: 'monthly' });
  await add(request, account, { planId: 'pro', billingPeriod: 'monthly' });
  await signInBrowser(page, account);
  await page.goto('/cart');
  await hydrated(page);

  await page.getByRole('button', { name: 'One more AI Standard' }).click();
  await expect(page.getByRole('group', { name: 'Instances of AI Standard' }).locator('output')).toHaveText('2');
  const regions = page.getByLabel('Region');
  await regions.first().selectOption('Frankfurt');
  await expect(regions.first()).toHaveValue('Frankfurt');

  await expect(page.getByTestId('cart-tax-note')).toHaveText('VAT 19% (DE) applies: your billing country is DE.');
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  const metered = page.getByTestId('cart-metered');
  await expect(metered).toContainText('AI Standard × 2');
  await expect(metered).toContainText('$1.50/hr × 2');
  await expect(metered).toContainText('$0.043/hr, up to $29/mo');
  await expectNoAxeViolations(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.getByRole('heading', { name: 'Order summary' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `reports/cart-review/cart-${width}-${colorScheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await page.waitForURL('**/order?id=*');
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('GPU instance · Frankfurt · billed monthly')).toBeVisible();
  await expect(page.getByText('$1.50/hr × 2')).toBeVisible();
  await expect(page.getByText(/Server plan · New York · billed monthly/)).toBeVisible();
  expect(errors).toEqual([]);
});
