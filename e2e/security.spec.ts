/** Response headers of pages and assets, read from the real Worker serving the build. */
import { expect, hydrated, test } from './fixtures';

test('pages carry the security headers; the CSP allows scripts by hash, never unsafe-inline', async ({ request }) => {
  for (const path of ['/', '/login', '/docs', '/no-such-page']) {
    const res = await request.get(path);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp, path).toContain(directive);
    }
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  }
});

test('hashed build assets are immutable for a year', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const asset = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('every inline script runs under the CSP: no violation on the pages with islands', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/login', '/pricing', '/contact', '/docs/api', '/blog']) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(violations).toEqual([]);
});
