/**
 * One journey of corrections (docs/decisions/stored-documents-and-credit-notes.md): an annual plan
 * ordered, its stored invoice downloaded, paid with the operator's command, the service cancelled,
 * the credit note mailed and listed on Billing with its PDF, the balance shown, and the next invoice
 * using it first. Screenshots of Billing with a balance go to reports/balance/.
 */
import { mkdir } from 'node:fs/promises';
import { DE_DETAILS, downloadPdf, giveBillingDetails, placeOrder, recordPayment } from './billing-helpers';
import { expect, expectNoAxeViolations, freshClient, hydrated, signInBrowser, test, verifiedAccount } from './fixtures';
import { waitForMailWith } from './mail';

const BUYER = 'Wilhelmine Balance';

test('a cancelled annual plan comes back as a credit note, mailed and listed, and as credit on Billing', async ({
  page,
  request,
  baseURL,
}) => {
  const since = Date.now();
  const account = await verifiedAccount(request, BUYER);
  await giveBillingDetails(request, account, { ...DE_DETAILS, name: BUYER });
  const order = await placeOrder(request, account, 'pro');
  const invoiceNumber = order.invoice.number;
  await signInBrowser(page, account);

  // The invoice as stored at checkout.
  await page.goto('/profile/billing');
  await hydrated(page);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const invoice = await downloadPdf(invoices.getByRole('button', { name: `Download PDF: invoice ${invoiceNumber}` }));
  expect(invoice.text).toContain(invoiceNumber);
  expect(invoice.text).toContain('330.82');

  // Paid in full, then cancelled the same day: 11 unused months of $278.00 + 19% VAT come back.
  expect(await recordPayment(baseURL ?? '', invoiceNumber, '330.82')).toContain('paid in full');
  const headers = { authorization: `Bearer ${account.token}`, ...freshClient() };
  const services = (await (await request.get('/api/services', { headers })).json()) as {
    data: { services: { id: string }[] };
  };
  const serviceId = services.data.services[0]?.id ?? '';
  expect((await request.post(`/api/services/${serviceId}/cancel`, { data: {}, headers })).status()).toBe(200);
  const mail = await waitForMailWith(since, 'We issued credit note', invoiceNumber);
  const creditNote = /NIM-CN-\d{4}-\d{6}/.exec(mail.text)?.[0] ?? '';
  expect(mail.text).toContain('$303.25 USD is now credit on your account');

  await page.reload();
  await hydrated(page);
  const balance = page.getByRole('region', { name: 'Balance' });
  await balance.scrollIntoViewIfNeeded();
  await expect(balance.locator('.balance-amount')).toHaveText('Account credit $303.25 USD');
  await expect(balance.getByRole('list', { name: 'Balance movements' })).toContainText(`+$303.25 USD`);
  const note = await downloadPdf(balance.getByRole('button', { name: `Download PDF: credit note ${creditNote}` }));
  expect(note.name).toBe(`${creditNote}.pdf`);
  expect(note.text).toContain(`CORRECTS INVOICE`);
  expect(note.text).toContain(invoiceNumber);
  expect(note.text).toContain('11 unused months of 12');
  const receipt = await downloadPdf(balance.getByRole('button', { name: /^Download PDF: receipt P-[0-9A-F]{8}$/ }));
  expect(receipt.text).toMatch(new RegExp(`${invoiceNumber}[\\s\\S]*330\\.82`));
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

  // The next invoice uses the credit first: $330.82 less $303.25.
  const next = await placeOrder(request, account, 'pro');
  await page.reload();
  await hydrated(page);
  const nextPdf = await downloadPdf(
    invoices.getByRole('button', { name: `Download PDF: invoice ${next.invoice.number}` }),
  );
  expect(nextPdf.text).toMatch(/Credit applied\s+-\$303\.25 USD/);
  expect(nextPdf.text).toMatch(/Amount due\s+\$27\.57 USD/);
  await expect(balance.locator('.balance-amount')).toHaveText('Account credit $0.00 USD');
});
