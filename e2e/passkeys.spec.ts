/**
 * Passkeys in a real browser: Chromium's virtual authenticator (CDP WebAuthn domain) stands in
 * for a phone or laptop with a platform authenticator and user verification. The pages are opened on
 * `localhost`, since WebAuthn refuses an IP address such as 127.0.0.1 as the relying party.
 */
import type { CDPSession, Page } from '@playwright/test';
import { passkeyMessages } from '../site/shared/api/passkeys-messages';
import { expect, expectNoAxeViolations, hydrated, PASSWORD, test, verifiedAccount } from './fixtures';
import { waitForMail } from './mail';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const SITE = `http://localhost:${PORT}`;

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Signs in with the password on localhost (an init script would bring the session back after logout). */
async function passwordSignIn(page: Page, email: string) {
  await page.goto(`${SITE}/login?next=/profile`);
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${SITE}/profile`);
}

async function openPanel(page: Page) {
  await page.goto(`${SITE}/profile/security`);
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Passkeys' });
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

test.describe('passkeys', () => {
  test('register a passkey on /profile/security → sign out → sign in with it and no password; rename and remove it', async ({
    page,
    request,
  }) => {
    // Adding a passkey needs a verified address.
    const account = await verifiedAccount(request, 'Passkey Customer');
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await passwordSignIn(page, account.email);

    const panel = await openPanel(page);
    await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    await panel.getByLabel('Current password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByText('Passkey added.')).toBeVisible();
    // Named after the browser and system of the user agent (Playwright's desktop Chrome says Windows).
    const defaultName = panel.getByText(/^Passkey on Chrome, (Windows|Linux)$/);
    await expect(defaultName).toBeVisible();
    const name = (await defaultName.textContent()) ?? '';
    await expect(panel.getByText('Never used')).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    const added = await waitForMail(account.email, '/profile/security');
    expect(added.text).toContain(`A passkey named “${name}” was just added`);
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: `Rename ${name}` }).click();
    await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Work laptop');
    await panel.getByRole('button', { name: 'Save name' }).click();
    await expect(panel.getByText('Passkey renamed.')).toBeVisible();
    await expect(panel.getByRole('paragraph').filter({ hasText: 'Work laptop' })).toBeVisible();

    // Sign out, then back in with the passkey alone.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${SITE}/`);
    await page.goto(`${SITE}/login?next=/profile`);
    await hydrated(page);
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
    await page.waitForURL(`${SITE}/profile`);
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();

    const signedIn = await openPanel(page);
    await expect(signedIn.getByText('Last used')).toBeVisible();
    await signedIn.getByRole('button', { name: 'Remove Work laptop' }).click();
    await signedIn.getByLabel('Current password').fill(PASSWORD);
    await signedIn.getByRole('button', { name: 'Remove passkey' }).click();
    // This session was signed in with that passkey, so it ended with it
    // (docs/decisions/passkey-removal-ends-sessions.md): the login page says why.
    await page.waitForURL(`${SITE}/login?next=/profile/security`);
    await expect(page.getByText(passkeyMessages.removedSignedOut)).toBeVisible();
    const removed = await waitForMail(account.email, '/profile/security', 2);
    expect(removed.text).toContain('The passkey named “Work laptop” was just removed');

    // The authenticator still holds the key, but the site no longer accepts it.
    await page.goto(`${SITE}/login`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('This passkey is not registered with your account. Sign in with your password instead.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/login`);
  });

  test('adding a passkey asks for the password again: a wrong one adds nothing', async ({ page, request }) => {
    const account = await verifiedAccount(request);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await passwordSignIn(page, account.email);
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    await panel.getByLabel('Current password').fill('Wrong2026');
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(panel.getByText('Current password is incorrect')).toBeVisible();
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toEqual([]);

    await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();
  });
});
