/**
 * Islands that cost nothing until they are needed: React loads only for a stored
 * session, a first interaction or a toast; the first interaction is never lost; the nav works
 * without JavaScript.
 */
import type { Page } from '@playwright/test';
import { contactMessages } from '../site/shared/api/contact-messages';
import { teamMessages } from '../site/shared/api/teams-messages';
import { createAccount, expect, signInBrowser, test, verifiedAccount } from './fixtures';

/** React's client runtime and the islands' own chunks (everything a hydrating island pulls in). */
const REACT_CHUNK = /\/_astro\/(client|react|NavAuth|Toaster|PricingPlans|ContactForm|CalculatorView)\.[\w-]+\.js$/;

function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Island scripts arrive late, so an interaction certainly comes before hydration. */
async function slowIslands(page: Page, ms = 600) {
  await page.route(REACT_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test.describe('islands load on demand', () => {
  test('a signed-out reader of a docs page downloads no React', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/docs/compute');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([]);
    await expect(page.locator('astro-island[data-demand]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('signed in, a docs page shows the signed-in nav with the cart count', async ({ page, request }) => {
    const account = await createAccount(request);
    for (const planId of ['starter', 'pro'])
      await request.post('/api/cart/add', {
        data: { planId, billingPeriod: 'monthly' },
        headers: { authorization: `Bearer ${account.token}` },
      });
    await signInBrowser(page, account);
    await page.goto('/docs/compute');
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(nav.locator('.count-badge')).toHaveText('2');
    await expect(nav.getByRole('button', { name: 'Account: Personal' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test("/profile loads its form's checks on submit; the Security page's lower panels load when seen", async ({
    page,
    request,
  }) => {
    const account = await verifiedAccount(request);
    await signInBrowser(page, account);
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = scriptRequests(page);
    const seen = /\/_astro\/(TwoFactorPanel|PasskeysPanel|SessionsPanel|OrderHistory|profile)\.[\w-]+\.js$/;
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => seen.test(url))).toEqual([]);
    // The checks arrive with the first submit, which they then decide.
    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Name is required' }).first()).toBeVisible();
    expect(scripts.filter((url) => /\/profile\.[\w-]+\.js$/.test(url))).toHaveLength(1);

    // Two-factor sign-in heads the Security page; the sessions panel below waits until it is seen (in a
    // window this short it starts below the fold).
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/profile/security');
    await expect(
      page.getByRole('region', { name: 'Two-factor authentication' }).getByText('Off', { exact: true }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('/SessionsPanel.'))).toBe(false);
    for (const heading of ['Passkeys', 'Sessions'])
      await page.getByRole('heading', { name: heading, exact: true }).first().scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Signed-in sessions' }).getByText('This device', { exact: true }),
    ).toBeVisible();
    for (const island of ['TwoFactorPanel', 'PasskeysPanel', 'SessionsPanel'])
      expect(scripts.some((url) => url.includes(`/${island}.`))).toBe(true);

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByText('You have not placed an order yet.')).toBeVisible();
    expect(scripts.some((url) => url.includes('/OrderHistory.'))).toBe(true);
  });

  test('a form whose checks cannot load says so, sends nothing and stays usable', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.route(/\/_astro\/profile\.[\w-]+\.js$/, (route) => route.abort());
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/profile') && r.method() !== 'GET') saves.push(r.method());
    });
    await page.goto('/profile');
    await page.getByLabel('Full name').fill('Grace Hopper');
    const save = page.getByRole('button', { name: 'Save changes' });
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' })).toBeVisible();
    await expect(save).toBeEnabled();
    expect(saves).toEqual([]);
  });

  test('the Contact form loads its checks on the first submit, which they then decide', async ({ page }) => {
    const scripts = scriptRequests(page);
    // Its checks are site/shared/api/contact.ts, whose chunk imports the common one: Valibot and the shared fields.
    const checks = /\/_astro\/common\.[\w-]+\.js$/;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByRole('button', { name: 'Send message' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => checks.test(url))).toEqual([]);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    expect(scripts.filter((url) => checks.test(url))).toHaveLength(1);
  });

  test('a Contact form whose checks cannot load says so, sends nothing and stays usable', async ({ page }) => {
    await page.route(/\/_astro\/common\.[\w-]+\.js$/, (route) => route.abort());
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) sent.push(r.method());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    const send = form.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(form.getByRole('alert').filter({ hasText: 'An error occurred. Please try again.' })).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
    expect(sent).toEqual([]);
  });

  test('a cold Contact page loads no React, and what is entered before it hydrates is what it sends', async ({
    page,
  }) => {
    const n = () => Math.floor(Math.random() * 250) + 1;
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `10.${n()}.${n()}.${n()}` });
    await slowIslands(page, 1500);
    const scripts = scriptRequests(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([]);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Katherine Johnson');
    await form.getByLabel('Email').fill('katherine@example.com');
    await form.getByLabel('Subject').fill('Trajectories');
    await form.getByLabel('Category').selectOption({ label: 'Technical support' });
    await form.getByLabel('Message').fill('Our batch jobs need more memory per core.');
    await form.getByLabel(/I agree to the privacy policy/).check();
    const sent = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await sent).postDataJSON()).toEqual({
      source: 'contact',
      name: 'Katherine Johnson',
      email: 'katherine@example.com',
      subject: 'Trajectories',
      category: 'technical',
      message: 'Our batch jobs need more memory per core.',
      privacy: true,
      website: '',
    });
    await expect(form.getByText(contactMessages.success)).toBeVisible();
    expect(page.url()).toMatch(/\/contact$/);
  });

  test('the first click on "Annual" on a cold pricing page switches the prices', async ({ page }) => {
    await slowIslands(page);
    const scripts = scriptRequests(page);
    await page.goto('/pricing');
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([]);
    await page.getByRole('radio', { name: /Annual/ }).check();
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await expect(pro.locator('.plan-amount')).toHaveText('$23/mo');
    await expect(pro.getByText('billed $278 yearly')).toBeVisible();
  });

  test('the first click on Add to cart on a cold pricing page sends a visitor to sign up', async ({ page }) => {
    await slowIslands(page);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Add to cart for Pro', exact: true }).click();
    await page.waitForURL('**/signup');
  });

  test('the first keypress in the About form lands in it', async ({ page }) => {
    await slowIslands(page);
    await page.goto('/about');
    const name = page.getByLabel('Name', { exact: true });
    await name.click();
    await page.keyboard.type('Ada Lovelace');
    await expect(page.locator('astro-island[data-demand="ready"]')).toHaveCount(1);
    await expect(name).toHaveValue('Ada Lovelace');
  });

  test('a cold calculator loads on first use and takes over what was chosen and typed before', async ({ page }) => {
    await slowIslands(page, 3000);
    const scripts = scriptRequests(page);
    await page.goto('/pricing/calculator');
    expect(scripts.filter((url) => REACT_CHUNK.test(url))).toEqual([]);
    await page.getByRole('radio', { name: /Annual/ }).check();
    await page.getByRole('checkbox', { name: 'Starter', exact: true }).check();
    await page.getByLabel('Standard 1 servers').fill('2');
    await page.getByLabel('AI Basic instances').fill('1');
    await page.getByLabel('AI Basic hours a month').fill('100');
    const island = page.locator('astro-island[data-demand]');
    // All of it happened while the island's scripts were still on their way.
    expect(await island.getAttribute('data-demand')).toBe('loading');
    await expect(island).toHaveAttribute('data-demand', 'ready');
    // Starter $115 and 2 × $48 a year (docs/decisions/annual-price-rounding.md), 100 GPU hours × $0.90 × 12.
    await expect(page.getByTestId('calc-annual')).toHaveText('$1,291.00');
    await expect(page).toHaveURL(/\?billing=annual&plans=starter&vps=standard-1:2&gpus=ai-basic:1:100$/);
  });

  test('what is typed (or autofilled) into the login form before it hydrates is what it sends', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await slowIslands(page, 1500);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember me').check();
    await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Late islands, the password hash and the seed's 2 s before the redirect: over 10 s on a loaded machine.
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    // Remember me was adopted too: the session is in localStorage, not sessionStorage.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('the Create a team form loads on first use; a name typed and sent before it has loaded makes the team', async ({
    page,
    request,
  }) => {
    await signInBrowser(page, await createAccount(request));
    const scripts = scriptRequests(page);
    await page.route(/\/_astro\/CreateTeam\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/profile/team');
    const create = page.getByRole('form', { name: 'Create a team' });
    await create.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('/CreateTeam.'))).toEqual([]);
    const name = `Difference Engines ${Date.now()}`;
    await create.getByLabel('Team name').fill(name);
    await create.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(teamMessages.created)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name })).toBeVisible();
    expect(page.url()).not.toContain('name=');
  });

  test('a toast shows on a page where no React had loaded yet (after logout)', async ({ page, request }) => {
    const account = await createAccount(request);
    // Stored once (not by an init script, which would sign the browser in again after logout).
    await page.goto('/docs');
    await page.evaluate((a) => {
      localStorage.setItem('token', a.token);
      localStorage.setItem('user', JSON.stringify({ id: a.id, name: a.name, email: a.email }));
    }, account);
    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('.toast').filter({ hasText: 'You have been logged out.' })).toBeVisible();
    // Signed out now: the nav stayed static HTML; only the toaster loaded React, for the toast.
    await expect(page.locator('astro-island[component-url*="NavAuth"]')).toHaveAttribute('ssr');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.locator('.toast')).toHaveCount(0);
  });
});

test.describe('the nav without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the mobile menu opens and closes by keyboard, Escape returns focus to its button', async ({ page }) => {
    await page.goto('/docs');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(mobile.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobile.getByRole('link', { name: 'Features' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(mobile).toBeVisible();
    await page.keyboard.press('Space');
    await expect(mobile).toBeHidden();
  });

  test('the mobile menu opens and closes by mouse, and a click outside closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await toggle.click();
    await expect(mobile.getByRole('link', { name: 'Documentation' })).toBeVisible();
    await toggle.click();
    await expect(mobile).toBeHidden();
    await toggle.click();
    await page.mouse.click(200, 700);
    await expect(mobile).toBeHidden();
    await toggle.click();
    await mobile.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true });

    test('the mobile menu opens and closes by touch', async ({ page }) => {
      await page.goto('/blog');
      const toggle = page.getByRole('button', { name: 'Menu' });
      const mobile = page.getByRole('navigation', { name: 'Mobile' });
      await toggle.tap();
      await expect(mobile.getByRole('link', { name: 'About' })).toBeVisible();
      await toggle.tap();
      await expect(mobile).toBeHidden();
    });
  });
});
