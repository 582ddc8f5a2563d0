/**
 * Sharing and search engines (docs/decisions/share-cards-and-structured-data.md), read from the built pages: canonicals agree with the sitemap,
 * the home page's is the site root, and every page names a 1200×630 PNG share image that exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { TOKEN_PAGES } from '../scripts/lib/headers.mjs';
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
  test('every cover image a page shows exists, with its size given', () => {
    let covers = 0;
    for (const { file, html } of pages) {
      for (const [img] of html.matchAll(/<img [^>]*class="cover[^>]*>/g)) {
        covers++;
        expect(img, file).toContain('width="1200" height="630"');
        const urls = [...img.matchAll(/\/og\/[0-9a-f]{16}-\d+\.webp/g)].map((m) => m[0]);
        expect(urls.length, file).toBeGreaterThanOrEqual(3);
        for (const url of urls) expect(readFileSync(join(dist, url)).subarray(8, 12).toString(), url).toBe('WEBP');
      }
    }
    expect(covers).toBeGreaterThan(10);
  });

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

  test('the pages opened from a mailed link are noindex and out of the sitemap (the audit judges their SEO so)', () => {
    for (const path of TOKEN_PAGES) {
      const found = pages.find((p) => p.path === path);
      expect(found?.html, path).toContain('<meta name="robots" content="noindex"');
      expect(sitemapPaths(dist), path).not.toContain(path);
    }
  });

  test('every page has Open Graph and Twitter tags naming a 1200×630 PNG that was drawn', () => {
    for (const page of pages) {
      const image = meta(page.html, 'og:image');
      expect(image, page.file).toMatch(new RegExp(`^${site.url}/og/[0-9a-f]{16}\\.png$`));
      expect(meta(page.html, 'og:image:alt'), page.file).toBeTruthy();
      expect(meta(page.html, 'twitter:card'), page.file).toBe('summary_large_image');
      // A post is an article (with its date and section); every other page a website.
      const isPost = /^\/blog\/(?!category\/)[^/]+$/.test(page.path);
      expect(meta(page.html, 'og:type'), page.file).toBe(isPost ? 'article' : 'website');
      const png = readFileSync(join(dist, new URL(image ?? '').pathname));
      expect(png.subarray(1, 4).toString(), page.file).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], page.file).toEqual([1200, 630]);
    }
  });
});

/** Every JSON-LD object of a page (arrays flattened). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1] ?? 'null') as unknown;
    return (Array.isArray(data) ? data : [data]) as Record<string, unknown>[];
  });
}

const page = (path: string) => {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`no built page ${path}`);
  return found;
};
const ofType = (path: string, type: string) => jsonLd(page(path).html).filter((d) => d['@type'] === type);
const isUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${site.url}/`);

test.describe('structured data', () => {
  test('every block parses, has a schema.org context and required fields for its type', () => {
    const seen = new Set<string>();
    for (const { file, html } of pages) {
      for (const data of jsonLd(html)) {
        const type = String(data['@type']);
        seen.add(type);
        expect(data['@context'], file).toBe('https://schema.org');
        if (type === 'BlogPosting') {
          expect(data.headline, file).toBeTruthy();
          expect((data.author as { name?: string }).name, file).toBeTruthy();
          expect(Number.isNaN(Date.parse(String(data.datePublished))), file).toBe(false);
          expect(isUrl(data.image), file).toBe(true);
        } else if (type === 'Product') {
          const offer = data.offers as { price?: string; priceCurrency?: string };
          expect(data.name, file).toBeTruthy();
          expect(offer.price, file).toMatch(/^\d+\.\d{2}$/);
          expect(offer.priceCurrency, file).toBe('USD');
        } else if (type === 'BreadcrumbList') {
          const items = data.itemListElement as { position: number; name: string; item: string }[];
          expect(items.length, file).toBeGreaterThan(0);
          items.forEach((item, i) => {
            expect(item.position, file).toBe(i + 1);
            expect(item.name, file).toBeTruthy();
            expect(isUrl(item.item), file).toBe(true);
          });
        } else if (type === 'FAQPage') {
          const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
          expect(questions.length, file).toBeGreaterThan(0);
          for (const q of questions) expect(q.name && q.acceptedAnswer.text, file).toBeTruthy();
        } else {
          expect(type, file).toBe('Organization');
        }
      }
    }
    expect([...seen].sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'FAQPage', 'Organization', 'Product']);
  });

  test('the values are the ones the page shows', () => {
    const post = page('/blog/how-we-schedule-gpus');
    const [posting] = ofType(post.path, 'BlogPosting');
    expect(post.html).toMatch(new RegExp(`<h1[^>]*>${posting?.headline}</h1>`));
    expect(posting?.image).toBe(meta(post.html, 'og:image'));
    expect(ofType('/blog/how-we-schedule-gpus', 'BreadcrumbList')).toHaveLength(1);
    const products = ofType('/pricing', 'Product');
    expect(products.length).toBeGreaterThanOrEqual(2);
    for (const product of products) {
      const price = Number((product.offers as { price: string }).price);
      expect(page('/pricing').html).toContain(price === 0 ? '>Free<' : `>$${price}<`);
    }
    const faq = ofType('/pricing', 'FAQPage')[0]?.mainEntity as { name: string }[];
    for (const q of faq)
      expect(page('/pricing').html).toMatch(
        new RegExp(`<summary[^>]*>${q.name.replace(/[?.()$]/g, '\\$&')}</summary>`),
      );
    expect(ofType('/index', 'Organization')).toHaveLength(1);
    const guideTrail = ofType('/docs/guides/custom-domain-and-tls', 'BreadcrumbList')[0]?.itemListElement as {
      name: string;
    }[];
    expect(guideTrail.map((c) => c.name).slice(0, 2)).toEqual(['Docs', 'Guides']);
    expect(guideTrail).toHaveLength(3);
    for (const docPage of pages.filter((p) => /^\/docs\/(?!guides$)/.test(p.path))) {
      expect(ofType(docPage.path, 'BreadcrumbList'), docPage.path).toHaveLength(1);
    }
  });
});
