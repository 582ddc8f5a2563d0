// The audit's budgets, which page gets which, and the judgement of a finished audit against them.
import { PAGE_KINDS, SIGNED_IN_PAGES } from '../../site/lib/pages.ts';

export const BUDGET = {
  lighthouse: 98, // every category, every page
  tbtMs: 50, // Lighthouse total blocking time, every page
  axe: 0,
  // JS gzip (script responses and inline scripts) before any interaction, signed out: content pages
  // pay for no framework; /pricing and /services a little for their toggle and Add to cart; pages built around a
  // form hydrate it at load. A page not listed is a content page.
  jsKb: { content: 12, storefront: 15, form: 100 },
  // With a stored session, before scrolling or any interaction, every page: React for the nav and the cart badge,
  // and a form or account page's islands (React's 68 KB included, those pages stay within 100 KB)...
  jsSignedInKb: 100,
  // ...and scrolled to the end, with the islands that load when seen (the Security page's lower panels).
  jsSignedInScrolledKb: 100,
  // Pages with a budget of their own (none today; the signed-in budget holds every page).
  jsSignedInKbByPage: {},
  homeTransferKb: 150, // total compressed transfer of /
  brokenLinks: 0,
  htmlErrors: 0, // the Nu HTML Checker, every page
};

// Kinds and signed-in pages as site/lib/pages.ts declares them.
export const PAGE_KIND = PAGE_KINDS;

export const jsBudget = (path) => BUDGET.jsKb[PAGE_KIND[path] ?? 'content'];
/** --fast (in `npm test`): Lighthouse on the home page only; `npm run audit` runs it on every page. */
export const FAST_LIGHTHOUSE = ['/'];
/** --fast: public pages also measured signed in, where the account menu's islands load (besides the signed-in pages). */
export const FAST_SIGNED_IN = ['/', '/pricing', '/docs'];
export const SIGNED_IN = new Set(SIGNED_IN_PAGES);
export const CATEGORIES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
];

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Every budget a finished audit misses, as sentences. `fast` (inside `npm test`, where no timing may decide the
 * outcome) reports Lighthouse's performance score and TBT without judging them.
 */
export function budgetFailures({ pages, links, html, advisories, fast, summarizeAdvisories }) {
  const failures = [];
  for (const page of pages) {
    for (const [id, label] of CATEGORIES) {
      const score = page.lighthouse?.scores[id];
      // They follow this machine's load: / scored 88-99 and TBT 100 ms at load 15.
      if (fast && id === 'performance') continue;
      if (score !== undefined && score < BUDGET.lighthouse)
        failures.push(`${page.path}: Lighthouse ${label} ${score} < ${BUDGET.lighthouse}`);
    }
    if (page.axe && page.axe.violations > BUDGET.axe)
      failures.push(
        `${page.path}: ${page.axe.violations} axe violation(s): ${page.axe.rules.map((r) => r.id).join(', ')}`,
      );
    if (page.jsBytes > jsBudget(page.path) * 1024)
      failures.push(`${page.path}: JS before interaction ${kb(page.jsBytes)} KB gzip > ${jsBudget(page.path)} KB`);
    const signedInKb = BUDGET.jsSignedInKbByPage[page.path] ?? BUDGET.jsSignedInKb;
    if (page.jsSignedInBytes > signedInKb * 1024)
      failures.push(`${page.path}: JS signed in ${kb(page.jsSignedInBytes)} KB gzip > ${signedInKb} KB`);
    if (page.jsSignedInScrolledBytes > BUDGET.jsSignedInScrolledKb * 1024)
      failures.push(
        `${page.path}: JS signed in, scrolled to the end, ${kb(page.jsSignedInScrolledBytes)} KB gzip > ${BUDGET.jsSignedInScrolledKb} KB`,
      );
    const tbt = page.lighthouse?.metrics.tbtMs;
    if (!fast && tbt !== undefined && tbt > BUDGET.tbtMs)
      failures.push(`${page.path}: Lighthouse total blocking time ${Math.round(tbt)} ms > ${BUDGET.tbtMs} ms`);
    if (page.path === '/' && kb(page.transferBytes) > BUDGET.homeTransferKb)
      failures.push(`/: transfer ${kb(page.transferBytes)} KB > ${BUDGET.homeTransferKb} KB`);
  }
  for (const [link, from] of links.broken) failures.push(`broken link ${link} on ${from.join(', ')}`);
  if (html && html.errors.length > BUDGET.htmlErrors)
    failures.push(
      `Nu HTML Checker: ${html.errors.length} error(s) on ${new Set(html.errors.map((e) => e.file)).size} page(s)`,
    );
  if (advisories?.status === 'checked' && advisories.blocking.length)
    failures.push(`npm audit --omit=dev: ${summarizeAdvisories(advisories)}`);
  return failures;
}
