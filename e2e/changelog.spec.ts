/** /changelog: one entry per file in content/changelog, newest first, with its feed, in the sitemap and the footer. */
import { readdir } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';

test('the changelog lists every entry newest first, has a feed, and is in the sitemap and the footer', async ({
  page,
  request,
}) => {
  const files = (await readdir('content/changelog')).filter((name) => name.endsWith('.mdx'));
  await page.goto('/changelog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is new in Nimbus');
  const entries = page.locator('article.entry');
  await expect(entries).toHaveCount(files.length);
  const dates = await entries
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(page.getByRole('heading', { level: 2, name: 'API tokens' })).toBeVisible();
  await expectNoAxeViolations(page);

  const feed = await (await request.get('/changelog/feed.xml')).text();
  expect([...feed.matchAll(/<item>/g)]).toHaveLength(files.length);
  expect(feed).toContain('<link>https://nimbus.example/changelog#2026-11-27-api-tokens</link>');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('<loc>https://nimbus.example/changelog</loc>');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
  await expect(page).toHaveURL(/\/changelog$/);
});
