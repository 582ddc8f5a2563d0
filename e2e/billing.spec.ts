/**
 * Billing in the browser (docs/billing.md): the cart asks for billing details in place, checkout invoices the order
 * with the buyer's VAT, the mails say so, the invoice downloads as a PDF that names the buyer in Greek
 * script, and the operator's command marks it paid. Then the account area: an old /profile anchor, the
 * Billing page's invoice list and its PDF.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DE_DETAILS, downloadPdf, giveBillingDetails, placeOrder, recordPayment } from './billing-helpers';
import {
  type Account,
  createAccount,
  expect,
  expectNoAxeViolations,
  freshClient,
  hydrated,
  showEveryIsland,
  signInBrowser,
  test,
} from './fixtures';
import { waitForMailWith } from './mail';

const BUYER = 'Ελένη Παπαδοπούλου';
const INVOICE_NUMBER = new RegExp(`^NIM-${new Date().getUTCFullYear()}-\\d{6}$`);

async function addPlan(request: APIRequestContext, account: Account, planId: string) {
  const res = await request.post('/api/cart/add', {
    data: { planId, billingPeriod: 'annual' },
    headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
  });
  expect(res.status()).toBe(200);
}

/** The answers to the browser's POST /api/orders, in order. */
function checkoutAnswers(page: Page) {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders')
      statuses.push(response.status());
  });
  return statuses;
}

test('checkout asks for billing details in the cart, invoices with German VAT, mails, a PDF, and the payment marks it paid', async ({
  page,
  request,
  baseURL,
}) => {
  // A checkout, three mails, two downloads, the operator's command and a second checkout.
  test.slow();
  // File times have a coarser clock than Date.now(): a second of slack, still far after any earlier run.
  const since = Date.now() - 1000;
  const account = await createAccount(request, BUYER);
  await addPlan(request, account, 'pro');
  await signInBrowser(page, account);
  const answers = checkoutAnswers(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/cart');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  // The billing step costs the cart nothing until checkout asks for it.
  const step = page.getByRole('region', { name: 'Billing details' });
  await expect(step).toBeHidden();
  expect(scripts.filter((url) => url.includes('/BillingStep.'))).toEqual([]);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await expect(step).toBeVisible();
  expect(scripts.filter((url) => url.includes('/BillingStep.'))).toHaveLength(1);
  await expect(step.getByText('Add your billing details to check out.')).toBeVisible();
  expect(answers).toEqual([409]);
  await expect(page).toHaveURL(/\/cart$/);

  await step.getByLabel('Name or company').fill(BUYER);
  await step.getByLabel('Address', { exact: true }).fill('Friedrichstraße 43');
  await step.getByLabel('Postal code').fill('10117');
  await step.getByLabel('City').fill('Berlin');
  await step.getByLabel('Country').selectOption('DE');
  // A digit short: the message names Germany's format, and nothing is ordered.
  await step.getByLabel('VAT number (optional)').fill('DE13669597');
  await step.getByRole('button', { name: 'Save and place order' }).click();
  await expect(
    step.getByText('Enter a valid VAT number for Germany: DE followed by 9 digits (DE123456789)'),
  ).toBeVisible();
  await expect(step.getByLabel('VAT number (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // A consumer after all: no VAT number, so German VAT applies.
  await step.getByLabel('VAT number (optional)').fill('');
  await step.getByRole('button', { name: 'Save and place order' }).click();
  await page.waitForURL(/\/order\?id=[0-9a-f-]{36}$/);
  expect(answers).toEqual([409, 201]);

  // The confirmation: Pro at $278.00 a year, 19% VAT on top.
  const number = page.getByTestId('invoice-number');
  await expect(number).toHaveText(INVOICE_NUMBER);
  const invoiceNumber = (await number.textContent()) ?? '';
  const orderNumber = ((await page.locator('.order-number-value').textContent()) ?? '').trim();
  await expect(page.getByText('Pending payment')).toBeVisible();
  await expect(page.getByTestId('order-subtotal')).toHaveText('$278.00');
  await expect(page.getByText('VAT 19% (DE)')).toBeVisible();
  await expect(page.getByTestId('order-tax')).toHaveText('$52.82');
  await expect(page.getByTestId('order-total')).toHaveText('$330.82');
  await expect(page.locator('.order-invoice')).toContainText(`Pay $330.82 by bank transfer with ${invoiceNumber}`);
  await expect(page.getByRole('region', { name: 'Billed to' })).toContainText(BUYER);
  await expectNoAxeViolations(page);

  // The mails: the confirmation and the invoice to the customer, the new order to the billing address.
  const confirmation = await waitForMailWith(since, `Thank you for your order ${orderNumber}`);
  expect(confirmation.text).toContain('Pro (annual): $278.00');
  expect(confirmation.text).toContain('Subtotal: $278.00');
  expect(confirmation.text).toContain('VAT 19% (DE): $52.82');
  expect(confirmation.text).toContain('Total: $330.82');
  expect(confirmation.text).toContain(`Invoice ${invoiceNumber}`);
  expect(confirmation.text).toMatch(new RegExp(`${baseURL}/order\\?id=[0-9a-f-]{36}`));
  // Another run on another port may mail the same invoice number: its link names this server.
  const invoiceMail = await waitForMailWith(since, invoiceNumber, '$330.82', 'IBAN', `${baseURL}/profile/billing`);
  expect(invoiceMail.text).not.toBe(confirmation.text);
  await waitForMailWith(since, orderNumber, account.email, 'DE');

  // The invoice as a PDF reader sees it: its number, the total and the buyer in Greek script.
  const pdf = await downloadPdf(page.getByRole('button', { name: `Download PDF: invoice ${invoiceNumber}` }));
  expect(pdf.name).toBe(`${invoiceNumber}.pdf`);
  expect(pdf.text).toContain(invoiceNumber);
  expect(pdf.text).toContain('330.82');
  expect(pdf.text).toContain(BUYER);

  // The bank transfer arrives; the operator records it with the documented command.
  expect(await recordPayment(baseURL ?? '', invoiceNumber, '330.82')).toContain(`for ${invoiceNumber}, paid in full`);
  await page.reload();
  await expect(page.locator('.order-status')).toHaveText('Paid');
  await expect(page.locator('.order-invoice')).toContainText(`Invoice ${invoiceNumber} was paid on`);
  await expectNoAxeViolations(page);
  const receipt = await waitForMailWith(
    since,
    `We received your payment of $330.82 for invoice ${invoiceNumber}`,
    new URL(page.url()).search,
  );
  expect(receipt.text).toContain(`Order ${orderNumber} is paid in full.`);

  // A second checkout has the details already: the cart goes straight to the order.
  await addPlan(request, account, 'starter');
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
  await page.waitForURL(/\/order\?id=[0-9a-f-]{36}$/);
  expect(answers).toEqual([409, 201, 201]);
  await expect(page.getByTestId('order-total')).toHaveText('$136.85');
  await expect(page.getByTestId('invoice-number')).not.toHaveText(invoiceNumber);
});

test('an old /profile#orders link lands on Orders; Billing lists the invoice and its PDF downloads', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, BUYER);
  await giveBillingDetails(request, account, { ...DE_DETAILS, name: BUYER });
  const order = await placeOrder(request, account, 'pro');
  await signInBrowser(page, account);

  await page.goto('/profile#orders');
  await page.waitForURL('**/profile/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByText('Pending payment')).toBeVisible();

  await nav.getByRole('link', { name: 'Billing' }).click();
  await page.waitForURL('**/profile/billing');
  await hydrated(page);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const item = invoices.getByRole('listitem').filter({ hasText: order.invoice.number });
  await expect(item).toContainText('$330.82');
  await expect(item).toContainText('Pending payment');
  await expect(page.getByRole('region', { name: 'How to pay' })).toContainText('IBAN');
  const pdf = await downloadPdf(item.getByRole('button', { name: `Download PDF: invoice ${order.invoice.number}` }));
  expect(pdf.name).toBe(`${order.invoice.number}.pdf`);
  expect(pdf.text).toContain(order.invoice.number);
  expect(pdf.text).toContain(BUYER);
  // The details form below, loaded when seen, shows what was saved.
  await showEveryIsland(page);
  await expect(page.getByLabel('City')).toHaveValue('Berlin');
  await expect(page.getByLabel('Country')).toHaveValue('DE');
  await expectNoAxeViolations(page);
});

test('Billing says what VIES said: a confirmed number is invoiced without VAT with its consultation number; a number VIES refuses is kept, marked not confirmed, and charged VAT', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, BUYER);
  const business = { ...DE_DETAILS, name: 'Analytische Maschinen GmbH', vatNumber: 'DE136695976' };
  await giveBillingDetails(request, account, business);
  const order = await placeOrder(request, account, 'pro');
  await signInBrowser(page, account);
  await page.goto('/profile/billing');
  await hydrated(page);
  await showEveryIsland(page);

  const note = page.getByRole('region', { name: /^VAT number/ });
  await expect(note).toContainText('Confirmed by VIES');
  await expect(note).toContainText(/confirmed DE136695976 on .+ \(consultation number WAPI[0-9A-Z_-]{12}\)/);
  const consultation = /consultation number (WAPI[0-9A-Z_-]{12})/.exec((await note.textContent()) ?? '')?.[1];
  // Every amount of an invoice names its currency.
  const item = page.getByRole('listitem').filter({ hasText: order.invoice.number });
  await expect(item).toContainText('$278.00 USD');
  const pdf = await downloadPdf(item.getByRole('button', { name: `Download PDF: invoice ${order.invoice.number}` }));
  const text = pdf.text.replace(/\s+/g, ' ');
  expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient.');
  expect(text).toContain(`VAT number DE136695976 confirmed with VIES on`);
  expect(text).toContain(`consultation number ${consultation}.`);
  expect(text).toContain('Total $278.00 USD');
  // No VAT number of ours applies to an EU business: neither the One Stop Shop nor the UK one.
  expect(text).not.toMatch(/VAT number: (EU|GB)/);
  await expectNoAxeViolations(page);

  // A number with the right check digits that VIES does not know: kept, not confirmed, and why.
  await page.getByLabel('VAT number (optional)').fill('DE100000008');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await expect(note).toContainText('Not confirmed');
  await expect(note).toContainText('says DE100000008 is not registered for trade within the EU');
  await expect(note).toContainText('charge VAT as for a consumer');
  await expect(page.getByLabel('VAT number (optional)')).toHaveValue('DE100000008');
  await expectNoAxeViolations(page);
  // Its next order pays German VAT: $278.00 (Pro, a year) + 19%.
  expect((await placeOrder(request, account, 'pro')).total).toBe(330.82);
});
