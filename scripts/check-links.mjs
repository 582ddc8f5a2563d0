// Link check (docs/decisions/every-link-resolves.md): every internal link and #anchor on every page of a built site must have a target,
// and so must the links of the docs for machines (docs/decisions/docs-for-machines.md: the Markdown copies, llms.txt, llms-full.txt).
// Usage: node scripts/check-links.mjs [dir=dist]   Exits 1 and lists each broken link with its pages.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';

const SITE_ORIGIN = 'https://nimbus.example';

/** Every file under `dir` whose name passes `test`, as site paths ("/docs/cli.html"). */
async function filesWhere(dir, test) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => `/${relative(dir, join(e.parentPath, e.name)).split(sep).join('/')}`);
}

const htmlFiles = (dir) => filesWhere(dir, (name) => name.endsWith('.html'));
/** Markdown copies and the llms.txt files: their links are checked too; they have no anchors of their own. */
const markdownFiles = (dir) => filesWhere(dir, (name) => name.endsWith('.md') || /^llms(-full)?\.txt$/.test(name));

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Links (a, area, link) and ids of a page; script, style and template bodies are skipped. */
export function parsePage(html) {
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');
  const links = [];
  for (const [, tag, attrs] of markup.matchAll(/<(a|area|link)\b([^>]*)>/gi)) {
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!href) continue;
    const rel = /\srel\s*=\s*"([^"]*)"/i.exec(attrs)?.[1] ?? '';
    // Hints to other origins are not links a visitor follows.
    if (tag.toLowerCase() === 'link' && /\b(preconnect|dns-prefetch)\b/.test(rel)) continue;
    links.push(decode(href[1] ?? href[2] ?? href[3] ?? ''));
  }
  const ids = new Set();
  for (const [, , value] of markup.matchAll(/\s(id|name)\s*=\s*"([^"]*)"/gi)) ids.add(decode(value));
  return { links, ids };
}

/** Links of a Markdown text (`[text](url)`), leaving out code, where a link is only an example. */
export function parseMarkdown(text) {
  const prose = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  const links = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, href]) => href);
  return { links, ids: new Set() };
}

/** The site path a link points to, or null when it leaves the site (mailto:, other hosts…). */
export function internalTarget(href, fromPage) {
  if (/^(mailto|tel|sms|javascript|data):/i.test(href)) return null;
  let url;
  try {
    url = new URL(href, `${SITE_ORIGIN}${fromPage}`);
  } catch {
    return { path: href, hash: '', invalid: true };
  }
  if (url.origin !== SITE_ORIGIN) return null;
  return {
    path: decodeURIComponent(url.pathname),
    hash: decodeURIComponent(url.hash.slice(1)),
    bareHash: href === '#',
  };
}

/** Candidate files for a URL path, in the order Workers Static Assets tries them (build.format 'file'). */
export function candidates(path) {
  if (path === '/' || path === '') return ['/index.html'];
  const clean = path.replace(/\/$/, '');
  return [clean, `${clean}.html`, `${clean}/index.html`];
}

export async function checkSite(dir) {
  const pages = await htmlFiles(dir);
  const texts = await markdownFiles(dir);
  const parsed = new Map();
  for (const page of pages) parsed.set(page, parsePage(await readFile(join(dir, page), 'utf8')));
  for (const file of texts) parsed.set(file, parseMarkdown(await readFile(join(dir, file), 'utf8')));

  const fileCache = new Map();
  const exists = async (file) => {
    if (!fileCache.has(file)) {
      fileCache.set(
        file,
        await stat(join(dir, ...file.split('/')))
          .then((s) => s.isFile())
          .catch(() => false),
      );
    }
    return fileCache.get(file);
  };

  const broken = new Map(); // "link → reason" → pages
  const report = (link, reason, page) => {
    const key = `${link}  (${reason})`;
    broken.set(key, [...(broken.get(key) ?? []), page]);
  };
  let checked = 0;

  for (const [page, { links }] of parsed) {
    const pagePath = page.endsWith('/index.html') ? page.slice(0, -'index.html'.length) : page.replace(/\.html$/, '');
    for (const href of links) {
      const target = internalTarget(href, pagePath);
      if (!target) continue;
      checked += 1;
      if (target.invalid) {
        report(href, 'invalid URL', page);
        continue;
      }
      if (target.bareHash) {
        report(href, 'empty "#" link', page);
        continue;
      }
      let file = null;
      for (const candidate of candidates(target.path)) {
        if (await exists(candidate)) {
          file = candidate;
          break;
        }
      }
      if (!file) {
        report(target.path, 'no page', page);
        continue;
      }
      if (target.hash && file.endsWith('.html') && !parsed.get(file)?.ids.has(target.hash)) {
        report(`${target.path}#${target.hash}`, 'no such anchor', page);
      }
    }
  }
  return { pages: pages.length, documents: texts.length, checked, broken };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { pages, documents, checked, broken } = await checkSite(dir);
  if (broken.size === 0) {
    console.log(
      `Links OK: ${checked} internal links on ${pages} pages and ${documents} Markdown/llms.txt files in ${dir}/ all resolve.`,
    );
  } else {
    console.error(`Broken links in ${dir}/ (${broken.size}):`);
    for (const [link, from] of [...broken].sort(([a], [b]) => a.localeCompare(b))) {
      const shown = from.slice(0, 5).map((p) => posix.normalize(p));
      console.error(`  ${link}\n      on ${shown.join(', ')}${from.length > 5 ? ` and ${from.length - 5} more` : ''}`);
    }
    process.exit(1);
  }
}
