/**
 * Try it on the Storefront API page: its code loads only once a form is used, it sends the request
 * with the token the reader pasted (kept in memory: not in storage, not in the address) and shows the
 * status and body as text.
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { keepOnlyOperations } from './api-page';
import { createAccount, expect, freshClient, test } from './fixtures';

test('Try it sends GET /api/cart with a pasted token and shows the status and the body', async ({ page, request }) => {
  test.slow();
  const account = await createAccount(request, 'Try It Reader');
  await page.setExtraHTTPHeaders(freshClient());
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto('/docs/api/storefront#get-api-cart');
  const section = page.getByRole('region', { name: 'GET /api/cart', exact: true });
  await expect(section).toBeVisible();
  // A content page: no script file at all until Try it is used.
  expect(scripts).toEqual([]);

  await section.getByText('Try it', { exact: true }).click();
  const tokenField = section.getByLabel('Token', { exact: true });
  await tokenField.fill(account.token);
  await section.getByRole('button', { name: 'Send GET request' }).click();
  // The first send also waits for Try it's code, which loads on first use: on this long page and a busy
  // machine, more than the default 10 s.
  await expect(section.getByText(/^Status 200/)).toBeVisible({ timeout: 30_000 });
  const body = section.getByRole('region', { name: 'Answer body' });
  await expect(body).toContainText('"success": true');
  await expect(body).toContainText('"items"');
  expect(scripts.length).toBeGreaterThan(0);

  // The token lives in the page's memory only.
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(kept).not.toContain(account.token);
  expect(page.url()).not.toContain(account.token);

  // A wrong token: the API's refusal is shown as it came.
  await tokenField.fill('not-a-token');
  await section.getByRole('button', { name: 'Send GET request' }).click();
  await expect(section.getByText(/^Status 401/)).toBeVisible();
  await expect(body).toContainText('"success": false');
  // axe on this operation's section, the form open and answered, and then the screenshots looked at for the
  // report (reports/try-it/), with the other operations taken off the page (e2e/api-page.ts).
  await keepOnlyOperations(page, ['get-api-cart']);
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="get-api-cart"]')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await tokenField.fill(account.token);
  await section.getByRole('button', { name: 'Send GET request' }).click();
  await expect(section.getByText(/^Status 200/)).toBeVisible();
  await mkdir('reports/try-it', { recursive: true });
  // A phone in one theme and a desktop in the other.
  for (const [width, scheme] of [
    [390, 'dark'],
    [1280, 'light'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await section.locator('details.try-it').scrollIntoViewIfNeeded();
    await section.locator('details.try-it').screenshot({ path: `reports/try-it/get-api-cart-${width}-${scheme}.png` });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `sideways scroll at ${width} px`).toBe(false);
  }
});

test('Try it refuses to send without a token where one is needed, and sends a body', async ({ page, request }) => {
  test.slow();
  const account = await createAccount(request, 'Try It Writer');
  await page.setExtraHTTPHeaders(freshClient());
  await page.goto('/docs/api/storefront#post-api-cart-add');
  const section = page.getByRole('region', { name: 'POST /api/cart/add', exact: true });
  await section.getByText('Try it', { exact: true }).click();
  await section.getByRole('button', { name: 'Send POST request' }).click();
  await expect(section.getByText('Paste a token first.')).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('Token', { exact: true }).fill(account.token);
  await expect(section.getByLabel('Body (JSON)')).toHaveValue(/"planId"/);
  await section.getByRole('button', { name: 'Send POST request' }).click();
  await expect(section.getByText(/^Status 200/)).toBeVisible();
  await expect(section.getByRole('region', { name: 'Answer body' })).toContainText('"success": true');
});
