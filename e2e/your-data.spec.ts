/**
 * Your data on /profile: downloading the export, and deleting the account through its dialog, with
 * the refusal shown and the address free to sign up again. The dialog's screenshots go to
 * reports/delete-account/.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { profileDataMessages } from '../site/shared/api/profile-messages';
import { giveBillingDetails, placeOrder } from './billing-helpers';
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  PASSWORD,
  showEveryIsland,
  signInBrowser,
  test,
  uniqueEmail,
  verifiedAccount,
} from './fixtures';
import { waitForMail } from './mail';

async function signUp(page: Page, email: string, name: string) {
  await page.goto('/signup');
  await hydrated(page);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully! Redirecting to login...')).toBeVisible();
  await page.waitForURL('**/login', { timeout: 5000 });
}

async function openDeleteDialog(page: Page) {
  await page.goto('/profile');
  await showEveryIsland(page);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('your data', () => {
  test('sign up → verify → download your data → delete → sign up again with the same address', async ({ page }) => {
    // A journey over eight pages: about 25 s on a loaded 2-core machine.
    test.slow();
    const email = uniqueEmail('delete');
    await signUp(page, email, 'Grace Hopper');
    const mail = await waitForMail(email, '/verify-email');
    await page.goto(mail.link);
    await expect(page.getByText(/verified/i).first()).toBeVisible();

    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

    await page.goto('/profile');
    await showEveryIsland(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^nimbus-cloud-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string; name: string };
    };
    expect(file.profile).toMatchObject({ email, name: 'Grace Hopper' });

    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel('Your password').fill('Wrong-Password1');
    await dialog.getByRole('button', { name: profileDataMessages.deleteConfirm }).click();
    await expect(dialog.getByText('Current password is incorrect').first()).toBeVisible();
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: profileDataMessages.deleteConfirm }).click();
    await page.waitForURL('**/account-deleted');
    await expect(page.getByRole('heading', { name: 'Your account was deleted' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup');
    await signUp(page, email, 'Grace Again');
  });

  test('shows why a deletion is refused, and deletes nothing', async ({ page, request }) => {
    const account = await verifiedAccount(request, 'Ada Lovelace');
    await giveBillingDetails(request, account);
    const order = await placeOrder(request, account);
    await signInBrowser(page, account);
    const dialog = await openDeleteDialog(page);
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: profileDataMessages.deleteConfirm }).click();
    await expect(dialog.getByText(profileDataMessages.unpaidInvoice(order.invoice.number))).toBeVisible();
    await page.screenshot({ path: 'reports/delete-account/dialog-refused.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${account.token}` } });
    expect(profile.status()).toBe(200);
  });

  test('the dialog at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({ page, request }) => {
    const account = await verifiedAccount(request, 'Ada Lovelace');
    await signInBrowser(page, account);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const dialog = await openDeleteDialog(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        await page.screenshot({ path: `reports/delete-account/dialog-${width}-${colorScheme}.png` });
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.emulateMedia({ colorScheme: 'light' });
      await page.screenshot({ path: `reports/delete-account/profile-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/profile');
    await showEveryIsland(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
