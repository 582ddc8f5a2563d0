/** The link checker (docs/decisions/every-link-resolves.md) finds missing pages and anchors in a built site, and accepts good links. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSite } from './check-links.mjs';

const dir = mkdtempSync(join(tmpdir(), 'nimbus-links-'));
const page = (path: string, body: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), `<!doctype html><html><body>${body}</body></html>`);
};

page('index.html', '<a href="/docs">Docs</a> <a href="/docs/cli#install">Install</a> <a href="/rss.xml">RSS</a>');
page('docs.html', '<a href="/">Home</a> <a href="#top">Top</a> <h1 id="top">Docs</h1>');
page(
  'docs/cli.html',
  '<h2 id="install">Install</h2> <a href="cli#install">relative</a> <a href="mailto:a@b.c">Mail</a> <a href="https://example.com/x">Ext</a>',
);
page(
  'blog.html',
  '<a href="/missing">Missing</a> <a href="/docs/cli#nope">Bad anchor</a> <a href="#">Empty</a> <a href="https://nimbus.example/gone">Own host</a><script>const s = "<a href=\'/not-a-link\'>";</script>',
);
writeFileSync(join(dir, 'rss.xml'), '<rss></rss>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checkSite', () => {
  it('reports exactly the broken links, with the pages they are on', async () => {
    const { pages, broken } = await checkSite(dir);
    expect(pages).toBe(4);
    expect(Object.fromEntries(broken)).toEqual({
      '/missing  (no page)': ['/blog.html'],
      '/gone  (no page)': ['/blog.html'],
      '/docs/cli#nope  (no such anchor)': ['/blog.html'],
      '#  (empty "#" link)': ['/blog.html'],
    });
  });
});

describe('checkSite on the docs for machines', () => {
  const site = mkdtempSync(join(tmpdir(), 'nimbus-links-md-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('checks the links of Markdown copies and llms.txt, but not examples in code', async () => {
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(join(site, 'docs.html'), '<a href="/docs.md">Markdown</a> <h2 id="start">Start</h2>');
    writeFileSync(
      join(site, 'docs.md'),
      '# Docs\n\nSee [start](https://nimbus.example/docs#start) and [gone](/docs/gone).\n\n```sh\ncurl [x](/not-a-link)\n```\n',
    );
    writeFileSync(
      join(site, 'llms.txt'),
      '# Site\n\n- [Docs](https://nimbus.example/docs.md): docs\n- [Nope](https://nimbus.example/nope.md): missing\n',
    );
    const { documents, broken } = await checkSite(site);
    expect(documents).toBe(2);
    expect(Object.fromEntries(broken)).toEqual({
      '/docs/gone  (no page)': ['/docs.md'],
      '/nope.md  (no page)': ['/llms.txt'],
    });
  });
});
