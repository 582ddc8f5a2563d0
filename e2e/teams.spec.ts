/**
 * The teams UI on its own (docs/decisions/accounts-and-teams.md, current-account-in-the-browser.md):
 * the nav's account menu switches and names the account on a phone; the Team page shows each role
 * only the controls the permission table gives it, and an owner's changes; axe and the 360 px width
 * on a team's page, the open menu and an invitation. Teams and members are made through the API
 * (team-setup.ts); the invitation page's states are invitation.spec.ts.
 */
import type { Page } from '@playwright/test';
import { teamErrors } from '../site/shared/api/teams-messages';
import { ASSIGNABLE_ROLES, can, ROLE_LABELS, ROLES, type Role } from '../site/shared/domain/teams';
import {
  type Account,
  expect,
  expectNoAxeViolations,
  hydrated,
  showEveryIsland,
  signInBrowser,
  test,
  uniqueEmail,
  verifiedAccount,
} from './fixtures';
import {
  accountButton,
  auth,
  createTeam,
  invitationToken,
  invite,
  member,
  newSession,
  switchTo,
  uniqueTeam,
  watchErrors,
} from './team-setup';

test.describe('the account menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the nav names the account; the menu switches to the team and back, by keyboard too', async ({
    page,
    request,
  }) => {
    const owner = await verifiedAccount(request, 'Ada Lovelace');
    const team = uniqueTeam('Analytical Engines');
    await createTeam(request, owner, team);
    const errors = watchErrors(page);
    await signInBrowser(page, await newSession(request, owner));
    await page.goto('/profile/orders');
    await hydrated(page);

    const button = accountButton(page);
    await expect(button).toHaveAccessibleName('Account: Personal');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Nimbus Cloud home' }).first()).toBeVisible();

    // The keyboard: Enter opens it on the current account, arrows move, Escape closes and returns.
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account: Personal' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const personal = menu.getByRole('menuitemradio', { name: /^Personal account/ });
    const teamItem = menu.getByRole('menuitemradio', { name: new RegExp(`^${team}`) });
    await expect(personal).toBeFocused();
    await expect(personal).toHaveAttribute('aria-checked', 'true');
    await expect(teamItem).toHaveAttribute('aria-checked', 'false');
    await expect(teamItem).toContainText('Owner');
    await page.keyboard.press('ArrowDown');
    await expect(teamItem).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Switching reloads the page for the team: the nav and the page's heading name it.
    await button.click();
    await teamItem.click();
    await expect(page.getByText(`Now acting as ${team}.`)).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName(`Account: ${team}`);
    await expect(page.getByText(`Your account · Team: ${team}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // And back, by keyboard: the personal account's name is what the nav shows again.
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: new RegExp(`^${team}`) })).toBeFocused();
    // Until the list arrives the menu holds the current account alone.
    await expect(page.getByRole('menuitemradio', { name: /^Personal account/ })).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Now acting as Personal account.')).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName('Account: Personal');
    expect(errors).toEqual([]);
  });

  test('a role without the cart: the nav asks for no cart count, and the cart says why', async ({ page, request }) => {
    const owner = await verifiedAccount(request);
    const team = uniqueTeam('Viewers');
    await createTeam(request, owner, team);
    const viewer = await member(request, owner, 'viewer');
    const errors = watchErrors(page);
    const cartCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/cart') cartCalls.push(req.url());
    });
    await signInBrowser(page, viewer);
    await page.goto('/profile/orders');
    await hydrated(page);
    // On the personal account the nav asks for its count; on the team, a viewer's, never.
    await expect.poll(() => cartCalls.length).toBe(1);
    await switchTo(page, team);
    await page.goto('/cart');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: teamErrors.forbidden })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order with obligation to pay' })).toHaveCount(0);
    expect(cartCalls).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

/** What the Team page shows of each control, by the table's action behind it. */
const CONTROLS: [action: Parameters<typeof can>[1], find: (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['team:rename', (page) => page.getByRole('button', { name: 'Rename team' })],
  ['members:manage', (page) => page.getByRole('form', { name: 'Invite someone' })],
  ['members:manage', (page) => page.getByRole('combobox', { name: /^Role of / })],
  ['audit:read', (page) => page.getByRole('region', { name: 'Audit log' })],
  ['team:policy', (page) => page.getByRole('switch', { name: 'Require two-factor sign-in for every member' })],
  ['team:transfer', (page) => page.getByRole('form', { name: 'Transfer ownership' })],
  ['team:delete', (page) => page.getByRole('form', { name: 'Delete the team' })],
  ['team:leave', (page) => page.getByRole('button', { name: 'Leave team' })],
];

test.describe('the Team page', () => {
  test('each role sees the members and only the controls the permission table gives it', async ({
    browser,
    request,
  }) => {
    test.slow();
    const owner = await verifiedAccount(request, 'Olga Owner');
    const team = uniqueTeam('Roles');
    await createTeam(request, owner, team);
    const people: [Role, Account][] = [['owner', owner]];
    for (const role of ASSIGNABLE_ROLES) people.push([role, await member(request, owner, role)]);
    expect(people.map(([role]) => role)).toEqual([...ROLES]);

    for (const [role, account] of people) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signInBrowser(page, role === 'owner' ? await newSession(request, account) : account);
      await page.goto('/profile/team');
      await hydrated(page);
      await switchTo(page, team);
      const card = page.getByRole('region', { name: team });
      await expect(card.getByText(`Your role: ${ROLE_LABELS[role]}`)).toBeVisible();
      await expect(card.getByRole('row')).toHaveCount(1 + people.length);
      await showEveryIsland(page);
      for (const [action, find] of CONTROLS) {
        const expected = can(role, action) ? 'shown' : 'hidden';
        await expect.soft(find(page).first(), `${role}: ${action}`).toHaveCount(expected === 'shown' ? 1 : 0);
      }
      // Never a way to change or remove the owner.
      await expect(card.getByRole('combobox', { name: 'Role of Olga Owner' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Remove Olga Owner' })).toHaveCount(0);
      expect(errors, role).toEqual([]);
      await context.close();
    }
  });

  test('the owner renames, changes a role, removes, invites, resends and cancels, and reads it in the audit log', async ({
    page,
    request,
  }) => {
    test.slow();
    const owner = await verifiedAccount(request, 'Olga Owner');
    const team = uniqueTeam('Changes');
    await createTeam(request, owner, team);
    const viewer = await member(request, owner, 'viewer');
    // 25 renames and the creation: two pages of the audit log.
    for (let i = 1; i <= 25; i += 1) {
      const res = await request.patch('/api/team', { data: { name: `${team} ${i}` }, headers: auth(owner) });
      expect(res.status()).toBe(200);
    }
    const errors = watchErrors(page);
    await signInBrowser(page, await newSession(request, owner));
    await page.goto('/profile/team');
    await hydrated(page);
    await switchTo(page, `${team} 25`);
    const renamed = `${team} Ltd`;

    const card = page.getByRole('region', { name: `${team} 25` });
    await card.getByRole('button', { name: 'Rename team' }).click();
    await card.getByLabel('Team name').fill(renamed);
    await card.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Team renamed.')).toBeVisible();
    const renamedCard = page.getByRole('region', { name: renamed });
    await expect(renamedCard).toBeVisible();
    await expect(accountButton(page)).toHaveAccessibleName(`Account: ${renamed}`);

    await renamedCard.getByRole('combobox', { name: `Role of ${viewer.name}` }).selectOption('member');
    await expect(page.getByText('Role changed.')).toBeVisible();

    const invited = uniqueEmail('invited');
    const inviteForm = page.getByRole('form', { name: 'Invite someone' });
    await inviteForm.getByLabel('E-mail address').fill(invited);
    await inviteForm.getByRole('radio', { name: /^Admin/ }).check();
    await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invited}.`)).toBeVisible();
    const pending = page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
    await expect(pending.filter({ hasText: invited })).toContainText('Admin');
    await pending.getByRole('button', { name: `Resend the invitation to ${invited}` }).click();
    await expect(page.getByText(`Invitation sent again to ${invited}.`)).toBeVisible();
    await pending.getByRole('button', { name: `Cancel the invitation to ${invited}` }).click();
    await expect(page.getByText('Invitation cancelled.')).toBeVisible();
    await expect(page.getByText('No open invitations.')).toBeVisible();

    await renamedCard.getByRole('button', { name: `Remove ${viewer.name}` }).click();
    await renamedCard.getByRole('button', { name: `Remove ${viewer.name}` }).click();
    await expect(page.getByText('Member removed.')).toBeVisible();
    await expect(renamedCard.getByRole('row')).toHaveCount(2);

    // The audit log: newest first, older entries a page further, and one event type at a time.
    await page.reload();
    await showEveryIsland(page);
    const audit = page.getByRole('region', { name: 'Audit log' });
    const entries = audit.getByRole('listitem');
    await expect(entries.first()).toContainText('Member removed');
    await expect(entries.first()).toContainText(viewer.email);
    await expect(entries).toHaveCount(25);
    await audit.getByRole('button', { name: 'Older entries' }).click();
    await expect(entries.last()).toContainText('Team created');
    await expect(audit.getByRole('button', { name: 'Older entries' })).toHaveCount(0);
    await audit.getByLabel('Event').selectOption('member.role_changed');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Viewer → Member');
    await expect(entries).toContainText('Olga Owner');
    expect(errors).toEqual([]);
  });
});

test.describe('sweeps', () => {
  test('axe finds nothing and nothing scrolls sideways at 360 px: an owner’s Team page, the open account menu and an invitation, both themes', async ({
    page,
    request,
  }) => {
    test.slow();
    const owner = await verifiedAccount(request, 'Olga Owner');
    const team = uniqueTeam('Sweep');
    await createTeam(request, owner, team);
    await member(request, owner, 'admin');
    const invited = uniqueEmail('invited');
    await invite(request, owner, invited, 'billing');
    const token = await invitationToken(invited);
    const errors = watchErrors(page);
    await signInBrowser(page, await newSession(request, owner));
    await page.goto('/profile/team');
    await hydrated(page);
    await switchTo(page, team);
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(invited);

    const check = async (what: string) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 800 });
          await expectNoAxeViolations(page);
          const scrolled = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(scrolled, `${what} at ${width} px (${colorScheme})`).toBeLessThanOrEqual(width);
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
    };
    await showEveryIsland(page);
    await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('listitem').first()).toBeVisible();
    await check('the Team page');
    await accountButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('the account menu');
    await page.keyboard.press('Escape');

    await page.goto(`/invitation#token=${token}`);
    await expect(page.getByRole('status').filter({ hasText: invited })).toBeVisible();
    await check('the invitation page');
    expect(errors).toEqual([]);
  });
});
