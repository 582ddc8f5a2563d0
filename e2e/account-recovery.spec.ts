/**
 * Password reset and e-mail verification in the browser, with the mails read from the files
 * `wrangler dev`'s simulated Email Service binding writes.
 */
import {
  createAccount,
  expect,
  expectNoAxeViolations,
  hydrated,
  PASSWORD,
  signInBrowser,
  test,
  uniqueEmail,
} from './fixtures';
import { mailsFor, waitForMail } from './mail';

const RESET_SENT = 'If an account exists for that address, we have sent a link to reset its password.';
const NEW_PASSWORD = 'Moonrise2027';

test.describe('password reset', () => {
  test('forgot password → mail → new password → sign in; the link then no longer works', async ({ page, request }) => {
    // A whole journey over five pages with three axe runs: about 20 s on a loaded 2-core machine.
    test.slow();
    const account = await createAccount(request, 'Ada Lovelace');

    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();

    const mail = await waitForMail(account.email, '/reset-password');
    // The address is not verified yet: the mail does not repeat the name typed at sign-up.
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).not.toContain('Ada Lovelace');
    expect(mail.html).toContain(`href="${mail.link}"`);
    expect(new URL(mail.link).origin).toBe(new URL(page.url()).origin);

    const opened = await page.goto(mail.link);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await hydrated(page);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The sign-up policy applies, with its messages.
    await page.getByLabel('New password', { exact: true }).fill('lowercase1');
    await page.getByLabel('Confirm new password').fill('lowercase1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must contain one uppercase letter and one number')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeVisible();

    // The old session (created by createAccount) is gone; the "password changed" mail went out.
    const profile = await request.get('/api/profile', { headers: { authorization: `Bearer ${account.token}` } });
    expect(profile.status()).toBe(401);
    await waitForMail(account.email, '/forgot-password');

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    await hydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();

    await page.goto(mail.link);
    await expect(
      page.getByText('This password reset link is invalid or has expired. Please ask for a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('an unknown address gets the same answer and no mail', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await page.goto('/forgot-password');
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
    expect(await mailsFor(email, '/reset-password')).toEqual([]);
  });
});

test.describe('e-mail verification', () => {
  test('sign up → verification mail → verified → the notice is gone', async ({ page }) => {
    // A whole journey over seven pages with three axe runs: about 25 s on a loaded 2-core machine.
    test.slow();
    const email = uniqueEmail('verify');
    await page.goto('/signup');
    await hydrated(page);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The seed's flow and message are unchanged.
    await expect(page.getByText('Account created successfully! Redirecting to login...')).toBeVisible();
    await page.waitForURL('**/login', { timeout: 5000 });
    const mail = await waitForMail(email, '/verify-email');
    // Nobody has proved the address yet: the mail does not repeat the name typed at sign-up.
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).not.toContain('Grace Hopper');

    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });

    const notice = page.getByRole('region', { name: 'E-mail verification' });
    await page.goto('/profile');
    await expect(notice).toContainText(`Your email address ${email} is not verified yet.`);
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(notice.getByText(`We have sent a new verification link to ${email}.`)).toBeVisible();
    await waitForMail(email, '/verify-email', 2);

    await page.goto('/cart');
    await expect(notice).toContainText(`Your email address ${email} is not verified yet.`);

    const opened = await page.goto(mail.link);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    await expectNoAxeViolations(page);

    // Both islands have read the profile once the network is idle; the notice must not be there.
    await page.goto('/profile', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto('/cart', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The link worked once.
    await page.goto(mail.link);
    await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  });

  test('a customer who is already signed in sees no notice once verified through the API', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const mail = await waitForMail(account.email, '/verify-email');
    const token = new URL(mail.link).searchParams.get('token');
    expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);
    await signInBrowser(page, account);
    await page.goto('/profile', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0);
  });
});
