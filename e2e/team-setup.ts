/**
 * Teams made through the API for the browser tests of the teams UI (teams.spec.ts, invitation.spec.ts):
 * a team, members who accepted a mailed invitation, sessions of their own, and switching in the nav's
 * account menu as a customer does.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { AssignableRole } from '../site/shared/domain/teams';
import { type Account, createAccount, expect, freshClient, hydrated, PASSWORD } from './fixtures';
import { waitForMailWith } from './mail';

export const auth = (account: Account) => ({ authorization: `Bearer ${account.token}`, ...freshClient() });
export const uniqueTeam = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 7)}`;

/** A session of its own for `account` (a new sign-in acts for the personal account). */
export async function newSession(request: APIRequestContext, account: Account): Promise<Account> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD },
    headers: freshClient(),
  });
  expect(login.status()).toBe(200);
  return { ...account, token: ((await login.json()) as { data: { token: string } }).data.token };
}

/** Creates a team owned by `owner`; that session of the owner's acts for it from then on. */
export async function createTeam(request: APIRequestContext, owner: Account, name: string) {
  const res = await request.post('/api/teams', { data: { name }, headers: auth(owner) });
  expect(res.status(), await res.text()).toBe(201);
}

export async function invite(request: APIRequestContext, owner: Account, email: string, role: AssignableRole) {
  const res = await request.post('/api/team/invitations', { data: { email, role }, headers: auth(owner) });
  expect(res.status(), await res.text()).toBe(201);
}

/** The token of the invitation mailed to `email`, as its link's fragment carries it. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMailWith(0, email, '/invitation#token=');
  return /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
}

/** A new customer with `role` in `owner`'s team, and a new session of theirs (on the personal account). */
export async function member(request: APIRequestContext, owner: Account, role: AssignableRole) {
  const account = await createAccount(request, `${role[0]?.toUpperCase()}${role.slice(1)} Person`);
  await invite(request, owner, account.email, role);
  const accepted = await request.post('/api/invitations/accept', {
    data: { token: await invitationToken(account.email) },
    headers: auth(account),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return newSession(request, account);
}

export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Account: / });

/**
 * Switches the browser to `team` in the account menu, as a customer does: the page reloads for it.
 * (A session switched behind the browser's back, through the API, would leave its copy of the current
 * account on the personal one.)
 */
export async function switchTo(page: Page, team: string) {
  await accountButton(page).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${team}`) }).click();
  await expect(page.getByText(`Now acting as ${team}.`)).toBeVisible();
  await hydrated(page);
}
