/**
 * What an attacker might try against a customer, in the browser: a crafted `next=` that would send
 * the browser to another site after sign-in, and a second factor bound to an address nobody has
 * proved to own (docs/decisions/factors-need-a-verified-address.md).
 */
import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, expectNoAxeViolations, hydrated, signInBrowser, test } from './fixtures';
import { waitForMail } from './mail';

const VERIFY_FIRST = 'Verify your e-mail address before adding a passkey or two-factor sign-in.';

test.describe('the next= path after sign-in', () => {
  // Written as they would sit in a link: the browser decodes the query once before the page reads it.
  for (const next of ['/.//evil.example/x', '/%252e//evil.example/x', '/a/..//evil.example/x', '/.%5C/evil.example']) {
    test(`next=${next} lands on this site's /, and evil.example is never asked for`, async ({
      page,
      request,
      baseURL,
    }) => {
      const account = await createAccount(request);
      const evil = (url: URL) => url.hostname.endsWith('evil.example');
      const offSite: string[] = [];
      page.on('request', (r) => {
        if (evil(new URL(r.url()))) offSite.push(r.url());
      });
      // Nothing may leave the machine, whatever happens.
      await page.route(evil, (route) => route.abort());

      await page.goto(`/login?next=${next}`);
      await hydrated(page);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
      await page.waitForLoadState('load');

      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      expect(offSite).toEqual([]);
    });
  }
});

async function securityCards(page: Page) {
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  // The passkeys card loads when seen, and the cards above it may push it down again: scroll until both are in.
  await expect(async () => {
    await twoFactor.scrollIntoViewIfNeeded();
    await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible({ timeout: 2000 });
    await passkeys.scrollIntoViewIfNeeded();
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible({ timeout: 2000 });
  }).toPass();
  return { twoFactor, passkeys };
}

const api = (account: Account) => ({ authorization: `Bearer ${account.token}` });

test.describe('factors need a verified address', () => {
  test('an unverified customer sees why on both cards and can resend the link; the API refuses with 403', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    await page.goto('/profile/security');
    await hydrated(page);
    const { twoFactor, passkeys } = await securityCards(page);

    for (const card of [twoFactor, passkeys]) {
      await expect(card.getByText(VERIFY_FIRST, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Resend verification e-mail' })).toBeEnabled();
    }
    await expect(twoFactor.getByRole('button', { name: 'Turn on' })).toHaveCount(0);
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);

    // The card's button is the notice's: a new link goes out, and the card that asked says so.
    await passkeys.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(
      passkeys.getByRole('status').filter({ hasText: `We have sent a new verification link to ${account.email}.` }),
    ).toBeVisible();
    await expect(twoFactor.getByText(/We have sent a new verification link/)).toHaveCount(0);
    await waitForMail(account.email, '/verify-email', 2);

    // The page only says what the API decides.
    for (const [path, data] of [
      ['/api/two-factor/setup', { password: account.password }],
      ['/api/passkeys/options', { password: account.password }],
    ] as const) {
      const res = await request.post(path, { data, headers: api(account) });
      expect(res.status(), path).toBe(403);
      expect(await res.json(), path).toEqual({ success: false, error: VERIFY_FIRST });
    }
  });

  test('once the address is verified the cards offer "Turn on" and "Add a passkey"', async ({ page, request }) => {
    const account = await createAccount(request);
    const { link } = await waitForMail(account.email, '/verify-email');
    await signInBrowser(page, account);
    await page.goto(link);
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    await page.goto('/profile/security');
    await hydrated(page);
    const { twoFactor, passkeys } = await securityCards(page);
    await expect(twoFactor.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(page.getByText(VERIFY_FIRST)).toHaveCount(0);
  });

  test('a stale page that still offers them shows the refusal as the form’s error', async ({ page, request }) => {
    const account = await createAccount(request);
    await signInBrowser(page, account);
    // The page believes the address verified, as one read before a change would.
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      return route.fulfill({ response, json: { ...body, data: { ...body.data, emailVerified: true } } });
    });
    await page.goto('/profile/security');
    await hydrated(page);
    const { twoFactor, passkeys } = await securityCards(page);

    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByLabel('Current password').fill(account.password);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    await expect(twoFactor.getByRole('alert').filter({ hasText: VERIFY_FIRST })).toBeVisible();

    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByLabel('Current password').fill(account.password);
    await passkeys.getByRole('button', { name: 'Continue' }).click();
    await expect(passkeys.getByRole('alert').filter({ hasText: VERIFY_FIRST })).toBeVisible();
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  });
});
