/**
 * No page logs a console error or throws an uncaught exception: the pages where customers spend
 * money signed in with two plans in the cart and an order placed, in both themes on a 360 px phone
 * and a 1280 px desktop (/, /pricing, /cart, /profile and a docs page five times each, since
 * hydration errors such as React's #418 are intermittent; the other account pages and the order
 * once); and every page of the sitemap signed out, in both themes at 360 px and at 1280 px. The same
 * loads serve two more checks: at 360 px no page scrolls sideways, and at 1280 px axe finds nothing
 * on the signed-in cart, account pages and order (both themes) and, signed out in the light theme,
 * on one page of each kind (scripts/lib/sample-pages.mjs: every top-level page, the pricing pages,
 * the first page of each section; the full `npm run audit` runs axe on every page in both themes).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { onePerSection } from '../scripts/lib/sample-pages.mjs';
import { ACCOUNT_PAGES } from '../site/lib/account-pages';
import { DE_DETAILS, giveBillingDetails, placeOrder } from './billing-helpers';
import { type Account, createAccount, expect, signInBrowser, test } from './fixtures';
import { sitemapPaths } from './sitemap';

type Variant = { colorScheme: 'light' | 'dark'; width: number; height: number };
/** The phone is 360 px wide, the narrowest a page must fit without scrolling sideways. */
const variants: readonly Variant[] = [
  { colorScheme: 'light', width: 360, height: 780 },
  { colorScheme: 'dark', width: 360, height: 780 },
  { colorScheme: 'light', width: 1280, height: 800 },
  { colorScheme: 'dark', width: 1280, height: 800 },
];
/** Where axe runs on a load: which variant and which paths (the first load of each). */
type AxeOn = (variant: Variant, path: string) => boolean;

/** Collects console errors and uncaught exceptions from the moment it is called. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** API calls in flight on the page (a signed-in page's islands fetch their data after hydrating). */
function trackApiCalls(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/** Loads `path` and waits until the page is quiet: every island hydrated (but those waiting for a first use), no API call left. */
async function load(page: Page, path: string, inFlight: Set<Request>) {
  await page.goto(path, { waitUntil: 'load' });
  // Islands that wait to be seen (the lower panels of /profile/security, the billing details) are brought into view one by one, so
  // their errors count too; layout that moves while the forms above load cannot leave one unseen.
  // One in a part of the page that is not shown never loads (the Team page shows its parts by what the account is);
  // what the islands load can show such a part, so again until no island is left waiting.
  const settled = () =>
    page.evaluate(() => {
      const shown = (island: Element) =>
        island.getAttribute('client') !== 'visible' ||
        [...island.children].some((child) => child.getClientRects().length > 0);
      const waiting = [
        ...document.querySelectorAll('astro-island[ssr]:not([client="demand"]), astro-island[ssr][data-demand]'),
      ].find(shown);
      if (waiting?.getAttribute('client') === 'visible') (waiting.firstElementChild ?? waiting).scrollIntoView();
      return !waiting;
    });
  do {
    await expect.poll(settled).toBe(true);
    // Twice in a row, a short pause apart: a call that ends can start the next one (e.g. a 401 → sign-out).
    for (let quiet = 0; quiet < 2; ) {
      await page.waitForTimeout(25);
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
    }
  } while (!(await settled()));
}

/**
 * Loads each path `loadsOf(path)` times in each of `inVariants`; returns the errors, at 360 px the pages
 * wider than the viewport, and what axe finds where `axeOn` says.
 */
async function loadEverywhere(
  page: Page,
  paths: string[],
  inVariants: readonly Variant[],
  loadsOf: (path: string) => number,
  axeOn: AxeOn,
) {
  const wide: string[] = [];
  const axe: string[] = [];
  const errors = watchErrors(page);
  const inFlight = trackApiCalls(page);
  // Scripts arrive in a random order, as they do on a real network, so islands hydrate in any order.
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
    await route.continue();
  });
  for (const variant of inVariants) {
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.setViewportSize({ width: variant.width, height: variant.height });
    for (const path of paths) {
      for (let i = 0; i < loadsOf(path); i += 1) {
        const before = errors.length;
        await load(page, path, inFlight);
        for (const error of errors.slice(before))
          errors[errors.indexOf(error)] = `${path} (${variant.colorScheme}, ${variant.width} px): ${error}`;
        if (i === 0 && axeOn(variant, path)) {
          // Violations only, run once in the page (no frames here): the default rules, a fraction of the time.
          const found = await new AxeBuilder({ page })
            .setLegacyMode()
            .options({ resultTypes: ['violations'] })
            .analyze();
          for (const v of found.violations)
            axe.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        }
        if (variant.width !== 360) continue;
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width !== 360) wide.push(`${path} (${variant.colorScheme}): ${width} px wide at 360 px`);
      }
    }
  }
  return { errors, wide, axe };
}

test.describe('no console error and no uncaught exception', () => {
  test.describe.configure({ timeout: 300_000 });

  // Where React's hydration error #418 once came and went (and a docs page): five loads in each variant; the rest once.
  const repeated = new Set(['/', '/pricing', '/cart', '/profile', '/docs/compute']);
  const desktop = (variant: Variant) => variant.width === 1280;

  // One test per theme and width, so the two browser workers share the loads evenly.
  for (const variant of variants) {
    test(`signed in with two plans in the cart and an order: /, /pricing, /cart, the account pages, the order and a docs page (${variant.colorScheme}, ${variant.width} px)`, async ({
      page,
      request,
    }) => {
      const account: Account = await createAccount(request);
      await giveBillingDetails(request, account, DE_DETAILS);
      const order = await placeOrder(request, account);
      const plans = (await (await request.get('/api/plans')).json()) as {
        data: { _id: string; monthlyPrice: number | null }[];
      };
      for (const plan of plans.data.filter((p) => p.monthlyPrice !== null).slice(0, 2)) {
        const res = await request.post('/api/cart/add', {
          data: { planId: plan._id, billingPeriod: 'monthly' },
          headers: { authorization: `Bearer ${account.token}` },
        });
        expect(res.status()).toBe(200);
      }
      await signInBrowser(page, account);
      const orderPath = `/order?id=${order.id}`;
      const accountPaths = ['/cart', ...ACCOUNT_PAGES.map((p) => p.href), orderPath];
      const paths = ['/', '/pricing', ...accountPaths, '/docs/compute'];
      const { errors, wide, axe } = await loadEverywhere(
        page,
        paths,
        [variant],
        (path) => (repeated.has(path) ? 5 : 1),
        (shown, path) => desktop(shown) && accountPaths.includes(path),
      );
      expect(errors).toEqual([]);
      expect(wide).toEqual([]);
      expect(axe).toEqual([]);
    });
  }

  // Axe on one page of each kind, light theme, desktop.
  const axePaths = new Set(onePerSection(sitemapPaths(), ['/pricing/add-ons', '/pricing/calculator']));
  const axeSignedOut: AxeOn = (variant, path) => variant === variants[2] && axePaths.has(path);

  // In three parts, so the two browser workers share them evenly.
  const paths = sitemapPaths();
  const third = Math.ceil(paths.length / 3);
  for (const [i, part] of [paths.slice(0, third), paths.slice(third, 2 * third), paths.slice(2 * third)].entries()) {
    test(`signed out, every page of the sitemap (part ${i + 1} of 3), no sideways scrolling at 360 px, axe finds nothing on one of each kind`, async ({
      page,
    }) => {
      const { errors, wide, axe } = await loadEverywhere(page, part, variants, () => 1, axeSignedOut);
      expect(errors).toEqual([]);
      expect(wide).toEqual([]);
      expect(axe).toEqual([]);
    });
  }
});
