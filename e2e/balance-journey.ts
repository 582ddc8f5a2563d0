/**
 * One journey of corrections (docs/decisions/stored-documents-and-credit-notes.md): an annual plan
 * ordered, its stored invoice downloaded, paid with the operator's command, the service cancelled,
 * the credit note mailed and listed on Billing with its PDF, the balance shown, and the next month's
 * invoice from the monthly run using it first. Screenshots of Billing with a balance go to reports/balance/.
 */
import { mkdir } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DE_DETAILS, downloadPdf, giveBillingDetails, placeOrder, recordPayment } from './billing-helpers';
import {
  type Account,
  expect,
  expectNoAxeViolations,
  freshClient,
  hydrated,
  signInBrowser,
  verifiedAccount,
} from './fixtures';
import { waitForMailWith } from './mail';

const BUYER = 'Wilhelmine Balance';

/** Orders GPUs billed monthly in arrears through the API: no invoice now, hours metered to the month's end. */
async function orderGpus(request: APIRequestContext, account: Account, gpus: Record<string, number>) {
  const headers = { authorization: `Bearer ${account.token}`, ...freshClient() };
  for (const [instanceId, count] of Object.entries(gpus)) {
    const added = await request.post('/api/cart/add', {
      data: { instanceId, billingPeriod: 'monthly', count },
      headers,
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  const placed = await request.post('/api/orders', {
    data: {},
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

/** "$1,234.56 USD" in a PDF's text after `label`, in cents. */
function centsAfter(text: string, label: string): number {
  const amount = new RegExp(`${label}\\s+-?\\$([\\d,]+\\.\\d{2}) USD`).exec(text)?.[1];
  expect(amount, `${label} in ${text}`).toBeDefined();
  return Math.round(Number(amount?.replace(/,/g, '')) * 100);
}

export async function balanceJourney({
  page,
  request,
  baseURL,
}: {
  page: Page;
  request: APIRequestContext;
  baseURL: string | undefined;
}) {
  const since = Date.now();
  const account = await verifiedAccount(request, BUYER);
  await giveBillingDetails(request, account, { ...DE_DETAILS, name: BUYER });
  const order = await placeOrder(request, account, 'starter');
  const invoiceNumber = order.invoice.number;
  await signInBrowser(page, account);

  // The invoice as stored at checkout.
  await page.goto('/profile/billing');
  await hydrated(page);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const invoice = await downloadPdf(invoices.getByRole('button', { name: `Download PDF: invoice ${invoiceNumber}` }));
  expect(invoice.text).toContain(invoiceNumber);
  expect(invoice.text).toContain('136.85');

  // Paid in full, then cancelled the same day: 11 unused months of $115.00 + 19% VAT come back.
  expect(await recordPayment(baseURL ?? '', invoiceNumber, '136.85')).toContain('paid in full');
  const headers = { authorization: `Bearer ${account.token}`, ...freshClient() };
  const services = (await (await request.get('/api/services', { headers })).json()) as {
    data: { services: { id: string }[] };
  };
  const serviceId = services.data.services[0]?.id ?? '';
  expect((await request.post(`/api/services/${serviceId}/cancel`, { data: {}, headers })).status()).toBe(200);
  const mail = await waitForMailWith(since, 'We issued credit note', invoiceNumber);
  const creditNote = /NIM-CN-\d{4}-\d{6}/.exec(mail.text)?.[0] ?? '';
  expect(mail.text).toContain('$125.45 USD is now credit on your account');

  await page.reload();
  await hydrated(page);
  const balance = page.getByRole('region', { name: 'Balance' });
  await balance.scrollIntoViewIfNeeded();
  await expect(balance.locator('.balance-amount')).toHaveText('Account credit $125.45 USD');
  await expect(balance.getByRole('list', { name: 'Balance movements' })).toContainText(`+$125.45 USD`);
  const note = await downloadPdf(balance.getByRole('button', { name: `Download PDF: credit note ${creditNote}` }));
  expect(note.name).toBe(`${creditNote}.pdf`);
  expect(note.text).toContain(`CORRECTS INVOICE`);
  expect(note.text).toContain(invoiceNumber);
  expect(note.text).toContain('11 unused months of 12');
  const receipt = await downloadPdf(balance.getByRole('button', { name: /^Download PDF: receipt P-[0-9A-F]{8}$/ }));
  expect(receipt.text).toMatch(new RegExp(`${invoiceNumber}[\\s\\S]*136\\.85`));
  await expectNoAxeViolations(page);

  await mkdir('reports/balance', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await balance.screenshot({ path: `reports/balance/billing-balance-${width}-${colorScheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });

  // Next month's invoice uses the credit first. Two fleets of GPUs from now to the month's end cost more
  // than the credit even if that is one started hour ($124.00 + VAT an hour), so there is an invoice to read.
  await orderGpus(request, account, { 'ai-cluster': 8, 'ai-pro': 8 });
  const now = new Date();
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  const run = await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 0 1 * *')}&time=${nextMonth}`);
  expect(run.status()).toBe(200);
  const monthly = await waitForMailWith(since, `Hello ${BUYER}`, 'AI Cluster, 8 ×');
  const monthlyNumber = /NIM-\d{4}-\d{6}/.exec(monthly.text)?.[0] ?? '';
  await page.reload();
  await hydrated(page);
  const monthPdf = await downloadPdf(invoices.getByRole('button', { name: `Download PDF: invoice ${monthlyNumber}` }));
  for (const rate of ['12.000', '3.500']) expect(monthPdf.text).toMatch(new RegExp(`8 × \\d+ h at \\$${rate}/hr`));
  expect(monthPdf.text).toMatch(/Credit applied\s+-\$125\.45 USD/);
  expect(centsAfter(monthPdf.text, 'Amount due')).toBe(centsAfter(monthPdf.text, 'Total') - 12545);
  await expect(balance.locator('.balance-amount')).toHaveText('Account credit $0.00 USD');
  await expect(balance.getByRole('list', { name: 'Balance movements' })).toContainText('-$125.45 USD');
}
