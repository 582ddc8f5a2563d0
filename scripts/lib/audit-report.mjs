// The audit's report as Markdown (reports/audit.md): budgets, one row per page, then what cost points.
import { summarize as summarizeAdvisories } from './advisories.mjs';
import { BUDGET, CATEGORIES, kb, PAGE_KIND, SIGNED_IN } from './audit-budgets.mjs';

/** Signed in: before scrolling, and scrolled to the end when islands loaded on the way. */
export const signedInKb = (page) =>
  page.jsSignedInBytes === undefined
    ? '–'
    : page.jsSignedInScrolledBytes > page.jsSignedInBytes
      ? `${kb(page.jsSignedInBytes)} (${kb(page.jsSignedInScrolledBytes)} scrolled)`
      : String(kb(page.jsSignedInBytes));

const pagesOfKind = (kind) =>
  Object.keys(PAGE_KIND)
    .filter((p) => PAGE_KIND[p] === kind)
    .join(', ');

/** What the Nu HTML Checker found, in one line. */
function htmlLine(html) {
  if (!html) return 'HTML: the Nu HTML Checker is not run in fast mode; `npm test` has its cheap HTML check.';
  const failing = new Set(html.errors.map((e) => e.file)).size;
  const where = failing ? `on ${failing} of ${html.pages} pages` : `on ${html.pages} pages`;
  return `HTML (Nu HTML Checker ${html.version}, errors only): ${html.errors.length} error(s) ${where}.`;
}

export function markdown(report) {
  const lines = [
    `# Site audit (${report.mode})`,
    '',
    `${report.generatedAt} · ${report.pages.length} pages from \`${report.dist}/\` served by the Worker · ` +
      `Lighthouse ${report.lighthouseVersion}, mobile profile, on ${report.lighthousePages} page(s) · axe-core ${report.axeVersion}`,
    '',
    `Budgets: Lighthouse ≥ ${BUDGET.lighthouse} in every category and TBT ≤ ${BUDGET.tbtMs} ms · axe ${BUDGET.axe} violations · ` +
      `JS before interaction ≤ ${BUDGET.jsKb.content} KB gzip (content pages), ${BUDGET.jsKb.storefront} KB ` +
      `(${pagesOfKind('storefront')}), ${BUDGET.jsKb.form} KB (${pagesOfKind('form')}) · ` +
      `JS signed in ≤ ${BUDGET.jsSignedInKb} KB before scrolling, ${BUDGET.jsSignedInScrolledKb} KB scrolled to the end · ` +
      `/ ≤ ${BUDGET.homeTransferKb} KB transfer · ${BUDGET.brokenLinks} broken links · ${BUDGET.htmlErrors} HTML errors.`,
    ...(report.mode === 'fast'
      ? [
          '',
          'axe: not run here in fast mode; the browser tests run it on one sitemap page of each kind (light, 1280 px).',
        ]
      : []),
    '',
    '| page | perf | TBT ms | a11y | best practices | SEO | axe violations | JS before interaction KB | JS signed in KB | transfer KB | broken links |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const p of report.pages) {
    const s = p.lighthouse?.scores;
    const cell = (id) => (s ? String(s[id]) : '–');
    const tbt = p.lighthouse ? String(Math.round(p.lighthouse.metrics.tbtMs)) : '–';
    const name = p.servedAs !== p.path ? `${p.path} (visitor → ${p.servedAs})` : p.path;
    lines.push(
      `| ${name} | ${cell('performance')} | ${tbt} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} | ` +
        `${p.axe ? p.axe.violations : '–'} | ${kb(p.jsBytes)} | ${signedInKb(p)} | ${kb(p.transferBytes)} | ${p.brokenLinks.length} |`,
    );
  }
  lines.push('', `Links: ${report.links.checked} internal links and anchors checked, ${report.links.broken} broken.`);
  lines.push('', htmlLine(report.html));
  if (report.advisories)
    lines.push('', `Production dependencies (\`npm audit --omit=dev\`): ${summarizeAdvisories(report.advisories)}.`);
  const signedIn = report.pages.filter((p) => SIGNED_IN.has(p.path));
  if (signedIn.length) {
    lines.push(
      '',
      `${signedIn.map((p) => p.path).join(' and ')} need a session: the signed-out columns are what a visitor sees ` +
        'there, i.e. the redirect to the login page; "JS signed in" is the page itself.',
    );
  }
  const under100 = (p, id) => p.lighthouse.scores[id] < 100 && p.lighthouse.misses[id].length > 0;
  const misses = report.pages.filter((p) => p.lighthouse && CATEGORIES.some(([id]) => under100(p, id)));
  if (misses.length) {
    lines.push('', '## Pages under 100, and the audits that cost points', '');
    for (const p of misses) {
      const parts = CATEGORIES.filter(([id]) => under100(p, id)).map(
        ([id, label]) =>
          `${label} ${p.lighthouse.scores[id]}: ${p.lighthouse.misses[id]
            .map((m) => `${m.id}${m.value ? ` (${m.value})` : ''}`)
            .join(', ')}`,
      );
      const runs =
        p.lighthouse.performanceRuns.length > 1 ? ` (perf runs ${p.lighthouse.performanceRuns.join(', ')})` : '';
      lines.push(`- ${p.path}${runs}: ${parts.join('; ')}`);
    }
  }
  const axe = report.pages.filter((p) => p.axe?.violations);
  if (axe.length) {
    lines.push('', '## axe violations', '');
    for (const p of axe)
      for (const r of p.axe.rules)
        lines.push(`- ${p.path} (${r.colorScheme}): ${r.id} (${r.impact}) ${r.help}: ${r.targets.join(', ')}`);
  }
  if (report.html?.errors.length) {
    lines.push('', '## HTML errors (Nu HTML Checker)', '');
    for (const e of report.html.errors.slice(0, 50)) lines.push(`- ${e.file}:${e.line}: ${e.message}`);
    if (report.html.errors.length > 50) lines.push(`- … and ${report.html.errors.length - 50} more in audit.json`);
  }
  lines.push('', report.failures.length ? '## Budget failures' : '**Every budget holds.**', '');
  for (const f of report.failures) lines.push(`- ${f}`);
  return `${lines.join('\n')}\n`;
}
