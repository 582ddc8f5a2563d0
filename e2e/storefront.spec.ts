/** Storefront in the browser: pricing, add-ons, services, cart and coupons on the built site and the real Worker. */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Account,
  createAccount,
  expect,
  expectNoAxeViolations,
  hydrated,
  PASSWORD,
  signInBrowser,
  test,
} from './fixtures';

type Plan = { _id: string; name: string; monthlyPrice: number | null };

async function addViaApi(request: APIRequestContext, account: Account, body: Record<string, string>) {
  const res = await request.post('/api/cart/add', {
    data: body,
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(res.status()).toBe(200);
}

const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const addButton = (page: Page, plan: string) =>
  page.getByRole('button', { name: `Add to cart for ${plan}`, exact: true });

test.describe('pricing', () => {
  test('plan cards are in the static HTML and agree with /api/plans', async ({ request }) => {
    const html = await (await request.get('/pricing')).text();
    const plans = ((await (await request.get('/api/plans')).json()) as { data: Plan[] }).data;
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of plans) {
      expect(html).toContain(`>${plan.name}</h3>`);
      if (plan.monthlyPrice === null) expect(html).toContain('Custom');
    }
    expect(html).toContain('Most Popular');
    expect(html).toContain('billed hourly up to $12/mo');
  });

  test('hourly prices: plans and VPS cards per hour up to the monthly price, GPU rows per hour and per month', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const starter = page.getByRole('article', { name: 'Starter', exact: true });
    await expect(starter.locator('.plan-billing')).toHaveText('$0.018/hr billed hourly up to $12/mo');
    await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText('$0.043/hr');
    await expect(page.getByRole('article', { name: 'Free' })).not.toContainText('/hr');
    await expect(page.locator('.vps-card', { hasText: 'Standard 1' })).toContainText(
      '$0.007/hr billed hourly up to $5/mo',
    );
    await expect(page.locator('.vps-card', { hasText: 'GPU Standard' })).toContainText(
      '$0.149/hr billed hourly up to $100/mo',
    );
    const gpu = page.getByRole('table', { name: /GPU instance types/ });
    for (const [name, hourly, monthly] of [
      ['AI Basic', '$0.90/hr', '≈ $657/mo'],
      ['AI Cluster', '$12.00/hr', '≈ $8,760/mo'],
    ] as const) {
      const row = gpu.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText(hourly);
      await expect(row).toContainText(monthly);
    }

    // Annual billing applies the annual rounding and shows no hourly rate.
    await page.getByRole('radio', { name: /Annual/ }).check();
    await expect(starter.locator('.plan-billing')).toHaveText('billed $115 yearly');
    await expect(page.locator('.plan-grid')).not.toContainText('/hr');

    await page.goto('/services');
    const kvm = page.locator('#kvm-vps');
    await expect(kvm.locator('[data-service-card]', { hasText: 'VPS Pro' })).toContainText(
      '$0.045/hr billed hourly up to $29.99/mo',
    );
    await expect(page.locator('#dedicated-servers')).not.toContainText('/hr');
  });

  test('the cards are refreshed from /api/plans once, when the island loads on first use; a failed fetch keeps them', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/plans', async (route) => {
      calls += 1;
      const response = await route.fetch();
      const body = (await response.json()) as { data: Plan[] };
      const data = body.data.map((plan) => (plan.name === 'Pro' ? { ...plan, monthlyPrice: 31 } : plan));
      await route.fulfill({ response, json: { success: true, data } });
    });
    await page.goto('/pricing');
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    // A visitor who only reads the page costs no request and no React.
    await page.waitForLoadState('networkidle');
    expect(calls).toBe(0);
    await expect(pro.locator('.plan-amount')).toHaveText('$29/mo');
    await pro.hover();
    await expect(pro.locator('.plan-amount')).toHaveText('$31/mo');
    expect(calls).toBe(1);

    await page.unroute('**/api/plans');
    await page.route('**/api/plans', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'down' } }),
    );
    const logged = page.waitForEvent('console', (message) => message.text().includes('Error fetching plans'));
    await page.reload();
    await pro.hover();
    await logged;
    await expect(pro.locator('.plan-amount')).toHaveText('$29/mo');
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('the switch shows annual prices without moving the cards, and passes axe', async ({ page }) => {
    await page.goto('/pricing');
    await hydrated(page);
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    const annual = page.getByRole('radio', { name: /Annual/ });
    await expect(monthly).toBeChecked();
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(pro.locator('.plan-amount')).toHaveText('$29/mo');
    const before = await addButton(page, 'Pro').boundingBox();
    await annual.check();
    await expect(pro.locator('.plan-amount')).toHaveText('$23/mo');
    await expect(pro.getByText('billed $278 yearly')).toBeVisible();
    expect(await addButton(page, 'Pro').boundingBox()).toEqual(before);
    await expect(page.getByRole('article', { name: 'Free' }).locator('.plan-amount')).toHaveText('Free');
    const enterprise = page.getByRole('article', { name: 'Enterprise' });
    await expect(enterprise.locator('.plan-amount')).toHaveText('Custom');
    await expect(enterprise.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Pricing documentation' })).toHaveAttribute('href', '/docs/pricing');
    for (const [name, price] of [
      ['Standard 1', '$5'],
      ['GPU Standard', '$100'],
    ] as const)
      await expect(page.locator('.vps-card', { hasText: name })).toContainText(price);
    const gpu = page.getByRole('table', { name: /GPU instance types/ });
    for (const price of ['$0.90', '$1.50', '$3.50', '$12.00']) await expect(gpu).toContainText(price);
    await expectNoAxeViolations(page);
  });

  test('adding signed out offers sign-up, and after logging in the plan is in the cart', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/pricing');
    await hydrated(page);
    await addButton(page, 'Pro').click();
    await page.waitForURL('**/signup');
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/cart', { timeout: 5000 });
    await expect(page.getByRole('table', { name: 'Items in your cart' })).toContainText('Pro');
  });

  test('adds a plan monthly and another annually; the badge counts them; the cart shows them', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto('/pricing');
    await hydrated(page);
    await addButton(page, 'Pro').click();
    await expect(toast(page, 'Plan added to cart successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('radio', { name: /Annual/ }).check();
    await addButton(page, 'Starter').click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // The same plan again updates its line instead of adding one (docs/decisions/one-cart-line-per-item.md).
    const again = page.waitForResponse('**/api/cart/add');
    await addButton(page, 'Starter').click();
    expect((await again).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.waitForURL('**/cart');
    const rows = page.getByRole('table', { name: 'Items in your cart' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Pro');
    for (const cell of ['$29/month', '4', '8 GB', '160 GB', '5 TB'])
      await expect(rows.nth(1).getByRole('cell', { name: cell, exact: true })).toBeVisible();
    await expect(rows.nth(2)).toContainText('Starter');
    for (const cell of ['$115/year', '2', '4 GB', '80 GB', '2 TB'])
      await expect(rows.nth(2).getByRole('cell', { name: cell, exact: true })).toBeVisible();
    // Due now: the annual Starter only; Pro is metered and billed monthly.
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$115.00');
    await expectNoAxeViolations(page);
  });
});

test.describe('cart', () => {
  test('signed out, /cart goes to /login?next=/cart before the cart island loads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/cart');
    await page.waitForURL('**/login?next=/cart');
    await hydrated(page);
    expect(scripts.some((path) => path.includes('CartView'))).toBe(false);
  });

  test('an empty cart offers Browse Plans', async ({ page, request }) => {
    await signInBrowser(page, await createAccount(request));
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Browse Plans' }).click();
    await page.waitForURL('**/pricing');
  });

  test('every coupon message, percentage and fixed totals, removal clears the coupon', async ({ page, request }) => {
    const account = await createAccount(request);
    // Annual items: the coupon takes its part of what is due now ($278 + $115).
    await addViaApi(request, account, { planId: 'pro', billingPeriod: 'annual' });
    await addViaApi(request, account, { planId: 'starter', billingPeriod: 'annual' });
    await signInBrowser(page, account);
    await page.goto('/cart');
    await hydrated(page);
    const input = page.getByLabel('Coupon code');
    const apply = page.getByRole('button', { name: 'Apply' });
    const subtotal = page.getByTestId('cart-subtotal');
    const discount = page.getByTestId('cart-discount');
    const total = page.getByTestId('cart-total');
    await expect(subtotal).toHaveText('$393.00');

    await apply.click();
    await expect(page.getByText('Please enter a coupon code')).toBeVisible();
    await input.fill('nope');
    await apply.click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    await input.fill('summer2025');
    await apply.click();
    await expect(page.getByText('This coupon has expired')).toBeVisible();
    await input.fill('beta50');
    await apply.click();
    await expect(page.getByText('This coupon is no longer active')).toBeVisible();

    await input.fill('welcome10');
    await apply.click();
    await expect(toast(page, 'Coupon applied successfully!')).toBeVisible();
    await expect(page.getByText('Coupon applied: WELCOME10 (10% off)')).toBeVisible();
    await expect(discount).toHaveText('−$39.30');
    await expect(total).toHaveText('$353.70');

    await input.fill('SAVE5');
    await apply.click();
    await expect(page.getByText('Coupon applied: SAVE5 ($5.00 off)')).toBeVisible();
    await expect(discount).toHaveText('−$5.00');
    await expect(total).toHaveText('$388.00');
    await expectNoAxeViolations(page);

    // A failed validation clears the applied coupon.
    await input.fill('nope');
    await apply.click();
    await expect(page.getByText('Invalid coupon code')).toBeVisible();
    await expect(page.getByText(/Coupon applied:/)).toHaveCount(0);
    await expect(total).toHaveText('$393.00');

    await input.fill('save5');
    await apply.click();
    await expect(total).toHaveText('$388.00');
    await page.getByRole('button', { name: 'Remove Starter' }).click();
    await expect(toast(page, 'Item removed from cart successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByText(/Coupon applied:/)).toHaveCount(0);
    await expect(input).toHaveValue('');
    await expect(subtotal).toHaveText('$278.00');
    await expect(total).toHaveText('$278.00');

    await page.getByRole('button', { name: 'Remove Pro' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});

test.describe('services and add-ons', () => {
  test('out-of-stock items show the badge and Contact Sales; the location filter works', async ({ page }) => {
    await page.goto('/services');
    const cards = page.locator('[data-service-card]');
    const total = await cards.count();
    expect(total).toBeGreaterThan(10);
    await expect(page.locator('[data-service-card]', { hasText: 'Out of Stock' })).toHaveCount(total);
    await expect(page.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    const kvm = page.locator('#kvm-vps');
    await expect(kvm.getByRole('link', { name: 'Contact Sales about VPS Pro' })).toHaveAttribute('href', '/contact');
    await expect(kvm.locator('[data-service-card]', { hasText: 'VPS Pro' }).getByText('Most Popular')).toBeVisible();
    await expectNoAxeViolations(page);

    const sidebar = page.getByRole('navigation', { name: 'Service sections' });
    await sidebar.getByRole('link', { name: 'São Paulo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'available in São Paulo' })).toBeVisible();
    await expect(kvm.locator('[data-service-card]:visible', { hasText: 'VPS Business' })).toHaveCount(0);
    await expect(kvm.locator('[data-service-card]:visible', { hasText: 'VPS Ultimate' })).toHaveCount(1);

    await sidebar.getByRole('link', { name: 'Dedicated servers' }).click();
    await expect(page.getByRole('heading', { name: 'Dedicated servers', level: 2 })).toBeVisible();
    await expect(kvm).toBeHidden();
    await expect(page.locator('#dedicated-servers').getByRole('heading', { name: 'Dedicated Pro' })).toBeVisible();
  });

  test('the mobile sidebar opens, closes with Escape and the close button, and picks a section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services');
    const toggle = page.getByRole('button', { name: 'Browse sections' });
    const sidebar = page.getByRole('navigation', { name: 'Service sections' });
    await expect(sidebar).toBeHidden();
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.press('Enter');
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Close sections' }).click();
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await sidebar.getByRole('link', { name: 'Additional services' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Additional services', level: 2 })).toBeVisible();
    await expect(page.locator('#additional-services').getByRole('heading', { name: 'Cloud Backup' })).toBeVisible();
  });

  test('the add-ons page lists the add-ons with prices and the reverse proxy note', async ({ page }) => {
    await page.goto('/pricing/add-ons');
    for (const [name, price] of [
      ['Managed Support', '$29.99'],
      ['Advanced DDoS Protection', '$49.99'],
      ['Load Balancer', '$19.99'],
      ['Cloud Backup', '$9.99'],
      ['Reverse Proxy', 'Custom'],
    ] as const)
      await expect(page.locator('[data-service-card]', { hasText: name })).toContainText(price);
    await expect(page.getByRole('note')).toContainText('extra charges');
    await expectNoAxeViolations(page);
  });
});
