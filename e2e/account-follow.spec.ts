/**
 * The browser follows the account the API names in each signed-in answer
 * (docs/decisions/the-api-names-the-account.md): a member acting for a team in the account menu, removed
 * by the owner through the API, sees their personal account in the menu after their next call.
 */
import { expect, verifiedAccount } from './fixtures';
import { accountNamed, test } from './team-journey-helpers';
import { auth, createTeam, member, switchTo, uniqueTeam } from './team-setup';

test('a member removed from the team sees their personal account in the menu after their next call', async ({
  browse,
  request,
}) => {
  const owner = await verifiedAccount(request, 'Ada Lovelace');
  const team = uniqueTeam('Removed from');
  await createTeam(request, owner, team);
  const grace = await member(request, owner, 'member');
  const { page, errors } = await browse(grace, '/profile/orders');
  await switchTo(page, team);
  await expect(accountNamed(page, team)).toBeVisible();

  const removed = await request.delete(`/api/team/members/${grace.id}`, { headers: auth(owner) });
  expect(removed.status(), await removed.text()).toBe(200);

  // The next call of the page (its orders, the cart badge) answers for the personal account.
  await page.reload();
  await expect(accountNamed(page, 'Personal')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Account: Personal', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: /^Personal/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: new RegExp(`^${team}`) })).toHaveCount(0);
  expect(errors).toEqual([]);
});
