/**
 * Moving between pages (docs/decisions/prerender-on-intent.md): a hovered same-site link is
 * prerendered, and nothing in the prerendered page calls the API before the visitor opens it; the
 * pages that must not be prerendered never are; the move is a cross-document view transition with
 * the nav kept in place, and none for a visitor who asked for reduced motion.
 *
 * The prerender tests drive Chromium with puppeteer-core: Chromium turns prerendering off while a
 * DevTools client that does not attach through tab targets is connected, which is how Playwright
 * attaches (`PrerenderingDisabledByDevTools`).
 */
import type { Page } from '@playwright/test';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../scripts/lib/browser-flags.mjs';
import { requireChromium } from '../scripts/lib/chromium.mjs';
import { type Account, createAccount, expect, signInBrowser, test } from './fixtures';

/** Navigation timing with `activationStart` (> 0 for a prerendered page), not in TypeScript's DOM types yet. */
type NavigationEntry = PerformanceNavigationTiming & { activationStart: number };

async function accountWithCart(request: Parameters<typeof createAccount>[0]) {
  const account = await createAccount(request);
  for (const planId of ['starter', 'pro'])
    await request.post('/api/cart/add', {
      data: { planId, billingPeriod: 'monthly' },
      headers: { authorization: `Bearer ${account.token}` },
    });
  return account;
}

test.describe('prerendering on intent', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await puppeteer.launch({ executablePath: requireChromium(), headless: true, args: CHROMIUM_FLAGS });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  /** A tab of the puppeteer browser on `path`, signed in as `account`, with its console errors. */
  async function signedInTab(baseURL: string, account: Account, path: string) {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 1280, height: 800 });
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    tab.on('pageerror', (error) => errors.push(String(error)));
    await tab.goto(`${baseURL}/`);
    await tab.evaluate((a) => {
      localStorage.setItem('token', a.token);
      localStorage.setItem('user', JSON.stringify({ id: a.id, name: a.name, email: a.email }));
    }, account);
    await tab.goto(`${baseURL}${path}`, { waitUntil: 'load' });
    // The signed-in nav with its cart count: the islands of the first page have done their API calls.
    await tab.waitForSelector('header a[aria-label="Cart, 2 items"]');
    return { tab, errors };
  }

  test('a hovered link is prerendered, and its page calls the API only once it is opened', async ({
    request,
    baseURL,
  }) => {
    const account = await accountWithCart(request);
    const { tab, errors } = await signedInTab(String(baseURL), account, '/docs');
    // /pricing for a signed-in visitor starts two islands that call the API at once: the nav's cart
    // count (GET /api/cart) and the pricing cards (GET /api/plans).
    const link = await tab.waitForSelector('footer a[href="/pricing"]');
    await link?.hover();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all([tab.waitForNavigation(), link?.click()]);

    const shown = await tab.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as NavigationEntry[];
      const api = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
      return { path: location.pathname, activationStart: navigation?.activationStart ?? 0, api };
    });
    expect(shown.path).toBe('/pricing');
    expect(shown.activationStart, 'the page was prerendered').toBeGreaterThan(0);
    expect(shown.api.filter((call) => call.startTime < shown.activationStart)).toEqual([]);

    // Once shown, the islands start: the nav fetches its count, the cards their plans.
    await tab.waitForSelector('header a[aria-label="Cart, 2 items"]');
    const after = await tab.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(after).toContain('/api/cart');
    expect(errors).toEqual([]);
    await tab.close();
  });

  test('a prerendered page shows the state of the moment it is opened, not of the hover', async ({
    request,
    baseURL,
  }) => {
    const account = await accountWithCart(request);
    const { tab, errors } = await signedInTab(String(baseURL), account, '/docs');
    const link = await tab.waitForSelector('footer a[href="/features"]');
    await link?.hover();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Signed out in this tab between the hover and the click (another tab, or the session ending).
    await tab.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await Promise.all([tab.waitForNavigation(), link?.click()]);
    const shown = await tab.evaluate(() => ({
      activationStart: (performance.getEntriesByType('navigation')[0] as NavigationEntry).activationStart,
      auth: document.documentElement.dataset.auth ?? null,
    }));
    expect(shown.activationStart, 'the page was prerendered').toBeGreaterThan(0);
    expect(shown.auth).toBeNull();
    expect(await tab.$eval('header a[href="/login"]', (a) => getComputedStyle(a).visibility)).toBe('visible');
    expect(errors).toEqual([]);
    await tab.close();
  });
});

test('the rules leave out the API, pages that act on load, signed-in pages and files', async ({ page, request }) => {
  // Reads which links Chromium takes as prerender candidates (DevTools' Preload domain).
  const cdp = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    candidates = event.preloadingAttemptSources
      .filter((source) => source.key.action === 'Prerender')
      .map((source) => {
        const url = new URL(source.key.url);
        return url.pathname + url.search;
      });
  });
  await cdp.send('Preload.enable');
  await signInBrowser(page, await accountWithCart(request));
  await page.goto('/docs/compute');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // Links the site may show anywhere, added to the page: the rules apply to links as they appear.
  const hrefs = [
    '/order?id=o_1',
    '/verify-email?token=t',
    '/reset-password?token=t',
    '/api/cart',
    '/rss.xml',
    '/login',
  ];
  await page.evaluate((list) => {
    for (const href of list)
      document.querySelector('main')?.append(Object.assign(document.createElement('a'), { href }));
  }, hrefs);
  await expect.poll(() => candidates).toContain('/login');
  expect(candidates).toEqual(expect.arrayContaining(['/', '/docs', '/pricing', '/features']));
  const never = candidates.filter((path) =>
    /^\/(api\/|order|verify-email|reset-password|cart$|profile$)|\.(md|txt|xml|json)$/.test(path),
  );
  expect(never).toEqual([]);
});

test.describe('view transitions between pages', () => {
  /** Clicks from /docs to /docs/cli and tells whether the new page was revealed by a view transition. */
  async function revealedWithTransition(page: Page) {
    await page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        sessionStorage.setItem('revealed-with-transition', String(Boolean(event.viewTransition)));
      });
    });
    await page.goto('/docs');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^CLI reference/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs\/cli$/);
    return page.evaluate(() => sessionStorage.getItem('revealed-with-transition'));
  }

  test('a click moves to the next page with a view transition, the nav kept in place', async ({ page }) => {
    expect(await revealedWithTransition(page)).toBe('true');
    await expect(page.getByRole('banner')).toHaveCSS('view-transition-name', 'site-nav');
  });

  test('none for a visitor who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await revealedWithTransition(page)).toBe('false');
  });
});
