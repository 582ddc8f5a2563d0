/**
 * What writers rely on in a production build: a draft reaches no output of it, and every docs page,
 * guide and post says when it last changed and links to its file for editing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const DIST = process.env.NIMBUS_DIST ?? 'dist';
// content/blog/draft-spring-roadmap.mdx, a post a writer is still working on.
const DRAFT = { slug: 'draft-spring-roadmap', title: 'What we are building for spring 2027' };

test.describe('a draft in a production build', () => {
  test('has no page and no Markdown copy', async ({ request }) => {
    expect((await request.get(`/blog/${DRAFT.slug}`)).status()).toBe(404);
    expect((await request.get(`/blog/${DRAFT.slug}.md`)).status()).toBe(404);
  });

  for (const path of ['/sitemap-0.xml', '/rss.xml', '/llms.txt', '/llms-full.txt', '/blog']) {
    test(`is absent from ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(DRAFT.slug);
      expect(text).not.toContain(DRAFT.title);
    });
  }

  test('is absent from the search index', async () => {
    const folder = join(DIST, 'pagefind', 'fragment');
    const fragments = await readdir(folder);
    expect(fragments.length).toBeGreaterThan(20);
    const texts = await Promise.all(
      fragments.map(async (name) => gunzipSync(await readFile(join(folder, name))).toString('utf8')),
    );
    expect(texts.some((text) => text.includes('"url":"/blog/how-we-schedule-gpus'))).toBe(true);
    expect(texts.filter((text) => text.includes(DRAFT.slug) || text.includes(DRAFT.title))).toEqual([]);
  });
});

test.describe('last updated and edit this page', () => {
  for (const [path, file] of [
    ['/docs/networking', 'content/docs/networking.mdx'],
    ['/docs/guides/deploy-with-git', 'content/guides/deploy-with-git.mdx'],
    ['/blog/how-we-schedule-gpus', 'content/blog/how-we-schedule-gpus.mdx'],
  ] as const) {
    test(`${path} shows a date and links to ${file}`, async ({ page }) => {
      await page.goto(path);
      const updated = page.getByText(/^Last updated /);
      await expect(updated).toBeVisible();
      expect(Number.isNaN(Date.parse((await updated.locator('time').getAttribute('datetime')) ?? ''))).toBe(false);
      await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
        'href',
        `https://github.com/nimbus-cloud/website/edit/main/${file}`,
      );
    });
  }

  test('the updated front matter wins over the last commit', async ({ page }) => {
    // content/docs/api.mdx says `updated: 2025-04-10`.
    await page.goto('/docs/api');
    await expect(page.getByText('Last updated April 10, 2025')).toBeVisible();
  });
});
