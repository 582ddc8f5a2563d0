/**
 * No page logs a console error or throws an uncaught exception: the pages where customers spend
 * money signed in with two plans in the cart and an order placed, in both themes on a 360 px phone
 * and a 1280 px desktop (scripts arrive in a random order, so hydration errors such as React's #418,
 * which depend on it, get four orders per page); and every page of the sitemap signed out at 360 px, every other page in the dark theme, and
 * one page of each kind at 1280 px in the other theme (scripts/lib/sample-pages.mjs: every top-level
 * page, the pricing pages, the first page of each section, whose siblings share its layout and scripts).
 * The same loads serve two more checks: at 360 px no page scrolls sideways, and at 1280 px axe finds
 * nothing on the signed-in cart, account pages and order (both themes) and on the signed-out pages
 * loaded there (the full `npm run audit` runs axe on every page in both themes).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { onePerSection } from '../scripts/lib/sample-pages.mjs';
import { ACCOUNT_PAGES } from '../site/lib/account-pages';
import { DE_DETAILS, giveBillingDetails, placeOrder } from './billing-helpers';
import { type Account, expect, signInBrowser, test, verifiedAccount } from './fixtures';
import { sitemapPaths } from './sitemap';
import { createTeam, uniqueTeam } from './team-setup';

type Variant = { colorScheme: 'light' | 'dark'; width: number; height: number };
/** The phone is 360 px wide, the narrowest a page must fit without scrolling sideways. */
const lightPhone: Variant = { colorScheme: 'light', width: 360, height: 780 };
const darkPhone: Variant = { colorScheme: 'dark', width: 360, height: 780 };
const lightDesktop: Variant = { colorScheme: 'light', width: 1280, height: 800 };
const darkDesktop: Variant = { colorScheme: 'dark', width: 1280, height: 800 };
const variants: readonly Variant[] = [lightPhone, darkPhone, lightDesktop, darkDesktop];
/** Where axe runs on a load: which variant and which paths. */
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
 * The form controls shown on the page that reach past the padding of the card they are in (a field or
 * button running out of its card on a phone), as "control: how far".
 */
function controlsOutsideCards(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll('.card :is(input, select, textarea, button)')) {
      const box = control.getBoundingClientRect();
      // Hidden controls and visually hidden ones (a styled checkbox's real input) take no room.
      if (box.width <= 1 || box.height <= 1) continue;
      const card = control.closest('.card') as HTMLElement;
      const cardBox = card.getBoundingClientRect();
      const style = getComputedStyle(card);
      const left = cardBox.left + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.borderLeftWidth);
      const right = cardBox.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
      const past = Math.max(left - box.left, box.right - right);
      if (past > 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        found.push(`${control.tagName.toLowerCase()}#${control.id} "${name.slice(0, 40)}": ${Math.round(past)} px`);
      }
    }
    return found;
  });
}

type Sweep = {
  /** The paths loaded in a variant. */
  paths: (variant: Variant) => string[];
  variants: readonly Variant[];
  axeOn: AxeOn;
  /** Where the controls must lie inside their cards (checked at 360 px). */
  cardsOn?: (path: string) => boolean;
};

/**
 * Loads each path once in each variant; returns the errors, at 360 px the pages wider
 * than the viewport and the controls outside their cards where `cardsOn` says, and what axe finds where
 * `axeOn` says.
 */
async function loadEverywhere(page: Page, { paths, variants: inVariants, axeOn, cardsOn }: Sweep) {
  const wide: string[] = [];
  const axe: string[] = [];
  const outside: string[] = [];
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
    for (const path of paths(variant)) {
      const before = errors.length;
      await load(page, path, inFlight);
      for (const error of errors.slice(before))
        errors[errors.indexOf(error)] = `${path} (${variant.colorScheme}, ${variant.width} px): ${error}`;
      if (axeOn(variant, path)) {
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
      if (cardsOn?.(path))
        for (const control of await controlsOutsideCards(page))
          outside.push(`${path} (${variant.colorScheme}): ${control}`);
    }
  }
  return { errors, wide, axe, outside };
}

test.describe('no console error and no uncaught exception', () => {
  test.describe.configure({ timeout: 300_000 });

  const desktop = (variant: Variant) => variant.width === 1280;

  // One test per theme and width, so the two browser workers share the loads evenly. In the light theme
  // the personal account; in the dark one the owner of a team, acting for it (every part of the Team page).
  for (const variant of variants) {
    const inTeam = variant.colorScheme === 'dark';
    test(`signed in ${inTeam ? 'for a team they own' : 'on the personal account'}, with two plans in the cart and an order: /, /pricing, /cart, the account pages, the order and a docs page (${variant.colorScheme}, ${variant.width} px)`, async ({
      page,
      request,
    }) => {
      const account: Account = await verifiedAccount(request);
      if (inTeam) await createTeam(request, account, uniqueTeam('Runtime Checks'));
      await giveBillingDetails(request, account, DE_DETAILS);
      const order = await placeOrder(request, account);
      const plans = (await (await request.get('/api/plans')).json()) as {
        data: { _id: string; monthlyPrice: number | null }[];
      };
      for (const plan of plans.data.filter((p) => (p.monthlyPrice ?? 0) > 0).slice(0, 2)) {
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
      const { errors, wide, axe, outside } = await loadEverywhere(page, {
        paths: () => paths,
        variants: [variant],
        axeOn: (shown, path) => desktop(shown) && accountPaths.includes(path),
        cardsOn: (path) => accountPaths.includes(path),
      });
      expect(errors).toEqual([]);
      expect(wide).toEqual([]);
      expect(axe).toEqual([]);
      expect(outside).toEqual([]);
    });
  }

  // One page of each kind (its siblings share its layout and scripts) also on the desktop, where axe runs on it.
  const onDesktop = new Set(onePerSection(sitemapPaths(), ['/pricing/add-ons', '/pricing/calculator']));

  // Each page at 360 px, and one of each kind at 1280 px in the opposite theme: a theme changes colours, not
  // layout or scripts, so the pairs [light phone, dark desktop] and [dark phone, light desktop] take turns
  // page by page. In two parts per pair, so the two browser workers share them evenly.
  const paths = sitemapPaths();
  const pairs = [
    [lightPhone, darkDesktop],
    [darkPhone, lightDesktop],
  ] as const;
  for (const [p, pair] of pairs.entries()) {
    const ofPair = paths.filter((_, i) => i % 2 === p);
    const half = Math.ceil(ofPair.length / 2);
    for (const [i, part] of [ofPair.slice(0, half), ofPair.slice(half)].entries())
      test(`signed out, every page of the sitemap at 360 px and one of each kind at 1280 px (${pair[0].colorScheme} phone and ${pair[1].colorScheme} desktop, part ${i + 1} of 2): no sideways scrolling, axe finds nothing on the desktop`, async ({
        page,
      }) => {
        const { errors, wide, axe } = await loadEverywhere(page, {
          paths: (variant) => (desktop(variant) ? part.filter((path) => onDesktop.has(path)) : part),
          variants: pair,
          axeOn: desktop,
        });
        expect(errors).toEqual([]);
        expect(wide).toEqual([]);
        expect(axe).toEqual([]);
      });
  }
});
