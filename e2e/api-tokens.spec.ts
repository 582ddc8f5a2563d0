/**
 * The API tokens page (docs/decisions/api-tokens.md): a token made there is shown once, copied, works
 * with the API, and stops when revoked there; a team member is offered only the scopes their role may
 * give, and told which account the tokens act for. Axe and the 360 px width of the page with a token
 * just made; the signed-in sweep of runtime-errors.spec.ts checks the page as it first loads too.
 * The Security page lists a person's live tokens in every account and revokes those of the current one.
 */
import type { APIRequestContext } from '@playwright/test';
import { tokenErrors, tokenMessages } from '../site/shared/api/tokens-messages';
import { TOKEN_PATTERN } from '../site/shared/domain/api-tokens';
import {
  expect,
  expectNoAxeViolations,
  freshClient,
  hydrated,
  showEveryIsland,
  signInBrowser,
  test,
  verifiedAccount,
} from './fixtures';
import { createTeam, member, newSession, switchTo, uniqueTeam, watchErrors } from './team-setup';

/** The id of the team `owner`'s session acts for. */
async function teamIdOf(request: APIRequestContext, owner: { token: string }): Promise<string> {
  const res = await request.get('/api/team', { headers: { authorization: `Bearer ${owner.token}`, ...freshClient() } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const cart = (request: APIRequestContext, token: string) =>
  request.get('/api/cart', { headers: { authorization: `Bearer ${token}`, ...freshClient() } });

test.describe('the API tokens page', () => {
  test('a token is shown once, copied, works with the API, and stops when revoked', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = watchErrors(page);
    const account = await verifiedAccount(request, 'Token Maker');
    await signInBrowser(page, account);
    await page.goto('/profile/tokens');
    await hydrated(page);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'API tokens' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('These tokens act for your personal account')).toBeVisible();
    await expect(page.getByText('No tokens yet: create one below.')).toBeVisible();

    // The contract's texts for a form sent empty, with no request.
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText(tokenErrors.nameRequired)).toBeVisible();
    await expect(page.getByText(tokenErrors.scopesRequired)).toBeVisible();

    await page.getByLabel('Name').fill('CI deploys');
    await page.getByRole('checkbox', { name: /cart:read/ }).check();
    await page.getByRole('checkbox', { name: /orders:read/ }).check();
    await page.getByLabel('Expires after').selectOption('7');
    await page.getByRole('button', { name: 'Create token' }).click();

    const panel = page.getByRole('region', { name: 'CI deploys' });
    await expect(panel.getByText(tokenMessages.created)).toBeVisible();
    const token = await panel.getByLabel('Your new token').inputValue();
    expect(token).toMatch(TOKEN_PATTERN);
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    await expect(page.getByText(tokenMessages.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const item = page
      .getByRole('list', { name: 'Your tokens' })
      .getByRole('listitem')
      .filter({ hasText: 'CI deploys' });
    await expect(item).toContainText(`…${token.slice(-4)}`);
    await expect(item).toContainText('Active');
    await expect(item).toContainText('Never used');
    await expect(item.getByRole('list', { name: 'Scopes of CI deploys' }).getByRole('listitem')).toHaveText([
      'cart:read',
      'orders:read',
    ]);

    expect((await cart(request, token)).status()).toBe(200);

    // Once the panel is closed the token is nowhere: not on the page, not in storage, not after a reload.
    await panel.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(panel).toHaveCount(0);
    const kept = () =>
      page.evaluate(() => [document.documentElement.outerHTML, JSON.stringify({ ...localStorage, ...sessionStorage })]);
    for (const text of await kept()) expect(text).not.toContain(token);
    await page.reload();
    await hydrated(page);
    await expect(item).toContainText('Active');
    for (const text of await kept()) expect(text).not.toContain(token);

    await item.getByRole('button', { name: 'Revoke CI deploys' }).click();
    await item
      .getByRole('group', { name: 'Revoke CI deploys?' })
      .getByRole('button', { name: 'Revoke CI deploys' })
      .click();
    await expect(page.getByText(tokenMessages.revoked)).toBeVisible();
    await expect(item).toContainText('Revoked');
    await expect(item.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

    const refused = await cart(request, token);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ success: false, error: tokenErrors.expired });
    expect(errors).toEqual([]);
  });

  test("a viewer of a team is offered only their role's scopes, for the team", async ({ page, request }) => {
    const owner = await verifiedAccount(request, 'Team Owner');
    const team = uniqueTeam('Readers');
    await createTeam(request, owner, team);
    const viewer = await member(request, owner, 'viewer');
    await signInBrowser(page, viewer);
    await page.goto('/profile');
    await hydrated(page);
    await switchTo(page, team);
    await page.goto('/profile/tokens');
    await hydrated(page);
    await expect(page.getByText(`These tokens act for the team ${team}`)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Scopes' }).getByRole('checkbox')).toHaveCount(3);
    for (const scope of ['orders:read', 'catalog:read', 'services:read']) {
      await expect(page.getByRole('checkbox', { name: new RegExp(scope) })).toBeVisible();
    }
  });

  test("an admin sees a member's token of the team and revokes it", async ({ page, request }) => {
    const errors = watchErrors(page);
    const owner = await verifiedAccount(request, 'Team Owner');
    const team = uniqueTeam('Overseen');
    await createTeam(request, owner, team);
    const admin = await member(request, owner, 'admin');
    const dev = await member(request, owner, 'member');
    await request.put('/api/accounts/current', {
      data: { accountId: await teamIdOf(request, owner) },
      headers: { authorization: `Bearer ${dev.token}`, ...freshClient() },
    });
    const made = await request.post('/api/tokens', {
      data: { name: 'Dev laptop', scopes: ['cart:read'], expiresInDays: 7 },
      headers: { authorization: `Bearer ${dev.token}`, ...freshClient() },
    });
    expect(made.status(), await made.text()).toBe(201);
    const devToken = ((await made.json()) as { data: { token: string } }).data.token;

    await signInBrowser(page, admin);
    await page.goto('/profile');
    await hydrated(page);
    await switchTo(page, team);
    await page.goto('/profile/tokens');
    await hydrated(page);
    const list = page.getByRole('list', { name: 'Every token of the team' });
    const item = list.getByRole('listitem').filter({ hasText: 'Dev laptop' });
    await expect(item).toContainText('Made by Member Person');
    await expect(item).toContainText('Active');
    await item.getByRole('button', { name: 'Revoke Dev laptop' }).click();
    await item
      .getByRole('group', { name: 'Revoke Dev laptop?' })
      .getByRole('button', { name: 'Revoke Dev laptop' })
      .click();
    await expect(page.getByText(tokenMessages.revoked)).toBeVisible();
    await expect(item).toContainText('Revoked');
    expect((await cart(request, devToken)).status()).toBe(401);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }
    expect(errors).toEqual([]);
  });

  test('axe finds nothing and nothing scrolls sideways at 360 px with a token just made, both themes', async ({
    page,
    request,
  }) => {
    const account = await verifiedAccount(request);
    await request.post('/api/tokens', {
      data: {
        name: 'A nightly export of every invoice to the finance share',
        scopes: ['orders:read'],
        expiresInDays: 90,
      },
      headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
    });
    await page.setViewportSize({ width: 360, height: 780 });
    await signInBrowser(page, account);
    await page.goto('/profile/tokens');
    await hydrated(page);
    await page.getByLabel('Name').fill('Deploys from the release pipeline');
    await page.getByRole('checkbox', { name: /cart:write/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText(tokenMessages.created)).toBeVisible();
    await showEveryIsland(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    }
  });
});

/** Makes a token through the API for the account `session` acts for; answers the token itself. */
async function makeToken(request: APIRequestContext, session: { token: string }, name: string): Promise<string> {
  const made = await request.post('/api/tokens', {
    data: { name, scopes: ['cart:read'], expiresInDays: 30 },
    headers: { authorization: `Bearer ${session.token}`, ...freshClient() },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { data: { token: string } }).data.token;
}

test.describe('the Security page’s API tokens', () => {
  test('lists the live tokens of every account, revokes one of the current account, and opens the other', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const owner = await verifiedAccount(request, 'Token Owner');
    const personal = await makeToken(request, owner, 'Laptop scripts');
    expect((await cart(request, personal)).status()).toBe(200);
    const team = uniqueTeam('Deployers');
    await createTeam(request, owner, team);
    await makeToken(request, owner, 'Team deploys');

    // A new sign-in acts for the personal account.
    await signInBrowser(page, await newSession(request, owner));
    await page.goto('/profile/security');
    await hydrated(page);
    await showEveryIsland(page);
    const list = page.getByRole('list', { name: 'API tokens' });
    const mine = list.getByRole('listitem').filter({ hasText: 'Laptop scripts' });
    const theirs = list.getByRole('listitem').filter({ hasText: 'Team deploys' });
    await expect(mine).toContainText('Account: Personal account');
    await expect(mine).toContainText(/Last used \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}/);
    await expect(mine.getByRole('list', { name: 'Scopes of Laptop scripts' })).toHaveText('cart:read');
    await expect(theirs).toContainText(`Account: ${team}`);
    await expect(theirs).toContainText('Never used');
    await expect(theirs.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }

    await mine.getByRole('button', { name: 'Revoke Laptop scripts' }).click();
    await mine
      .getByRole('group', { name: 'Revoke Laptop scripts?' })
      .getByRole('button', { name: 'Revoke Laptop scripts' })
      .click();
    await expect(page.getByText(tokenMessages.revoked)).toBeVisible();
    await expect(mine).toHaveCount(0);
    await expect(theirs).toBeVisible();
    expect((await cart(request, personal)).status()).toBe(401);

    // The team's token is revoked in the team: the link switches to it and opens its API tokens page.
    await theirs.getByRole('link', { name: `Manage in ${team}` }).click();
    await expect(page).toHaveURL(/\/profile\/tokens$/);
    await expect(page.getByText(`Now acting as ${team}.`)).toBeVisible();
    await hydrated(page);
    await expect(page.getByText(`These tokens act for the team ${team}`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').filter({ hasText: 'Team deploys' }),
    ).toContainText('Active');
    expect(errors).toEqual([]);
  });

  test('without a live token it says so and links to the API tokens page', async ({ page, request }) => {
    const account = await verifiedAccount(request);
    await signInBrowser(page, account);
    await page.goto('/profile/security');
    await hydrated(page);
    await showEveryIsland(page);
    await expect(page.getByText('You have no live API tokens.')).toBeVisible();
    await page.getByRole('link', { name: 'Make one on the API tokens page' }).click();
    await expect(page).toHaveURL(/\/profile\/tokens$/);
  });
});
