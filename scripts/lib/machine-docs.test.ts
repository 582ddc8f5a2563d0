import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { markdownLinks, pageMarkdown, writeMachineDocs } from './machine-docs.mjs';

const ORIGIN = 'https://nimbus.example';

const page = (prose: string) =>
  `<!doctype html><html><body><nav><a href="/">Home</a></nav><article class="docs-article"><header class="docs-header">
  <p class="docs-eyebrow">Documentation</p><h1>Networking</h1><p class="lead">Regions and firewalls.</p>
  <p class="docs-markdown"><a href="/docs/networking.md">View as Markdown</a></p></header>
  <div class="prose docs-prose">${prose}</div></article><footer>Footer</footer></body></html>`;

describe('Markdown copies of docs pages', () => {
  it("turn the page's article into Markdown: title, description, text, tables, code with its language", async () => {
    const markdown = await pageMarkdown(
      page(`<h2 id="regions">Regions <svg aria-hidden="true"><path d="M0"/></svg></h2>
        <p>See the <a href="/docs/api">API</a>.</p>
        <div class="tabs"><div role="tablist"><button role="tab">Compute</button><button role="tab">Storage</button></div>
        <div role="tabpanel" hidden><p>Storage panel.</p></div></div>
        <div class="callout" role="note"><p><strong>Tip:</strong> Use private networks.</p></div>
        <table><caption>With <code>source: "about"</code></caption><thead><tr><th>Field</th></tr></thead><tbody><tr><td><code>name</code></td></tr></tbody></table>
        <div class="code-block"><div class="code-bar"><span class="code-lang">Shell</span></div>
        <pre class="astro-code" data-language="bash"><code><span class="line">nimbus networks list</span></code></pre></div>`),
      ORIGIN,
    );
    expect(markdown).toBe(
      [
        '# Networking',
        '',
        '> Regions and firewalls.',
        '',
        '## Regions',
        '',
        'See the [API](https://nimbus.example/docs/api).',
        '',
        'Storage panel.',
        '',
        '> **Tip:** Use private networks.',
        '',
        'With `source: "about"`',
        '',
        '| Field  |',
        '| ------ |',
        '| `name` |',
        '',
        '```bash',
        'nimbus networks list',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('find the .md links of llms.txt on this site only', () => {
    const llms = `# Site\n\n- [A](${ORIGIN}/docs/a.md): a\n- [Doc](${ORIGIN}/api/openapi.json): json\n- [B](https://other.example/b.md): b`;
    expect(markdownLinks(llms, ORIGIN)).toEqual(['/docs/a.md']);
  });

  const dist = mkdtemp(join(tmpdir(), 'nimbus-machine-docs-'));
  afterAll(async () => rm(await dist, { recursive: true, force: true }));

  it('are written for every page llms.txt lists, and llms-full.txt holds them all in that order', async () => {
    const dir = await dist;
    await mkdir(join(dir, 'docs'), { recursive: true });
    await writeFile(join(dir, 'docs', 'a.html'), page('<p>Alpha text.</p>').replace('Networking', 'Alpha'));
    await writeFile(join(dir, 'docs', 'b.html'), page('<p>Beta text.</p>').replace('Networking', 'Beta'));
    await writeFile(
      join(dir, 'llms.txt'),
      `# Nimbus Cloud\n\n> Summary.\n\n## Docs\n- [B](${ORIGIN}/docs/b.md): b\n- [A](${ORIGIN}/docs/a.md): a\n`,
    );
    expect(await writeMachineDocs(dir, ORIGIN)).toBe(2);
    expect(await readFile(join(dir, 'docs', 'a.md'), 'utf8')).toContain(
      '# Alpha\n\n> Regions and firewalls.\n\nAlpha text.',
    );
    const full = await readFile(join(dir, 'llms-full.txt'), 'utf8');
    expect(full.startsWith('# Nimbus Cloud\n\n> Summary.\n\n# Beta\n\nSource: https://nimbus.example/docs/b\n')).toBe(
      true,
    );
    expect(full.indexOf('Beta text.')).toBeLessThan(full.indexOf('Alpha text.'));
  });

  it('fail the build when llms.txt lists a page that is not a built docs page', async () => {
    const dir = await dist;
    await writeFile(join(dir, 'llms.txt'), `# Nimbus Cloud\n\n> Summary.\n\n- [Gone](${ORIGIN}/docs/gone.md): gone\n`);
    await expect(writeMachineDocs(dir, ORIGIN)).rejects.toThrow(/llms\.txt links \/docs\/gone\.md/);
  });
});
