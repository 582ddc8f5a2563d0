/** Shared browser-test helpers: hydration wait, axe, and accounts made through the real API. */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { waitForMail } from './mail';

export { expect };

export const PASSWORD = 'Sunrise2026';

/**
 * Every island the page has started has hydrated. Islands on `client:demand` that nothing has
 * needed yet stay unhydrated on purpose (their first interaction loads them and is replayed), and
 * so do `client:visible` ones below the fold (the passkeys and sessions panels of /profile/security)
 * until scrolled to.
 */
export async function hydrated(page: Page) {
  await expect(
    page.locator('astro-island[ssr]:not([client="demand"]):not([client="visible"]), astro-island[ssr][data-demand]'),
  ).toHaveCount(0);
}

/**
 * Brings each island that waits to be seen (client:visible) into view until all have hydrated, then
 * waits for the data they load: a check of the whole page (axe, width) then sees every part of it.
 * One in a part of the page that is not shown never loads (the Team page shows its parts by what the
 * account is), and what loads can show such a part: so again until nothing more shows.
 */
export async function showEveryIsland(page: Page) {
  for (let round = 0; round < 5; round += 1) {
    await page.waitForFunction(() => {
      const shown = (island: Element) => [...island.children].some((child) => child.getClientRects().length > 0);
      const waiting = [...document.querySelectorAll('astro-island[ssr][client="visible"]')].find(shown);
      if (waiting) (waiting.firstElementChild ?? waiting).scrollIntoView();
      return !waiting;
    });
    await hydrated(page);
    // Visible ones only: a hidden frame (the cart's billing step) keeps its placeholder until it is asked for.
    await expect(page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
    const more = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island[ssr][client="visible"]')].some((island) =>
        [...island.children].some((child) => child.getClientRects().length > 0),
      ),
    );
    if (!more) return;
  }
}

/** axe-core finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // One run in the page itself (legacy mode: our pages have no frames, so axe need not open a blank
  // page to merge per-frame results), reporting violations only: the same rules, a fraction of the time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export type Account = { name: string; email: string; password: string; token: string; id: string };

/**
 * A client address of its own for API calls, so the per-client limits (sign-ups, failed logins)
 * never make one test pay for another's requests. Local `wrangler dev` passes the header through.
 * The second octet is the worker process's index, unique in a run (a process that replaces one after a
 * failure gets a new one): each process counts from 0, and two sharing addresses would share limits.
 */
export function freshClient(): Record<string, string> {
  counter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
  return { 'cf-connecting-ip': `203.${worker}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}` };
}

/** Signs up and logs in through the API. */
export async function createAccount(request: APIRequestContext, name = 'Test Customer'): Promise<Account> {
  const email = uniqueEmail();
  const headers = freshClient();
  const signup = await request.post('/api/auth/signup', {
    data: { name, email, password: PASSWORD, terms: true },
    headers,
  });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers });
  const body = (await login.json()) as { data: { token: string; id: string } };
  return { name, email, password: PASSWORD, token: body.data.token, id: body.data.id };
}

/**
 * Verifies the account's address as its owner would: the link of the mail sent at sign-up, its token
 * spent through the API. Adding a passkey or turning on two-factor sign-in needs a verified address.
 */
export async function verifyAddress(request: APIRequestContext, email: string) {
  const { link } = await waitForMail(email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token }, headers: freshClient() });
  expect(verified.status()).toBe(200);
}

/** `createAccount` with the address verified. */
export async function verifiedAccount(request: APIRequestContext, name = 'Test Customer'): Promise<Account> {
  const account = await createAccount(request, name);
  await verifyAddress(request, account.email);
  return account;
}

/** Puts a session in localStorage before any page script runs, as "Remember me" would. */
export async function signInBrowser(page: Page, account: Account) {
  await page.addInitScript((a) => {
    if (!window.localStorage.getItem('token')) {
      window.localStorage.setItem('token', a.token);
      window.localStorage.setItem('user', JSON.stringify({ id: a.id, name: a.name, email: a.email }));
    }
  }, account);
}

export const test = base;
