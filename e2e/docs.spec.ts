/** Docs, guides, blog and legal: search (docs/decisions/site-search.md), tabs, blog filter and Load More, RSS, legal dates, axe. */
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

test.describe('docs', () => {
  test('the hub links to every docs area and the community forum', async ({ page }) => {
    await page.goto('/docs');
    const main = page.getByRole('main');
    for (const name of [
      'Guides',
      'API reference',
      'CLI reference',
      'GPU computing',
      'Data visualization',
      'Contact us',
    ]) {
      await expect(main.getByRole('link', { name }).first()).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /Community forum/ })).toHaveAttribute('href', /^https:\/\//);
  });

  test('search finds a doc by a word from its text, and arrow keys move through the results', async ({ page }) => {
    await page.goto('/docs');
    const box = page.getByRole('searchbox', { name: 'Search the documentation' });
    await box.fill('pgvector');
    const results = page.getByRole('list', { name: 'Search the documentation results' });
    const first = results.getByRole('link').first();
    await expect(first).toBeVisible();
    await expect(results.getByRole('link', { name: /Vector search with pgvector/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    // Enter in the box jumps to the first result; Enter there opens it.
    const href = await first.getAttribute('href');
    await box.press('Enter');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('main')).toContainText('pgvector');
  });

  test('the search script loads Pagefind only once the visitor starts searching', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/docs');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search the documentation' }).focus();
    await expect.poll(() => requests.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
  });

  test('an unknown word says there are no results', async ({ page }) => {
    await page.goto('/docs');
    await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('zqxjv');
    await expect(page.getByText('No results for “zqxjv”.')).toBeVisible();
  });

  test('the API reference has keyboard tabs and the compute examples', async ({ page }) => {
    await page.goto('/docs/api');
    const compute = page.getByRole('tab', { name: 'Compute' });
    await expect(compute).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Compute' })).toContainText('"per_page": 10');
    await expect(page.getByRole('tabpanel', { name: 'Compute' })).toContainText('"ssh_keys"');
    await compute.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Storage' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Compute' })).toBeHidden();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Storefront' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page
      .getByRole('tabpanel', { name: 'Networking' })
      .getByRole('link', { name: /Networking API reference/ })
      .click();
    await expect(page).toHaveURL(/\/docs\/api\/networking$/);
    await page.goto('/docs/api');
    await expect(page.getByRole('main').getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  test('docs pages have a sidebar, a table of contents, prev/next and copyable code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/cli');
    await expect(
      page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'CLI reference' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Install' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link')).toHaveCount(2);
    await expect(page.getByText('Coming soon').first()).toBeVisible();
    await page.getByRole('button', { name: 'Copy' }).first().click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install -g @nimbus-cloud/cli');
  });

  test('the guides page has two featured guides and three categories of four', async ({ page }) => {
    await page.goto('/docs/guides');
    const featured = page.getByRole('region', { name: 'Featured guides' });
    await expect(featured.getByRole('link')).toHaveCount(2);
    for (const name of ['Getting Started', 'Deployment', 'AI & Machine Learning']) {
      await expect(page.getByRole('region', { name, exact: true }).getByRole('link')).toHaveCount(4);
    }
    // Read times are computed from each guide's text and its steps: 5 to 15 minutes.
    const minutes = (
      await page
        .getByRole('main')
        .getByText(/\d+ min read/)
        .allTextContents()
    ).map((t) => Number.parseInt(t, 10));
    expect(minutes).toHaveLength(14);
    for (const value of minutes) expect(value).toBeGreaterThanOrEqual(5);
    for (const value of minutes) expect(value).toBeLessThanOrEqual(15);
    await featured.getByRole('link').first().click();
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Need a hand?' }).getByRole('link', { name: 'CLI reference' }),
    ).toBeVisible();
  });
});

test.describe('blog', () => {
  test('on a 360 px phone the blog, a category and a long post never scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/blog', '/blog/category/tutorials', '/blog/backups-you-can-trust']) {
      await page.goto(path);
      // Wide code blocks and tables scroll inside themselves; the page does not.
      const [scrollWidth, viewport] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, path).toBe(viewport);
    }
  });

  test('the category filter shows only that category, on a shareable page', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'All Posts' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/blog\/category\/case-studies$/);
    await expect(page.getByRole('link', { name: 'Case Studies' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('region', { name: 'Case Studies posts' }).getByRole('article');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText('Case Studies');
  });

  test('Load More Posts reveals the next page and then goes away', async ({ page }) => {
    await page.goto('/blog');
    await hydrated(page);
    const posts = page.getByRole('region', { name: 'Latest posts' }).getByRole('article');
    await expect(posts).toHaveCount(6);
    const more = page.getByRole('button', { name: 'Load More Posts' });
    await more.click();
    await expect(posts.nth(6).getByRole('link')).toBeFocused();
    expect(await posts.count()).toBeGreaterThan(6);
    // Each click shows up to six more; the button goes once every post is shown.
    while (await more.isVisible()) await more.click();
    await expect(page.locator('.post-card[hidden]')).toHaveCount(0);
  });

  test('blog search finds a post by a word from its text, and only posts', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('fragmentation');
    const results = page.getByRole('list', { name: 'Search the blog results' });
    await expect(results.getByRole('link', { name: /How we place GPU instances/ })).toBeVisible();
    // A guide's word finds nothing outside the blog.
    await page.getByRole('searchbox', { name: 'Search the blog' }).fill('pgvector');
    await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();
    for (const href of await results.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/blog\//);
  });

  test('a post shows author, role, date, category and read time', async ({ page }) => {
    await page.goto('/blog/introducing-gpu-instances');
    const article = page.getByRole('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Introducing Nimbus GPU instances');
    await expect(article).toContainText('Maya Chen');
    await expect(article).toContainText('Head of Product');
    await expect(article.locator('.meta-row time')).toHaveText('April 3, 2025');
    await expect(article.getByRole('link', { name: 'Product Updates' })).toHaveAttribute(
      'href',
      '/blog/category/product-updates',
    );
    await expect(article).toContainText(/\d+ min read/);
  });

  test('RSS lists every published post with valid items, and drafts stay out', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<link>https:\/\/nimbus\.example\/blog\/[a-z0-9-]+<\/link>/);
      expect(Number.isNaN(Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ''))).toBe(false);
    }
    expect(xml).not.toContain('What we are building for spring 2027');
    expect((await request.get('/blog/draft-spring-roadmap')).status()).toBe(404);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('https://nimbus.example/blog/how-we-schedule-gpus');
    expect(sitemap).not.toContain('draft-spring-roadmap');
  });
});

test.describe('legal', () => {
  for (const [path, title, sections, updated] of [
    ['/legal/terms', 'Terms of Service', 13, 'November 28, 2026'],
    ['/legal/privacy', 'Privacy Policy', 8, 'November 28, 2026'],
  ] as const) {
    test(`${title} shows the date and a working table of contents`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(`Last updated ${updated}`)).toBeVisible();
      const toc = page.getByRole('navigation', { name: 'Contents' });
      await expect(toc.getByRole('link')).toHaveCount(sections);
      await toc.getByRole('link').last().click();
      await expect(page).toHaveURL(/#.+/);
    });
  }
});

// axe on every page of the build, signed out, is the site audit's (scripts/audit.mjs, in npm test);
// here only what the audit cannot reach: the docs search open.
test.describe('accessibility', () => {
  test('axe finds nothing with search results open, in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/compute');
    await page.getByRole('searchbox', { name: 'Search the docs' }).fill('instance');
    await expect(page.getByRole('list', { name: 'Search the docs results' }).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
