// The audit's browser pass: one page as a visitor and as a signed-in customer sees it, in Playwright with the
// browser tests' Chromium: the bytes it loads (before interaction, and scrolled to the end) and, unless the
// audit is fast, axe-core's violations in each colour scheme.
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { SIGNED_IN } from './audit-budgets.mjs';

/** The islands the page starts by itself at load have hydrated (those waiting to be seen or needed stay). */
const loadIslandsSettled = () =>
  !document.querySelector(
    'astro-island[ssr]:not([client="demand"]):not([client="visible"]), astro-island[ssr][data-demand]',
  );

/**
 * Every island is hydrated; `client:demand` islands nothing needed yet stay as they are. One that waits to be
 * seen is brought into view (scrolling to the end can leave one above the fold that moved as the page grew);
 * one in a part of the page that is not shown never loads (the Team page shows its parts by the account).
 */
const islandsSettled = () => {
  const shown = (island) =>
    island.getAttribute('client') !== 'visible' || [...island.children].some((child) => child.getClientRects().length);
  const waiting = [
    ...document.querySelectorAll('astro-island[ssr]:not([client="demand"]), astro-island[ssr][data-demand]'),
  ].find(shown);
  if (waiting?.getAttribute('client') === 'visible') (waiting.firstElementChild ?? waiting).scrollIntoView();
  return !waiting;
};

/** gzip of the page's inline scripts, taken together (they travel inside the HTML). */
// JavaScript only: a `<script>` holding data (Speculation Rules, JSON-LD, other JSON) is never run.
const inlineScriptBytes = async (page) =>
  gzipSync(
    (await page.$$eval('script:not([src])', (scripts) =>
      scripts
        .filter((s) => ['', 'module', 'text/javascript'].includes(s.type))
        .map((s) => s.textContent ?? '')
        .join('\n'),
    )) || '',
    { level: 9 },
  ).length;

/**
 * One visit: load, scroll to the end, wait for the islands the page starts by itself, then the byte counts
 * (and axe when `axe` is set). `session` puts a stored session in the browser first.
 */
async function visit(browser, url, path, { colorScheme = 'light', session = null, axe = false } = {}) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
  if (session)
    await context.addInitScript((s) => {
      window.localStorage.setItem('token', s.token);
      window.localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
  const page = await context.newPage();
  const bodies = [];
  const seen = new Set();
  page.on('response', (response) => {
    // Counted once per URL: a second document (the sign-in redirect) gets shared chunks from the cache.
    if (seen.has(response.url())) return;
    seen.add(response.url());
    const type = response.request().resourceType();
    bodies.push(
      response
        .body()
        .then((body) => ({ type, url: response.url(), bytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => ({ type, url: response.url(), bytes: 0 })), // redirects have no body
    );
  });
  const inFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // Every request answered, twice in a row a short pause apart (one answer can start the next call):
  // what 'networkidle' checks, without its fixed half second of waiting on every visit.
  const settle = async (settled) => {
    await page.waitForFunction(settled, null, { timeout: 10_000 });
    for (let quiet = 0; quiet < 2; ) {
      await page.waitForTimeout(100);
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
    }
  };
  await page.goto(url, { waitUntil: 'load' });
  if (SIGNED_IN.has(path) && !session) await page.waitForURL(/\/login/, { timeout: 10_000 });
  // What the page loads before anyone scrolls or touches it (1280 × 800)...
  await settle(loadIslandsSettled);
  const loadedFirst = bodies.length;
  // ...and once scrolled to the end, every client:visible island seen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settle(islandsSettled);
  const servedAs = new URL(page.url()).pathname + new URL(page.url()).search;
  const rules = [];
  if (axe) {
    // Only violations are reported, so axe need not detail every passing node (much faster on long pages);
    // legacy mode runs it once in the page (no frames here) instead of merging per-frame results in a blank page.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode()
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const v of violations)
      rules.push({
        colorScheme,
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 10),
      });
  }
  const measured = await Promise.all(bodies);
  const inline = await inlineScriptBytes(page);
  await context.close();
  const scriptBytes = (responses) =>
    responses.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.bytes, 0) + inline;
  return {
    servedAs,
    rules,
    jsBytes: scriptBytes(measured.slice(0, loadedFirst)),
    jsScrolledBytes: scriptBytes(measured),
    transferBytes: measured.reduce((sum, r) => sum + r.bytes, 0),
    requests: measured.length,
  };
}

/**
 * A page as a signed-out visitor (axe in each colour scheme unless `fast`, bytes) and as a signed-in customer
 * (bytes) when `session` is given.
 */
export async function browserPass(browser, origin, path, { colorSchemes, session, fast }) {
  // `axe` stays null under --fast: the browser tests run it (the report shows "–").
  const result = { path, servedAs: path, axe: fast ? null : { violations: 0, rules: [] } };
  for (const [i, colorScheme] of colorSchemes.entries()) {
    const seen = await visit(browser, `${origin}${path}`, path, { colorScheme, axe: !fast });
    result.axe?.rules.push(...seen.rules);
    if (i === 0)
      Object.assign(result, {
        servedAs: seen.servedAs,
        jsBytes: seen.jsBytes,
        transferBytes: seen.transferBytes,
        requests: seen.requests,
      });
  }
  if (result.axe) result.axe.violations = result.axe.rules.length;
  if (session) {
    const signedIn = await visit(browser, `${origin}${path}`, path, { session });
    result.jsSignedInBytes = signedIn.jsBytes;
    result.jsSignedInScrolledBytes = signedIn.jsScrolledBytes;
  }
  return result;
}
