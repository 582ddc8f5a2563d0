/**
 * The invitation page's states (docs/decisions/accounts-and-teams.md): the offer with Sign up and Log
 * in that come back to it (the token kept while the visitor signs in), Accept for the invited address,
 * what another address reads, and a link that is malformed or spent. The sign-up from the mail into
 * the team is team-journeys.spec.ts.
 */
import { teamErrors } from '../site/shared/api/teams-messages';
import { ROLE_SUMMARIES } from '../site/shared/domain/teams';
import { createAccount, expect, hydrated, signInBrowser, test, uniqueEmail, verifiedAccount } from './fixtures';
import { accountButton, createTeam, invitationToken, invite, newSession, uniqueTeam, watchErrors } from './team-setup';

test.describe('the invitation page', () => {
  test('signed out: the offer, and Sign up and Log in that come back to it with the token kept', async ({
    page,
    request,
  }) => {
    const owner = await verifiedAccount(request, 'Ada Lovelace');
    const team = uniqueTeam('Engines');
    await createTeam(request, owner, team);
    const invited = uniqueEmail('invited');
    await invite(request, owner, invited, 'member');
    const token = await invitationToken(invited);
    const errors = watchErrors(page);
    await page.goto(`/invitation#token=${token}`);
    await hydrated(page);

    const main = page.getByRole('main');
    await expect(main.getByText(`Ada Lovelace invited you to join ${team} as Member.`)).toBeVisible();
    await expect(main.getByText(ROLE_SUMMARIES.member)).toBeVisible();
    await expect(main.locator('.invitation-email')).toHaveText(invited);
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?next=/invitation');
    await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=/invitation');
    await expect(main.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

    // Where signing in comes back to (no fragment): the token waited in the tab.
    await main.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login?next=/invitation');
    await page.goto('/invitation');
    await expect(main.getByText(`Ada Lovelace invited you to join ${team} as Member.`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('signed in with the invited address: Accept joins the team and opens its page', async ({ page, request }) => {
    const owner = await verifiedAccount(request, 'Ada Lovelace');
    const team = uniqueTeam('Joiners');
    await createTeam(request, owner, team);
    const guest = await createAccount(request, 'Grace Hopper');
    await invite(request, owner, guest.email, 'viewer');
    const token = await invitationToken(guest.email);
    const errors = watchErrors(page);
    await signInBrowser(page, guest);
    await page.goto(`/invitation#token=${token}`);
    await hydrated(page);
    await page.getByRole('button', { name: `Accept and join ${team}` }).click();
    await page.waitForURL('**/profile/team');
    await expect(page.getByText(`You joined ${team}.`)).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName(`Account: ${team}`);
    await expect(page.getByRole('region', { name: team }).getByText('Your role: Viewer')).toBeVisible();
    // Spent: the link now says it is no longer valid.
    await page.goto(`/invitation#token=${token}`);
    await expect(page.getByText(teamErrors.invitationInvalid)).toBeVisible();
    // The one console error is the 404 of the spent link's preview, which only the API can tell.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('signed in with another address: says whose it is, offers no Accept and asks nothing of the API', async ({
    page,
    request,
  }) => {
    const owner = await verifiedAccount(request, 'Ada Lovelace');
    await createTeam(request, owner, uniqueTeam('Others'));
    const invited = uniqueEmail('invited');
    await invite(request, owner, invited, 'billing');
    const token = await invitationToken(invited);
    const someone = await newSession(request, await createAccount(request, 'Someone Else'));
    const accepts: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/invitations/accept')) accepts.push(req.url());
    });
    const errors = watchErrors(page);
    await signInBrowser(page, someone);
    await page.goto(`/invitation#token=${token}`);
    await hydrated(page);
    await expect(
      page.getByRole('status').filter({ hasText: teamErrors.invitationOtherAddress(invited) }),
    ).toBeVisible();
    await expect(page.getByText(`You are signed in as ${someone.email}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log out, then log in with that address' })).toBeVisible();
    expect(accepts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a malformed link, or none, says it is no longer valid without asking the API', async ({ page }) => {
    const previews: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/invitations/')) previews.push(req.url());
    });
    const errors = watchErrors(page);
    for (const path of ['/invitation#token=short', '/invitation']) {
      await page.goto(path);
      await expect(page.getByText(teamErrors.invitationInvalid)).toBeVisible();
    }
    expect(previews).toEqual([]);
    expect(errors).toEqual([]);
  });
});
