// `node scripts/check-html.mjs [dir=dist]`: the cheap HTML checks (scripts/lib/html-checks.mjs) over
// every page of a built site, in `npm test`. Exits 1 and lists each problem with its page.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkHtml } from './lib/html-checks.mjs';

const dir = process.argv[2] ?? 'dist';
const started = performance.now();
const entries = await readdir(dir, { recursive: true, withFileTypes: true });
const pages = entries
  .filter((e) => e.isFile() && e.name.endsWith('.html') && !relative(dir, e.parentPath).startsWith('pagefind'))
  .map((e) => join(e.parentPath, e.name));
let failures = 0;
for (const file of pages) {
  for (const problem of checkHtml(await readFile(file, 'utf8'))) {
    failures += 1;
    console.error(`${relative(dir, file)}: ${problem}`);
  }
}
const ms = Math.round(performance.now() - started);
if (pages.length === 0) {
  console.error(`No pages in ${dir}/: build the site first.`);
  process.exit(1);
}
console.log(
  `${pages.length} pages checked in ${ms} ms: ${failures ? `${failures} problem(s)` : 'no duplicate id, no stray pathLength, nothing after </html>'}`,
);
if (failures) process.exit(1);
