// `node scripts/bench-navigation.mjs`: how long a click on a link between two content pages takes to
// paint the next page, with the site's Speculation Rules and without them (a measurement, not a test).
//
// Usage: node scripts/bench-navigation.mjs [--runs 20] [--dwell 1000] [--port 8880] [--reduced-motion]
//                                          [--from /docs] [--to /docs/cli] [--no-build]
//   --runs            clicks per variant (each after a warm-up click that is not counted).
//   --dwell           ms the pointer rests on the link before the click (moderate eagerness starts a
//                     prerender after about 200 ms of hover).
//   --port            the build with the rules is served there, the one without on the next port.
//   --reduced-motion  the visitor asks for reduced motion: no view transition (by default they run).
//   --no-build        measure NIMBUS_DIST (default dist/) as it is instead of building first.
//
// Both variants are the same build served by the real Worker; the second is a copy with the
// `<script type="speculationrules">` taken out of every page. Runs alternate between the two, so load
// on the machine falls on both alike. Each run opens `--from` fresh, hovers the link to `--to`, waits
// `--dwell`, clicks, and reads in the new page: the click's time (stored by the old page at the click),
// the new page's first-contentful-paint entry (for a prerendered page Chrome reports the first paint
// after activation) and `activationStart` (> 0 when a prerender was shown).
//
// Driven by puppeteer-core, not Playwright: Chromium turns prerendering off while a DevTools client
// that does not attach through tab targets is connected (`PrerenderingDisabledByDevTools`), which is how
// Playwright attaches; puppeteer-core attaches through them.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from './lib/browser-flags.mjs';
import { requireChromium } from './lib/chromium.mjs';
import { startServer } from './lib/nimbus-server.mjs';
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 20));
const dwellMs = Number(option('--dwell', 1000));
const port = Number(option('--port', 8880));
const from = option('--from', '/docs');
const to = option('--to', '/docs/cli');
const reducedMotion = args.includes('--reduced-motion');
const dist = process.env.NIMBUS_DIST ?? 'dist';

const RULES = /<script type="speculationrules">[\s\S]*?<\/script>/g;

/** A copy of the build without Speculation Rules, in a temporary folder. */
async function copyWithoutRules() {
  const copy = await mkdtemp(join(tmpdir(), 'nimbus-no-rules-'));
  await cp(dist, copy, { recursive: true });
  let stripped = 0;
  for (const entry of await readdir(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    if (!html.includes('type="speculationrules"')) continue;
    await writeFile(file, html.replace(RULES, ''));
    stripped += 1;
  }
  if (stripped === 0) throw new Error(`No page of ${dist}/ carries Speculation Rules: nothing to compare.`);
  return copy;
}

/** Median and range of ms values, as `12.3 (10.1–20.4)`. */
function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  const ms = (v) => v.toFixed(1);
  return `${ms(median)} ms (${ms(sorted[0])}–${ms(sorted.at(-1))})`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One click from `from` to `to`; the new page's own timings, in ms from the click. */
async function click(page, origin) {
  // Each variant has its own tab; a tab in the background does not render (nor paint, nor hover).
  await page.bringToFront();
  await page.goto(`${origin}${from}`, { waitUntil: 'load' });
  // The click's time, kept where the next page can read it (same origin, same clock).
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => localStorage.setItem('bench:clickAt', String(performance.timeOrigin + event.timeStamp)),
      { capture: true },
    ),
  );
  const link = await page.waitForSelector(`a[href="${to}"]`, { visible: true });
  await link.hover();
  await sleep(dwellMs);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no first-contentful-paint within 5 s')), 5000);
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (!fcp) return;
          observer.disconnect();
          clearTimeout(timer);
          const [navigation] = performance.getEntriesByType('navigation');
          const clickAt = Number(localStorage.getItem('bench:clickAt'));
          const since = (t) => performance.timeOrigin + t - clickAt;
          const activationStart = navigation?.activationStart ?? 0;
          resolve({
            prerendered: activationStart > 0,
            fcpMs: since(Math.max(fcp.startTime, activationStart)),
            startMs: since(activationStart),
          });
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

if (!args.includes('--no-build')) await run('node', ['scripts/build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const plain = await copyWithoutRules();
console.log(`▶ ${dist}/ on port ${port} (rules), a copy without them on ${port + 1}; starting the Workers`);
// One after the other: two wrangler dev starting at the same moment can pick the same internal port.
const servers = [await startServer({ port, persist: `.wrangler/bench-navigation-${port}`, fresh: true, dist })];
servers.push(
  await startServer({ port: port + 1, persist: `.wrangler/bench-navigation-${port + 1}`, fresh: true, dist: plain }),
);
const browser = await puppeteer.launch({ executablePath: requireChromium(), headless: true, args: CHROMIUM_FLAGS });
const variants = [
  { name: 'with rules', origin: servers[0].base, samples: [] },
  { name: 'without rules', origin: servers[1].base, samples: [] },
];
try {
  for (const variant of variants) {
    variant.page = await browser.newPage();
    await variant.page.setViewport({ width: 1280, height: 800 });
    if (reducedMotion) await variant.page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await click(variant.page, variant.origin); // warm-up: caches, compiled code
  }
  for (let i = 0; i < runs; i += 1) {
    for (const variant of i % 2 ? [...variants].reverse() : variants)
      variant.samples.push(await click(variant.page, variant.origin));
    process.stdout.write(`\r  ${i + 1}/${runs}`);
  }
  process.stdout.write('\n');
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.kill()));
  await rm(plain, { recursive: true, force: true });
}

console.log(
  `\nClick on a link ${from} → ${to}, ${runs} runs each, pointer resting ${dwellMs} ms first, ` +
    `${reducedMotion ? 'reduced motion (no view transition)' : 'view transitions on'}; Chromium headless, 1280 × 800:\n`,
);
console.log('| variant | prerendered | click → first contentful paint, median (range) | click → navigation start |');
console.log('| --- | ---: | ---: | ---: |');
for (const { name, samples } of variants) {
  const fcp = summarize(samples.map((s) => s.fcpMs));
  const start = summarize(samples.map((s) => s.startMs));
  const prerendered = samples.filter((s) => s.prerendered).length;
  console.log(`| ${name} | ${prerendered}/${samples.length} | ${fcp} | ${start} |`);
}
