/**
 * Teams for the browser journeys (docs/teams.md): a team with members made through the API (created,
 * invited by mail, accepted), a browser per person, signed in with a session of their own and switched
 * to the team in the account menu, two-factor sign-in turned on through the API, and the page errors a
 * journey must not meet.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { teamMessages } from '../site/shared/api/teams-messages';
import type { AssignableRole } from '../site/shared/domain/teams';
import { type Account, test as base, createAccount, expect, freshClient, hydrated, signInBrowser } from './fixtures';
import { waitForMail } from './mail';

const auth = (account: Account) => ({ authorization: `Bearer ${account.token}`, ...freshClient() });

/** A name no other test or run shares: the mails about a team name it, and they name no address. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A second session of `account`: a new sign-in acts for the personal account, as a browser's does. */
export async function newSession(request: APIRequestContext, account: Account): Promise<Account> {
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: freshClient(),
  });
  expect(login.status(), await login.text()).toBe(200);
  // With two-factor sign-in on, the answer is a ticket for a code: sign in before turning it on.
  const { token } = ((await login.json()) as { data: { token?: string } }).data;
  expect(token, 'a session token, not a request for a code').toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...account, token: token as string };
}

/** Creates a team owned by `owner`; `owner`'s session acts for it from then on. */
export async function createTeam(request: APIRequestContext, owner: Account, name: string) {
  const res = await request.post('/api/teams', { data: { name }, headers: auth(owner) });
  expect(res.status(), await res.text()).toBe(201);
}

/** The token of the newest invitation mailed to `email`, as the link's fragment carries it. */
export async function invitationLink(email: string, count = 1) {
  const { link, text } = await waitForMail(email, '/invitation', count);
  const token = new URL(link).hash.replace(/^#token=/, '');
  expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return { link, token, text };
}

/** `owner` (acting for the team) invites a new customer with `role`, who accepts from the mailed link. */
export async function addMember(request: APIRequestContext, owner: Account, role: AssignableRole, name: string) {
  const member = await createAccount(request, name);
  const sent = await request.post('/api/team/invitations', {
    data: { email: member.email, role },
    headers: auth(owner),
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { token } = await invitationLink(member.email);
  const accepted = await request.post('/api/invitations/accept', { data: { token }, headers: auth(member) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return member;
}

const STEP_MS = 30_000;

/** The TOTP code of the step `offset` steps from now, as an authenticator app computes it. */
export const codeFor = (key: Uint8Array, offset = 0) =>
  generateHOTP(key, BigInt(Math.floor(Date.now() / STEP_MS) + offset), 6);

/**
 * Turns on two-factor sign-in through the API (the address must be verified) and answers the key.
 * It is confirmed with the previous step's code (within the allowed drift), so the current step's
 * code is still unused when a journey asks for one.
 */
export async function turnOnTotp(request: APIRequestContext, account: Account): Promise<Uint8Array> {
  const setup = await request.post('/api/two-factor/setup', {
    data: { password: account.password },
    headers: auth(account),
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const key = decodeBase32IgnorePadding(secret.replace(/\s/g, ''));
  const enable = () =>
    request.post('/api/two-factor/enable', { data: { code: codeFor(key, -1) }, headers: auth(account) });
  let enabled = await enable();
  // A step that ended between computing the code and checking it leaves the code two steps old: once more.
  if (enabled.status() === 400) enabled = await enable();
  expect(enabled.status(), await enabled.text()).toBe(200);
  return key;
}

/** Collects console errors and uncaught exceptions of `page` from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message} (${page.url()})`));
  return errors;
}

export type Person = { page: Page; errors: string[] };
type Browse = (session: Account | null, path: string) => Promise<Person>;

/**
 * `browse(session, path)`: a browser of its own on `path`, signed in with `session` (from `newSession`:
 * on the personal account, as a sign-in in a browser starts) or signed out, its errors collected.
 * Each is closed when the test ends.
 */
export const test = base.extend<{ browse: Browse }>({
  browse: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (session, path) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      const errors = watchErrors(page);
      if (session) await signInBrowser(page, session);
      await page.goto(path);
      await hydrated(page);
      return { page, errors };
    });
    for (const context of contexts) await context.close();
  },
});

/** The nav's account button, which names the account the session acts for. */
export const accountButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Account: ${name}` });

/** Switches to the account `to` (a team's name, or 'Personal account') in the nav's account menu; the page reloads for it. */
export async function switchAccount(page: Page, to: string, label = to) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account: / })
    .click();
  const item = page.getByRole('menu').getByRole('menuitemradio', { name: to });
  await expect(item).toHaveAttribute('aria-checked', 'false');
  await item.click();
  await expect(page.getByText(teamMessages.switched(to))).toBeVisible();
  await expect(accountButton(page, label)).toBeVisible();
  await hydrated(page);
}

/**
 * Brings `part`, rendered by an island that loads when seen (client:visible), into view and waits
 * until that island has hydrated: what is typed into its server-rendered form before then is lost.
 */
export async function whenHydrated(part: Locator) {
  await part.scrollIntoViewIfNeeded();
  await expect(part.page().locator('astro-island[ssr]', { has: part })).toHaveCount(0);
}

/**
 * Scrolls to the end of the page until `part` shows: the Team page's islands load when seen, each
 * one's content pushing the next further down (the page's hidden parts never load, so waiting for
 * every island would wait for ever).
 */
export async function scrollUntilShown(part: Locator) {
  const page = part.page();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return part.isVisible();
    })
    .toBe(true);
}
