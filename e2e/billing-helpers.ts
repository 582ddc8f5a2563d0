/**
 * Billing for the browser tests: billing details given through the API (checkout needs them),
 * an invoice's PDF as the browser downloads it, and a payment recorded with the operator's command.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { APIRequestContext, Download, Locator } from '@playwright/test';
import { pdfText } from '../scripts/lib/pdf-text.mjs';
import { type Account, expect, freshClient } from './fixtures';

export type BillingDetails = {
  name: string;
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  region?: string;
  country: string;
  vatNumber?: string;
};

/** A buyer outside the EU, the UK and Switzerland: no tax, so totals are the cart's. */
export const US_DETAILS: BillingDetails = {
  name: 'Test Customer',
  line1: '1 Market Street',
  postalCode: '94105',
  city: 'San Francisco',
  region: 'CA',
  country: 'US',
};

/** Saves the account's billing details through the API, as the Billing page or the cart would. */
export async function giveBillingDetails(
  request: APIRequestContext,
  account: Account,
  details: BillingDetails = { ...US_DETAILS, name: account.name },
) {
  const res = await request.put('/api/billing/details', {
    data: details,
    headers: { authorization: `Bearer ${account.token}`, ...freshClient() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A German consumer: 19% VAT on top. */
export const DE_DETAILS: BillingDetails = {
  name: 'Test Customer',
  line1: 'Friedrichstraße 43',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
};

export type PlacedOrder = { id: string; number: string; total: number; invoice: { number: string } };

/** Puts `planId` (annual, so it is invoiced at checkout) in the cart and checks out through the API; the account needs billing details. */
export async function placeOrder(request: APIRequestContext, account: Account, planId = 'pro'): Promise<PlacedOrder> {
  const headers = { authorization: `Bearer ${account.token}`, ...freshClient() };
  const added = await request.post('/api/cart/add', { data: { planId, billingPeriod: 'annual' }, headers });
  expect(added.status()).toBe(200);
  const placed = await request.post('/api/orders', {
    data: {},
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: PlacedOrder }).data;
}

/** Clicks `button` and answers the file the browser downloaded: its suggested name and its text as a PDF reader sees it. */
export async function downloadPdf(button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  return readDownload(download);
}

async function readDownload(download: Download) {
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return { name: download.suggestedFilename(), text: await pdfText(bytes) };
}

/**
 * Records a bank transfer as the operator does: `npm run billing:payment -- <number> <amount> --url …`
 * (scripts/billing-payment.mjs), which reads OPERATOR_KEY from .dev.vars, where the test server's
 * `scripts/serve.mjs` wrote it. Answers what the command printed.
 */
export async function recordPayment(baseURL: string, invoiceNumber: string, amount: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'billing:payment', '--', invoiceNumber, amount, '--url', baseURL],
    { cwd: process.cwd(), timeout: 20_000 },
  );
  return stdout;
}
