/**
 * The API as a script calls it with an API token (docs/decisions/api-tokens.md): openapi-fetch's client,
 * typed from site/lib/api-types.d.ts, which openapi-typescript makes from the document the Worker serves.
 * The customer, their billing details and their tokens are made with a browser session; everything after
 * that with the token only.
 */
import { readFile } from 'node:fs/promises';
import createClient from 'openapi-fetch';
import { API_TYPES_FILE, apiTypesOf, apiTypesPath } from '../scripts/lib/api-types.mjs';
import type { paths } from '../site/lib/api-types';
import { tokenErrors } from '../site/shared/api/tokens-messages';
import type { TokenScope } from '../site/shared/domain/api-tokens';
import { TOKEN_PATTERN } from '../site/shared/domain/api-tokens';
import { annualPrice } from '../site/shared/domain/pricing';
import { giveBillingDetails } from './billing-helpers';
import { type Account, expect, freshClient, test, verifiedAccount } from './fixtures';

/** A client for `baseURL` that sends `bearer`, from a client address of its own (per-address limits). */
function client(baseUrl: string | undefined, bearer: string) {
  if (!baseUrl) throw new Error('playwright.config.ts sets baseURL');
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${bearer}`, ...freshClient() } });
}

/** A token made with the customer's browser session, as the API tokens page makes one. */
async function makeToken(baseUrl: string | undefined, account: Account, name: string, scopes: TokenScope[]) {
  const { data, response } = await client(baseUrl, account.token).POST('/api/tokens', {
    body: { name, scopes, expiresInDays: 7 },
  });
  expect(response.status).toBe(201);
  const token = data?.data.token ?? '';
  expect(token).toMatch(TOKEN_PATTERN);
  return token;
}

test.describe('the API with a token, through a typed client', () => {
  test('the served document gives the committed types', async ({ request }) => {
    // Cheap enough to run here: the Worker's own /api/openapi.json through openapi-typescript, as
    // `npm run api:types` writes the file (site/lib/api-types.test.ts checks it against the routes' document).
    const served = await request.get('/api/openapi.json');
    expect(served.status()).toBe(200);
    const types = await apiTypesOf(await served.json());
    expect(types === (await readFile(apiTypesPath, 'utf8')), `${API_TYPES_FILE} differs from the served document`).toBe(
      true,
    );
  });

  test('reads the catalog, fills the cart, checks out, lists the orders and downloads the invoice', async ({
    request,
    baseURL,
  }) => {
    const account = await verifiedAccount(request, 'Script Owner');
    await giveBillingDetails(request, account);
    const token = await makeToken(baseURL, account, 'CI deploys', [
      'catalog:read',
      'cart:read',
      'cart:write',
      'orders:write',
      'orders:read',
      'billing:read',
    ]);
    const api = client(baseURL, token);

    const catalog = await api.GET('/api/plans');
    expect(catalog.response.status).toBe(200);
    const plan = catalog.data?.data.find((one) => one._id === 'pro');
    expect(plan?.name).toBe('Pro');

    const added = await api.POST('/api/cart/add', { body: { planId: 'pro', billingPeriod: 'annual' } });
    expect(added.data?.data.itemCount).toBe(1);
    const cart = await api.GET('/api/cart');
    expect(cart.data?.data.items.map((item) => [item.planId?._id, item.billingPeriod])).toEqual([['pro', 'annual']]);

    const key = crypto.randomUUID();
    const placed = await api.POST('/api/orders', { params: { header: { 'Idempotency-Key': key } }, body: {} });
    expect(placed.response.status).toBe(201);
    const order = placed.data?.data;
    // A year of Pro is invoiced at checkout (a US buyer: no tax).
    expect(order?.total).toBe(annualPrice(plan?.monthlyPrice ?? 0));
    // The same attempt sent again answers the order it placed, and places none.
    const again = await api.POST('/api/orders', { params: { header: { 'Idempotency-Key': key } }, body: {} });
    expect(again.response.status).toBe(200);
    expect(again.data?.data.id).toBe(order?.id);

    const listed = await api.GET('/api/orders');
    expect(listed.data?.data.orders.map((one) => one.number)).toEqual([order?.number]);

    const invoice = order?.invoice?.number ?? '';
    expect(invoice).toMatch(/^NIM-\d{4}-\d{6}$/);
    const pdf = await api.GET('/api/billing/invoices/{number}/pdf', {
      params: { path: { number: invoice } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(pdf.data ?? new ArrayBuffer(0)).slice(0, 5))).toBe('%PDF-');

    // Account security is for the browser session only.
    const profile = await api.GET('/api/profile');
    expect(profile.response.status).toBe(401);
    expect(profile.error?.error).toBe(tokenErrors.sessionOnly);
  });

  test('a read-only token reads, and each write answers 403 with the scope it lacks', async ({ request, baseURL }) => {
    const account = await verifiedAccount(request, 'Read Only');
    await giveBillingDetails(request, account);
    const api = client(baseURL, await makeToken(baseURL, account, 'Dashboard', ['orders:read', 'cart:read']));

    expect((await api.GET('/api/cart')).data?.data.items).toEqual([]);
    expect((await api.GET('/api/orders')).data?.data.orders).toEqual([]);

    const add = await api.POST('/api/cart/add', { body: { planId: 'pro', billingPeriod: 'monthly' } });
    expect(add.response.status).toBe(403);
    expect(add.error?.error).toBe(tokenErrors.missingScope('cart:write'));

    const checkout = await api.POST('/api/orders', {
      params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      body: {},
    });
    expect(checkout.response.status).toBe(403);
    expect(checkout.error?.error).toBe(tokenErrors.missingScope('orders:write'));

    const invoices = await api.GET('/api/billing/invoices');
    expect(invoices.response.status).toBe(403);
    expect(invoices.error?.error).toBe(tokenErrors.missingScope('billing:read'));

    const catalog = await api.GET('/api/plans');
    expect(catalog.response.status).toBe(403);
    expect(catalog.error?.error).toBe(tokenErrors.missingScope('catalog:read'));
  });
});
