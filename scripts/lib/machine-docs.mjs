// Docs for machines (docs/decisions/docs-for-machines.md), written after `astro build`: a Markdown copy of every page that
// /llms.txt lists (its path + `.md`, made from the page's own built HTML, so it says exactly what
// the page says), and /llms-full.txt with all of them in one file, in the order of /llms.txt.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

const classes = (node) => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
};

function find(node, test) {
  if (test(node)) return node;
  for (const child of node.children ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const text = (node) =>
  node.type === 'text' ? node.value : (node.children ?? []).map(text).join('').replace(/\s+/g, ' ').trim();

/** The page's article prepared for Markdown: no widgets, code blocks with their language, links absolute. */
function prepare(node, origin) {
  if (!node.children) return;
  const out = [];
  for (const child of node.children) {
    if (child.type !== 'element') {
      out.push(child);
      continue;
    }
    const props = child.properties ?? {};
    // Tab buttons, code blocks' language bars and decorative icons are not content; hidden tab panels are.
    if (props.role === 'tablist' || props.ariaHidden === 'true' || child.tagName === 'svg') continue;
    if (classes(child).includes('code-bar')) continue;
    delete props.hidden;
    if (child.tagName === 'pre' && props.dataLanguage) {
      const code = child.children.find((c) => c.type === 'element' && c.tagName === 'code');
      if (code) code.properties = { ...code.properties, className: [`language-${props.dataLanguage}`] };
    }
    if (child.tagName === 'a' && typeof props.href === 'string' && props.href.startsWith('/')) {
      props.href = `${origin}${props.href}`;
    }
    // A note box reads as a quote; a table's caption becomes the paragraph before it.
    if (classes(child).includes('callout')) child.tagName = 'blockquote';
    if (child.tagName === 'table') {
      const caption = child.children.find((c) => c.type === 'element' && c.tagName === 'caption');
      if (caption) {
        child.children = child.children.filter((c) => c !== caption);
        out.push({ type: 'element', tagName: 'p', properties: {}, children: caption.children });
      }
    }
    prepare(child, origin);
    out.push(child);
  }
  node.children = out;
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/** One built docs page (its HTML) as Markdown: title, description, then the article's text. */
export async function pageMarkdown(html, origin) {
  const tree = unified().use(rehypeParse).parse(html);
  const article = find(tree, (n) => n.tagName === 'article');
  const prose = article && find(article, (n) => classes(n).includes('docs-prose'));
  const title = article && find(article, (n) => n.tagName === 'h1');
  if (!prose || !title) throw new Error('no <article> with an <h1> and a .docs-prose body');
  const lead = find(article, (n) => classes(n).includes('lead'));
  prepare(prose, origin);
  const body = String(await toMarkdown.run(prose).then((mdast) => toMarkdown.stringify(mdast)));
  return `# ${text(title)}\n\n${lead ? `> ${text(lead)}\n\n` : ''}${body.trim()}\n`;
}

/** The `.md` links of llms.txt on this site, in order, as site paths ("/docs/compute.md"). */
export function markdownLinks(llms, origin) {
  return [...llms.matchAll(/\]\(([^)\s]+\.md)\)/g)]
    .map(([, url]) => url)
    .filter((url) => url.startsWith(`${origin}/`))
    .map((url) => url.slice(origin.length));
}

/** Writes every `.md` copy that `<dist>/llms.txt` links to, and `<dist>/llms-full.txt`. */
export async function writeMachineDocs(dist, origin) {
  const llms = await readFile(join(dist, 'llms.txt'), 'utf8');
  const copies = [];
  for (const path of markdownLinks(llms, origin)) {
    const page = path.replace(/\.md$/, '.html');
    let markdown;
    try {
      markdown = await pageMarkdown(await readFile(join(dist, page), 'utf8'), origin);
    } catch (error) {
      throw new Error(`llms.txt links ${path}, but ${page} cannot be read as a docs page: ${error.message}`);
    }
    await writeFile(join(dist, path), markdown);
    copies.push(`${markdown.replace(/^# (.*)$/m, `# $1\n\nSource: ${origin}${path.replace(/\.md$/, '')}`)}`);
  }
  const [heading = '', summary = ''] = llms.split('\n\n');
  await writeFile(join(dist, 'llms-full.txt'), [heading, summary, ...copies].join('\n\n').replace(/\n{3,}/g, '\n\n'));
  return copies.length;
}

/** @returns {import('astro').AstroIntegration} */
export function machineDocsIntegration() {
  let origin = '';
  return {
    name: 'nimbus:machine-docs',
    hooks: {
      'astro:config:done': ({ config }) => {
        origin = new URL(config.site ?? 'http://localhost').origin;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeMachineDocs(fileURLToPath(dir), origin);
        logger.info(`${count} Markdown copies and llms-full.txt written`);
      },
    },
  };
}
