/**
 * Two-factor sign-in in the browser: turn TOTP on on the Security page (/profile/security) (the codes are
 * computed here from the setup key on screen, with the same library an app would use) → sign out →
 * sign in with a code → sign out → sign in with a recovery code.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, test, verifiedAccount } from './fixtures';
import { waitForMail } from './mail';

const STEP_MS = 30_000;

/** The code of the step `offset` steps from now (the server allows one step of drift). */
const codeFor = (key: Uint8Array, offset = 0) =>
  generateHOTP(key, BigInt(Math.floor(Date.now() / STEP_MS) + offset), 6);

async function logOut(page: Page) {
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
}

async function password(page: Page, email: string, secret: string) {
  await page.goto('/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('enable TOTP → sign out → sign in with a code → sign out → sign in with a recovery code', async ({
  page,
  request,
}) => {
  // Three sign-ins, an enrolment and two axe runs: about 25 s on a loaded 2-core machine.
  test.slow();
  // Turning on two-factor sign-in needs a verified address.
  const account = await verifiedAccount(request, 'Katherine Johnson');
  // Signed in through the form (an init script's stored session would come back after each sign-out).
  await password(page, account.email, account.password);
  await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
  await page.goto('/profile/security');
  await hydrated(page);

  const card = page.getByRole('region', { name: 'Two-factor authentication' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByLabel('Current password').fill('Wrong-password-1');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
  await card.getByLabel('Current password').fill(account.password);
  await card.getByRole('button', { name: 'Continue' }).click();

  await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  const key = decodeBase32IgnorePadding(secret.replace(/\s/g, ''));
  await expectNoAxeViolations(page);

  await card.getByLabel('6-digit code from the app').fill(codeFor(key));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const list = card.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  await expect(card.getByText('Two-factor authentication is on.')).toBeVisible();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('10 recovery codes left.', { exact: false })).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await waitForMail(account.email, '/profile/security');

  // The password alone no longer signs in: a code is asked for.
  await logOut(page);
  await password(page, account.email, account.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoAxeViolations(page);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That code is not valid. Please try again.' })).toBeVisible();
  // The enrolment spent this step's code: the next step's is within the allowed drift.
  await code.fill(codeFor(key, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

  await logOut(page);
  await password(page, account.email, account.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account: Personal' })).toBeVisible();
});
