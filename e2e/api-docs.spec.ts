/**
 * The API describes itself (docs/decisions/docs-for-machines.md, docs/decisions/the-api-describes-itself.md): the OpenAPI document the Worker serves is the one the build
 * wrote, the Storefront API page shows every operation of it without a script of its own, and the
 * docs have Markdown copies and llms.txt files for machines.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { keepOnlyOperations } from './api-page';
import { expect, expectNoAxeViolations, test } from './fixtures';

const dist = process.env.NIMBUS_DIST ?? 'dist';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

async function builtDocument(): Promise<OpenAPIV3_1.Document> {
  return JSON.parse(await readFile(join(dist, 'api', 'openapi.json'), 'utf8'));
}

/**
 * The operations axe checks on the Storefront API page (with the page around them): a body and every
 * status, a path parameter, a file answer, a session-only one.
 */
const SAMPLED_OPERATIONS = [
  'post-api-cart-add',
  'patch-api-cart-lines-id',
  'get-api-billing-receipts-id-pdf',
  'post-api-tokens',
];

const operations = (document: OpenAPIV3_1.Document) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
  );

test.describe('the OpenAPI document', () => {
  test('GET /api/openapi.json answers the document the build wrote', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const served = (await response.json()) as OpenAPIV3_1.Document;
    expect(served.openapi).toBe('3.1.0');
    expect(served).toEqual(await builtDocument());
  });
});

test.describe('the Storefront API page', () => {
  test('shows every operation with its auth, answers and a curl example; axe finds nothing around four of them', async ({
    page,
  }) => {
    const document = await builtDocument();
    await page.goto('/docs/api/storefront');
    await expect(page.getByRole('heading', { level: 1, name: 'Storefront API' })).toBeVisible();
    // Text as written: endpoints far down the page are not laid out until they come near (content-visibility).
    const titles = await page.locator('.endpoint h3').allTextContents();
    expect(titles.map((t) => t.replace(/\s+/g, ' ').trim()).sort()).toEqual(operations(document).sort());

    const addToCart = page.getByRole('region', { name: 'POST /api/cart/add', exact: true });
    await expect(addToCart).toContainText('Bearer token');
    await expect(addToCart.getByRole('row', { name: /billingPeriod required/ })).toContainText('monthly');
    for (const status of ['200', '400', '401', '404', '409', '413', '415', '429']) {
      await expect(addToCart.locator('.status', { hasText: status })).toBeVisible();
    }
    const examples = addToCart.locator('pre');
    const [curl, javascript, python] = [examples.nth(0), examples.nth(1), examples.nth(2)];
    await expect(curl).toContainText('curl -X POST https://nimbus.example/api/cart/add');
    await expect(curl).toContainText('Authorization: Bearer $NIMBUS_TOKEN');
    await expect(javascript).toHaveText(/fetch\('https:\/\/nimbus\.example\/api\/cart\/add'/);
    await expect(python).toHaveText(/requests\.post\(\s+"https:\/\/nimbus\.example\/api\/cart\/add"/);
    // Both security schemes, and per operation whether an API token is taken and with which scope.
    await expect(addToCart).toContainText('API token: cart:write');
    await expect(page.getByRole('region', { name: 'POST /api/tokens', exact: true })).toContainText(
      'Browser session only',
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Authentication, API token' })).toContainText(
      'nmb_pat_[0-9A-Za-z]{49}',
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Authentication, browser session' })).toContainText(
      'POST /api/auth/login',
    );
    await keepOnlyOperations(page, SAMPLED_OPERATIONS);
    await expectNoAxeViolations(page);
  });

  test('loads no script of its own: the same scripts as any other docs page', async ({ page }) => {
    const scripts = async (path: string) => {
      await page.goto(path);
      return page.locator('script').evaluateAll((nodes) =>
        nodes
          .map((node) => node.getAttribute('src') ?? node.textContent ?? '')
          .filter((code) => !code.trimStart().startsWith('{'))
          .sort(),
      );
    };
    expect(await scripts('/docs/api/storefront')).toEqual(await scripts('/docs/networking'));
  });

  test('is linked from the docs sidebar and from a tab of the API reference', async ({ page }) => {
    await page.goto('/docs/api');
    await page.getByRole('tab', { name: 'Storefront' }).click();
    await page
      .getByRole('tabpanel', { name: 'Storefront' })
      .getByRole('link', { name: /Storefront API reference/ })
      .click();
    await expect(page).toHaveURL(/\/docs\/api\/storefront$/);
    const sidebar = page.getByRole('navigation', { name: 'Documentation' }).last();
    await expect(sidebar.getByRole('link', { name: 'Storefront API' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('docs for machines', () => {
  test('every docs page links to its Markdown copy, served as text/markdown', async ({ page, request }) => {
    await page.goto('/docs/networking');
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', '/docs/networking.md');
    const response = await request.get('/docs/networking.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown).toMatch(/^# Networking\n\n> Regions, private networks/);
    expect(markdown).toContain('| New York    | `new-york`  |');
    // No HTML left over, outside code.
    expect(markdown.replace(/`[^`\n]*`/g, '')).not.toMatch(/<\/?[a-z]+[ >]/);
  });

  test('llms.txt lists docs, API reference and guides; llms-full.txt holds every listed page', async ({ request }) => {
    const llms = await request.get('/llms.txt');
    expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await llms.text();
    expect(text).toMatch(/^# Nimbus Cloud\n\n> /);
    for (const section of ['## Docs', '## API reference', '## Guides']) expect(text).toContain(section);
    expect(text).toContain('- [Storefront API](https://nimbus.example/docs/api/storefront.md): ');
    expect(text).toContain('- [OpenAPI document](https://nimbus.example/api/openapi.json): ');

    const copies = [...text.matchAll(/\]\(https:\/\/nimbus\.example(\/[^)]+\.md)\)/g)].map(([, path]) => path ?? '');
    expect(copies.length).toBeGreaterThan(25);
    // Only published pages: each is in the sitemap, which leaves drafts out.
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of copies)
      expect(sitemap, path).toContain(`<loc>https://nimbus.example${path.replace(/\.md$/, '')}</loc>`);
    const full = await (await request.get('/llms-full.txt')).text();
    for (const path of copies) {
      const copy = await request.get(path);
      expect(copy.status(), path).toBe(200);
      const title = (await copy.text()).split('\n')[0] ?? '';
      expect(full, path).toContain(`${title}\n\nSource: https://nimbus.example${path.replace(/\.md$/, '')}`);
    }
  });
});
