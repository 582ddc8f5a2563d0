/**
 * What only a team's owner does, in the browser (docs/teams.md): requiring two-factor sign-in, which
 * stops a member without it until they turn it on in Security, and handing the team over, after which
 * the new owner has the owner's controls, the former owner an admin's, and both are mailed.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { cartMessages } from '../site/shared/api/cart-messages';
import { teamErrors, teamMessages } from '../site/shared/api/teams-messages';
import { expect, showEveryIsland, verifiedAccount } from './fixtures';
import { waitForMailWith } from './mail';
import { codeFor, test, turnOnTotp } from './team-journey-helpers';
import { createTeam, member, newSession, switchTo, uniqueTeam } from './team-setup';

test('the owner requires two-factor sign-in: a member without it is stopped until they turn it on in Security', async ({
  browse,
  request,
}) => {
  test.slow();
  // Requiring it needs the owner's own two-factor sign-in, which needs a verified address.
  const owner = await verifiedAccount(request, 'Olga Owner');
  // The browser's session, signed in before two-factor sign-in is on (the API's sign-in would then ask for a code).
  const olgaSession = await newSession(request, owner);
  await turnOnTotp(request, owner);
  const team = uniqueTeam('Policy Team');
  await createTeam(request, owner, team);
  const stopped = await member(request, owner, 'member');

  const olga = await browse(olgaSession, '/profile/team');
  await switchTo(olga.page, team);
  await showEveryIsland(olga.page);
  const policy = olga.page.getByRole('region', { name: 'Two-factor sign-in' });
  const toggle = policy.getByRole('switch', { name: 'Require two-factor sign-in for every member' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(policy.getByText(`Would be refused until they turn it on: ${stopped.name}.`)).toBeVisible();
  await toggle.click();
  await expect(olga.page.getByText(teamMessages.policyOn)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(policy.getByText(`Refused until they turn it on: ${stopped.name}.`)).toBeVisible();

  // The member's team page and cart say why, with the way to Security.
  const max = await browse(stopped, '/profile/team');
  await switchTo(max.page, team);
  await showEveryIsland(max.page);
  const refused = max.page.getByRole('region', { name: 'Two-factor sign-in required' });
  await expect(refused.getByText(teamErrors.twoFactorRequired)).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Open Security' })).toHaveAttribute('href', '/profile/security');
  await expect(refused.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await expect(max.page.getByRole('region', { name: team })).toHaveCount(0);
  await max.page.goto('/cart');
  const note = max.page.getByRole('status').filter({ hasText: teamErrors.twoFactorRequired });
  await expect(note).toBeVisible();
  await expect(max.page.getByRole('button', { name: 'Order with obligation to pay' })).toHaveCount(0);

  // Security, from the note: turning on an authenticator app there lets them through.
  await note.getByRole('link', { name: 'Open Security' }).click();
  await max.page.waitForURL('**/profile/security');
  const card = max.page.getByRole('region', { name: 'Two-factor authentication' });
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByLabel('Current password').fill(stopped.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  const key = decodeBase32IgnorePadding(secret.replace(/\s/g, ''));
  await card.getByLabel('6-digit code from the app').fill(codeFor(key));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  await max.page.goto('/cart');
  await expect(max.page.getByText(cartMessages.emptyCart)).toBeVisible();
  await max.page.goto('/profile/team');
  await showEveryIsland(max.page);
  const teamCard = max.page.getByRole('region', { name: team });
  await expect(teamCard.getByText('Two-factor sign-in required')).toBeVisible();
  await expect(teamCard.getByRole('row', { name: new RegExp(stopped.name) })).toContainText('On');

  // The owner's page no longer names anyone the policy refuses.
  await olga.page.reload();
  await showEveryIsland(olga.page);
  await expect(policy.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(
    olga.page.getByRole('region', { name: team }).getByRole('row', { name: new RegExp(stopped.name) }),
  ).toContainText('On');
  await expect(policy.getByText(/refused until they turn it on/i)).toHaveCount(0);
  expect(olga.errors).toEqual([]);
  expect(max.errors).toEqual([]);
});

test('ownership is handed over on the team page: the new owner has the owner controls, the former owner an admin, both mailed', async ({
  browse,
  request,
}) => {
  test.slow();
  // File times have a coarser clock than Date.now(): a second of slack.
  const since = Date.now() - 1000;
  const owner = await verifiedAccount(request, 'Frances Former');
  const francesSession = await newSession(request, owner);
  const key = await turnOnTotp(request, owner);
  const team = uniqueTeam('Handover Team');
  await createTeam(request, owner, team);
  const heir = await member(request, owner, 'member');

  const frances = await browse(francesSession, '/profile/team');
  await switchTo(frances.page, team);
  await showEveryIsland(frances.page);
  const transfer = frances.page.getByRole('form', { name: 'Transfer ownership' });
  await transfer.getByLabel('New owner').selectOption({ label: `${heir.name} (${heir.email}, Member)` });
  await transfer.getByLabel('Your password').fill(owner.password);
  // The owner has two-factor sign-in on: a code confirms too.
  await transfer.getByLabel('Code from your app, or a recovery code').fill(codeFor(key));
  await transfer.getByRole('button', { name: 'Transfer ownership' }).click();
  await expect(frances.page.getByText(teamMessages.transferred)).toBeVisible();

  // The former owner: an admin now, who may manage members but not the policy, a transfer or deletion.
  const card = frances.page.getByRole('region', { name: team });
  await expect(card.getByText('Your role: Admin')).toBeVisible();
  await expect(card.getByRole('row', { name: new RegExp(heir.name) })).toContainText('Owner');
  await expect(card.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await expect(frances.page.getByRole('switch')).toHaveCount(0);
  await expect(frances.page.getByRole('form', { name: 'Delete the team' })).toHaveCount(0);
  await expect(frances.page.getByRole('form', { name: 'Transfer ownership' })).toHaveCount(0);
  await expect(frances.page.getByRole('form', { name: 'Invite someone' })).toBeVisible();
  await frances.page.reload();
  await showEveryIsland(frances.page);
  await expect(card.getByText('Your role: Admin')).toBeVisible();
  await expect(frances.page.getByRole('form', { name: 'Delete the team' })).toHaveCount(0);

  // The new owner: the policy switch, the transfer and the deletion, and no Leave team.
  const nora = await browse(heir, '/profile/team');
  await switchTo(nora.page, team);
  await showEveryIsland(nora.page);
  const noraCard = nora.page.getByRole('region', { name: team });
  await expect(noraCard.getByText('Your role: Owner')).toBeVisible();
  await expect(nora.page.getByRole('switch', { name: 'Require two-factor sign-in for every member' })).toBeVisible();
  await expect(nora.page.getByRole('form', { name: 'Transfer ownership' })).toBeVisible();
  await expect(nora.page.getByRole('button', { name: `Delete ${team}` })).toBeVisible();
  await expect(noraCard.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
  await expect(noraCard.getByRole('row', { name: new RegExp(owner.name) })).toContainText('Admin');

  // Both were told, each by name.
  const told = `${owner.name} transferred the ownership of the team “${team}”`;
  for (const name of [heir.name, owner.name]) await waitForMailWith(since, `Hello ${name},`, told);
  expect(frances.errors).toEqual([]);
  expect(nora.errors).toEqual([]);
});
