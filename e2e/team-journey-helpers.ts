/**
 * What the team journeys (team-journeys.spec.ts, team-owner-journeys.spec.ts) add to team-setup.ts: a
 * browser per person, each closed when the test ends and its errors collected; the account the nav
 * names; two-factor sign-in turned on through the API with codes computed as an app would; and typing
 * only into a form whose island, loaded when seen, has hydrated.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type Account, test as base, expect, hydrated, signInBrowser } from './fixtures';
import { auth, watchErrors } from './team-setup';

export type Person = { page: Page; errors: string[] };
type Browse = (session: Account | null, path: string) => Promise<Person>;

/**
 * `browse(session, path)`: a browser of its own on `path`, signed in with `session` (from `newSession`
 * or `member`: on the personal account, as a sign-in in a browser starts) or signed out.
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

/** The nav's account button naming `name` ('Personal' or the team) as the account the session acts for. */
export const accountNamed = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Account: ${name}`, exact: true });

const STEP_MS = 30_000;

/** The TOTP code of the step `offset` steps from now, as an authenticator app computes it. */
export const codeFor = (key: Uint8Array, offset = 0) =>
  generateHOTP(key, BigInt(Math.floor(Date.now() / STEP_MS) + offset), 6);

/**
 * Turns on two-factor sign-in through the API (the address must be verified; a session made after it
 * needs a code, so make the browser's first) and answers the key. It is confirmed with the previous
 * step's code (within the allowed drift), so the current step's is still unused when a journey asks.
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
