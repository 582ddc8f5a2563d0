/**
 * Teams in the browser, with two customers each (docs/teams.md): an owner creates a team and invites
 * someone who signs up from the mailed link and lands in it; a member checks out the team's cart,
 * which the owner's orders show and the member's personal account does not; a billing member reads
 * and downloads the invoice but cannot buy. Each browser's console stays free of errors throughout.
 */
import { accountNote, rolesThatMay } from '../site/lib/account-notes';
import { cartMessages } from '../site/shared/api/cart-messages';
import { orderMessages } from '../site/shared/api/orders-messages';
import { teamErrors, teamMessages } from '../site/shared/api/teams-messages';
import { ROLE_SUMMARIES } from '../site/shared/domain/teams';
import { downloadPdf, giveBillingDetails, placeOrder, US_DETAILS } from './billing-helpers';
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  PASSWORD,
  showEveryIsland,
  uniqueEmail,
  verifiedAccount,
} from './fixtures';
import { waitForMail } from './mail';
import { accountNamed, test } from './team-journey-helpers';
import { createTeam, member, newSession, switchTo, uniqueTeam } from './team-setup';

test('the owner creates a team and invites by mail; the invited person signs up from the link and lands in the team', async ({
  browse,
  request,
}) => {
  // Two browsers, a sign-up, two sign-ins and an axe run.
  test.slow();
  const owner = await verifiedAccount(request, 'Ada Lovelace');
  const team = uniqueTeam('Analytical Engines');
  const invited = uniqueEmail('invited');
  const ada = await browse(owner, '/profile');

  // The account menu offers Create a team, which opens the Team page with its form.
  await accountNamed(ada.page, 'Personal').click();
  await ada.page.getByRole('menuitem', { name: 'Create a team' }).click();
  // The URL, not a load event: a page the menu's hover prerendered is shown without one.
  await expect(ada.page).toHaveURL(/\/profile\/team$/, { timeout: 30_000 });
  await expect(ada.page.getByText(teamErrors.personalAccount)).toBeVisible();
  // The form loads on first use; what is typed before that is kept.
  const create = ada.page.getByRole('form', { name: 'Create a team' });
  await create.getByLabel('Team name').fill(team);
  await create.getByRole('button', { name: 'Create team' }).click();
  await expect(ada.page.getByText(teamMessages.created)).toBeVisible();
  await showEveryIsland(ada.page);
  await expect(accountNamed(ada.page, team)).toBeVisible();
  const card = ada.page.getByRole('region', { name: team });
  await expect(card.getByText('Your role: Owner')).toBeVisible();

  // The invitation, with a role other than the preselected one.
  const inviteForm = ada.page.getByRole('form', { name: 'Invite someone' });
  await inviteForm.getByLabel('E-mail address').fill(invited);
  await inviteForm.getByRole('radio', { name: /^Billing/ }).check();
  await inviteForm.getByRole('button', { name: 'Send invitation' }).click();
  await expect(ada.page.getByText(teamMessages.invited(invited))).toBeVisible();
  const pending = ada.page.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(invited);
  await expect(pending).toContainText('Billing');
  await expect(pending).toContainText('Sent by Ada Lovelace');

  // The invited person, in a browser of their own and signed out, opens the mailed link.
  const { link, text } = await waitForMail(invited, '/invitation');
  expect(text).toContain(`Ada Lovelace invited ${invited} to join the team “${team}”`);
  const { page, errors } = await browse(null, link);
  await expect(page.getByText(`Ada Lovelace invited you to join ${team} as Billing.`)).toBeVisible();
  await expect(page.getByText(ROLE_SUMMARIES.billing)).toBeVisible();
  await expect(page.locator('.invitation-email')).toHaveText(invited);
  await expectNoAxeViolations(page);

  // Sign up with the invited address from there, sign in, and come back to accept.
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL('**/signup?next=/invitation');
  await hydrated(page);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(invited);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/login?next=/invitation');
  await hydrated(page);
  await page.getByLabel('Email').fill(invited);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/invitation');
  await hydrated(page);
  await page.getByRole('button', { name: `Accept and join ${team}` }).click();

  // In the team: its page, the nav naming it, both members with their roles.
  await page.waitForURL('**/profile/team');
  await expect(page.getByText(teamMessages.joined(team))).toBeVisible();
  await showEveryIsland(page);
  await expect(accountNamed(page, team)).toBeVisible();
  const joined = page.getByRole('region', { name: team });
  await expect(joined.getByText('Your role: Billing')).toBeVisible();
  await expect(joined.getByRole('row', { name: /Grace Hopper/ })).toContainText('Billing');
  await expect(joined.getByRole('row', { name: /Ada Lovelace/ })).toContainText('Owner');

  // The owner's page shows the new member and no open invitation.
  await ada.page.reload();
  await showEveryIsland(ada.page);
  await expect(card.getByRole('row', { name: /Grace Hopper/ })).toContainText(invited);
  await expect(card.getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue('billing');
  await expect(ada.page.getByText('No open invitations.')).toBeVisible();
  expect(ada.errors).toEqual([]);
  expect(errors).toEqual([]);
});

test("a member checks out the team's cart: the owner sees the order, the member's personal account does not", async ({
  browse,
  request,
}) => {
  test.slow();
  const owner = await verifiedAccount(request, 'Owen Owner');
  const team = uniqueTeam('Cart Team');
  await createTeam(request, owner, team);
  await giveBillingDetails(request, owner, { ...US_DETAILS, name: team });
  const buyer = await member(request, owner, 'member');
  const mia = await browse(buyer, '/pricing');
  await switchTo(mia.page, team);
  await expect(accountNamed(mia.page, team)).toBeVisible();
  await mia.page.getByRole('button', { name: 'Add to cart for Pro' }).click();
  await expect(mia.page.getByText(cartMessages.planAdded)).toBeVisible();
  const nav = mia.page.getByRole('banner');
  await nav.getByRole('link', { name: 'Cart, 1 item' }).click();
  await mia.page.waitForURL('**/cart');
  await hydrated(mia.page);
  await expect(mia.page.getByRole('row', { name: /Pro/ })).toBeVisible();
  await mia.page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await mia.page.waitForURL(/\/order\?id=[0-9a-f-]{36}$/);
  const number = ((await mia.page.locator('.order-number-value').textContent()) ?? '').trim();
  expect(number).not.toBe('');
  // Pro billed monthly: nothing is due now, it is metered and invoiced on the 1st.
  await expect(mia.page.getByTestId('order-total')).toHaveText('$0.00');
  await expect(mia.page.locator('.order-status')).toHaveText('Confirmed');
  await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  // The team's orders list it for the member and for the owner.
  await mia.page.goto('/profile/orders');
  await expect(mia.page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  const owen = await browse(await newSession(request, owner), '/profile/orders');
  await expect(owen.page.getByText(orderMessages.noOrders)).toBeVisible();
  await switchTo(owen.page, team);
  await expect(owen.page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  // The owner's audit log names who placed it.
  await owen.page.goto('/profile/team');
  await showEveryIsland(owen.page);
  const audit = owen.page.getByRole('region', { name: 'Audit log' });
  await audit.getByLabel('Event').selectOption({ label: 'Order placed' });
  await expect(audit.getByRole('listitem')).toHaveCount(1);
  await expect(audit.getByRole('listitem')).toContainText(`${buyer.name} (${buyer.email})`);
  await expect(audit.getByRole('listitem')).toContainText('$0.00');

  // The member's personal account has a cart and orders of its own: empty.
  await switchTo(mia.page, 'Personal account');
  await expect(accountNamed(mia.page, 'Personal')).toBeVisible();
  await expect(mia.page.getByRole('link', { name: `Order ${number}` })).toBeHidden();
  await expect(mia.page.getByText(orderMessages.noOrders)).toBeVisible();
  await mia.page.goto('/cart');
  await expect(mia.page.getByText(cartMessages.emptyCart)).toBeVisible();
  expect(mia.errors).toEqual([]);
  expect(owen.errors).toEqual([]);
});

test('a billing member lists and downloads the invoice, and the cart and pricing say they cannot buy', async ({
  browse,
  request,
}) => {
  test.slow();
  const owner = await verifiedAccount(request, 'Owen Owner');
  const team = uniqueTeam('Billing Team');
  await createTeam(request, owner, team);
  await giveBillingDetails(request, owner, { ...US_DETAILS, name: team });
  const order = await placeOrder(request, owner, 'pro');
  const bill = await browse(await member(request, owner, 'billing'), '/profile/billing');
  await switchTo(bill.page, team);
  const invoices = bill.page.getByRole('region', { name: 'Invoices' });
  const item = invoices.getByRole('listitem').filter({ hasText: order.invoice.number });
  await expect(item).toContainText('$278.00');
  await expect(item).toContainText('Pending payment');
  const pdf = await downloadPdf(item.getByRole('button', { name: `Download PDF: invoice ${order.invoice.number}` }));
  expect(pdf.name).toBe(`${order.invoice.number}.pdf`);
  expect(pdf.text).toContain(order.invoice.number);
  expect(pdf.text).toContain(team);

  // The orders too: billing reads them.
  await bill.page.goto('/profile/orders');
  await expect(bill.page.getByRole('link', { name: `Order ${order.number}` })).toBeVisible();

  // Services too: billing reads them, and is offered no Cancel.
  await bill.page.goto('/profile/services');
  const pro = bill.page.getByRole('listitem').filter({ has: bill.page.getByRole('heading', { name: 'Pro' }) });
  await expect(pro).toContainText('Paid for the year at checkout');
  await expect(bill.page.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // The cart says why there is nothing to buy with, and offers no checkout.
  const note = accountNote(
    `The cart is for the ${rolesThatMay('cart:use')} roles of a team. To buy, switch to your personal account or another team in the account menu.`,
  );
  await bill.page.goto('/cart');
  await hydrated(bill.page);
  await expect(bill.page.getByRole('status').filter({ hasText: note.forbidden })).toBeVisible();
  await expect(bill.page.getByRole('button', { name: 'Order with obligation to pay' })).toHaveCount(0);

  // Add to cart says why, without a request the API would refuse (its 403 would be a console error).
  await bill.page.goto('/pricing');
  await hydrated(bill.page);
  await bill.page.getByRole('button', { name: 'Add to cart for Pro' }).click();
  await expect(bill.page.getByText(cartMessages.addPlanFailed(teamErrors.forbidden))).toBeVisible();
  await expect(bill.page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await bill.page.goto('/profile/orders');
  await expect(bill.page.locator('.order-history-item')).toHaveCount(1);
  expect(bill.errors).toEqual([]);
});
