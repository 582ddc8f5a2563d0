/**
 * Sessions and sign-in history (docs/decisions/sessions-and-devices.md) on the Security page (/profile/security): two browsers signed in,
 * one signs the other out, the other finds itself signed out, and the history shows every sign-in.
 */
import type { Browser, Page } from '@playwright/test';
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  freshClient,
  hydrated,
  PASSWORD,
  signInBrowser,
  test,
  uniqueEmail,
} from './fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** An account made through the API without signing in, so every session of the test is a browser's. */
async function signUpOnly(page: Page): Promise<string> {
  const email = uniqueEmail('sessions');
  const res = await page.request.post('/api/auth/signup', {
    data: { name: 'Mary Jackson', email, password: PASSWORD, terms: true },
    headers: freshClient(),
  });
  expect(res.status()).toBe(201);
  return email;
}

async function logInThroughForm(page: Page, email: string, password: string, next = '') {
  await page.goto(`/login${next ? `?next=${next}` : ''}`);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function secondBrowser(browser: Browser, userAgent: string) {
  // A client address of its own, so its failed login counts against nobody else's limit.
  const context = await browser.newContext({
    userAgent,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: freshClient(),
  });
  return { context, page: await context.newPage() };
}

/**
 * Scrolls to the Security page's sessions panel, which loads when it comes into view (client:visible).
 * The cards above it arrive first and push it down, so a scroll made before they did may leave it out
 * of view again: wait for the first, and scroll again until the list is there.
 */
async function openSessions(page: Page) {
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(async () => {
    await page.getByRole('heading', { name: 'Sessions', exact: true }).scrollIntoViewIfNeeded();
    await expect(list).toBeVisible({ timeout: 2000 });
  }).toPass();
  return list;
}

test.describe('sessions', () => {
  test('sign out another browser from the list; it is signed out at its next call; the history shows the sign-ins', async ({
    page,
    browser,
  }) => {
    const email = await signUpOnly(page);

    // The second browser, a phone: one wrong password, then signed in.
    const phone = await secondBrowser(browser, IPHONE);
    await logInThroughForm(phone.page, email, 'Wrong-pass1');
    await expect(phone.page.getByText('Invalid email or password')).toBeVisible();
    await phone.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await phone.page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

    // The first browser signs in and opens its Security page.
    await logInThroughForm(page, email, PASSWORD, '/profile/security');
    await page.waitForURL('**/profile/security', { timeout: 5000 });
    await hydrated(page);
    const list = await openSessions(page);
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const thisDevice = items.filter({ hasText: 'This device' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice.getByText('Last seen')).toBeVisible();
    const iphone = items.filter({ hasText: 'Safari on iPhone' });
    await expect(iphone).not.toContainText('This device');
    await expect(iphone.locator('time').first()).toHaveAttribute('title', /\d{4} at \d/);

    await iphone.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out Safari on iPhone.' })).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(page.getByText('This is your only signed-in session.')).toBeVisible();

    // The phone still holds its token; its next call answers 401 and it signs out (docs/decisions/server-sessions.md).
    expect(await phone.page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await phone.page.goto('/profile');
    await phone.page.waitForURL('**/login?next=/profile');
    expect(await phone.page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await hydrated(phone.page);
    await expect(phone.page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await phone.context.close();

    // The history, newest first: this browser, the phone, the phone's wrong password.
    const history = page.getByRole('list', { name: 'Recent sign-ins' }).getByRole('listitem');
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText('Success');
    await expect(history.nth(0)).not.toContainText('iPhone');
    await expect(history.nth(1)).toContainText(/Success\s*Safari on iPhone\s*Password/);
    await expect(history.nth(2)).toContainText(/Failed\s*Safari on iPhone\s*Password/);
    await expectNoAxeViolations(page);
  });

  test('"Sign out all other sessions" keeps this one; signing out this device is a normal sign-out', async ({
    page,
    browser,
  }) => {
    const email = await signUpOnly(page);
    const others = [await secondBrowser(browser, IPHONE), await secondBrowser(browser, IPHONE)];
    for (const other of others) {
      await logInThroughForm(other.page, email, PASSWORD);
      await other.page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    }
    await logInThroughForm(page, email, PASSWORD, '/profile/security');
    await page.waitForURL('**/profile/security', { timeout: 5000 });
    const items = (await openSessions(page)).getByRole('listitem');
    await expect(items).toHaveCount(3);

    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed out 2 other sessions.' })).toBeVisible();
    await expect(items).toHaveCount(1);
    for (const other of others) {
      const status = await other.page.evaluate(async () => {
        const token = sessionStorage.getItem('token');
        return (await fetch('/api/cart', { headers: { authorization: `Bearer ${token}` } })).status;
      });
      expect(status).toBe(401);
      await other.context.close();
    }

    await items.getByRole('button', { name: 'Sign out this device' }).click();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

test('the history reads every outcome in words beside its own icon: Success, Failed, Blocked; a reset reads "Password reset"', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await createAccount(request));
  // The API's own tests show which attempts it records; this shows how the page reads each kind it may answer.
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const signIns = [
    { at: at(1), device: 'Chrome on Linux', outcome: 'success', method: 'password' },
    { at: at(5), device: 'Firefox on Windows', outcome: 'locked', method: 'password' },
    { at: at(6), device: 'Firefox on Windows', outcome: 'failure', method: 'password' },
    { at: at(60), device: 'Safari on iPhone', outcome: 'success', method: 'password-reset' },
  ];
  await page.route('**/api/sign-ins', (route) => route.fulfill({ json: { success: true, data: { signIns } } }));
  await page.goto('/profile/security');
  await hydrated(page);
  await openSessions(page);
  const history = page.getByRole('list', { name: 'Recent sign-ins' }).getByRole('listitem');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText(/^Success\s*Chrome on Linux\s*Password · 1 minute ago$/);
  await expect(history.nth(1)).toContainText(
    /^Blocked\s*Firefox on Windows\s*Password · too many attempts · 5 minutes ago$/,
  );
  await expect(history.nth(2)).toContainText(/^Failed\s*Firefox on Windows\s*Password · 6 minutes ago$/);
  await expect(history.nth(3)).toContainText(/^Success\s*Safari on iPhone\s*Password reset · 1 hour ago$/);
  // Each outcome has its own icon as well as its word.
  const icons = await Promise.all([0, 1, 2].map((n) => history.nth(n).locator('.sign-in-outcome svg').innerHTML()));
  expect(new Set(icons).size).toBe(3);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});
