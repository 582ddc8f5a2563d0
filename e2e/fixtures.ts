/** Shared browser-test helpers: hydration wait, axe, and accounts made through the real API. */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

export const PASSWORD = 'Sunrise2026';

/** Islands hydrate after load; clicking earlier can lose the click. */
export async function hydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** axe-core finds nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export type Account = { name: string; email: string; password: string; token: string; id: string };

/** Signs up and logs in through the API. */
export async function createAccount(request: APIRequestContext, name = 'Test Customer'): Promise<Account> {
  const email = uniqueEmail();
  const signup = await request.post('/api/auth/signup', { data: { name, email, password: PASSWORD, terms: true } });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const body = (await login.json()) as { data: { token: string; id: string } };
  return { name, email, password: PASSWORD, token: body.data.token, id: body.data.id };
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
