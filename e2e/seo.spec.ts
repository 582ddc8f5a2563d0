/**
 * Sharing and search engines (R25), read from the built pages: canonicals agree with the sitemap,
 * the home page's is the site root, and every page names a 1200×630 PNG share image that exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { site } from '../site/shared/config';
import { expect, test } from './fixtures';
import { sitemapPaths } from './sitemap';

const dist = process.env.NIMBUS_DIST ?? 'dist';
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html'))
  .map((file) => ({
    file,
    path: `/${relative('.', file)
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')}`,
    html: readFileSync(join(dist, file), 'utf8'),
  }));

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1] ?? null;
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null;

test.describe('canonical URLs and share images', () => {
  test('the home page’s canonical and og:url are the site root; no canonical ends in /index', () => {
    const home = pages.find((p) => p.path === '/index');
    expect(canonicalOf(home?.html ?? '')).toBe(`${site.url}/`);
    expect(meta(home?.html ?? '', 'og:url')).toBe(`${site.url}/`);
    for (const page of pages) expect(canonicalOf(page.html), page.file).not.toMatch(/\/index$/);
  });

  test('the sitemap lists exactly the canonicals of the indexable pages', () => {
    const indexable = pages.filter((p) => !p.html.includes('<meta name="robots" content="noindex"'));
    const canonicals = indexable.map((p) => new URL(canonicalOf(p.html) ?? '').pathname).sort();
    expect(canonicals).toEqual([...sitemapPaths(dist)].sort());
  });

  test('every page has Open Graph and Twitter tags naming a 1200×630 PNG that was drawn', () => {
    for (const page of pages) {
      const image = meta(page.html, 'og:image');
      expect(image, page.file).toMatch(new RegExp(`^${site.url}/og/[0-9a-f]{16}\\.png$`));
      expect(meta(page.html, 'og:image:alt'), page.file).toBeTruthy();
      expect(meta(page.html, 'twitter:card'), page.file).toBe('summary_large_image');
      const png = readFileSync(join(dist, new URL(image ?? '').pathname));
      expect(png.subarray(1, 4).toString(), page.file).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], page.file).toEqual([1200, 630]);
    }
  });
});
