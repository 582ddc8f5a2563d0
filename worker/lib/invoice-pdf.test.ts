// The invoice PDF drawn in the Workers runtime, with the font as the Worker bundles it. What the PDFs
// say is read back with pdfjs-dist in Node (scripts/lib/pdf-text.test.ts); pdfjs does not run here.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../site/shared/api/billing';
import { BUYERS, manyLines, sampleInvoice } from '../test/invoices';
import { invoiceFont, renderInvoicePdf } from './invoice-pdf';

const KB = 1024;

async function rendered(invoice: Invoice) {
  const bytes = await renderInvoicePdf(invoice);
  const header = new TextDecoder().decode(bytes.slice(0, 5));
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return { bytes, header, pages };
}

describe('the bundled invoice font', () => {
  it('is the committed subset of DejaVu Sans, regular and bold', () => {
    for (const font of [invoiceFont.regular, invoiceFont.bold]) {
      expect(font.byteLength).toBeGreaterThan(50 * KB);
      expect(font.byteLength).toBeLessThan(200 * KB);
    }
  });
});

describe.each([
  {
    what: 'a German consumer (VAT 19%, with a coupon)',
    invoice: sampleInvoice(BUYERS.germanConsumer, {
      coupon: { code: 'SPRING25', discountType: 'percentage', discountValue: 25 },
    }),
  },
  {
    what: 'a German business (reverse charge), paid',
    invoice: sampleInvoice(BUYERS.germanBusiness, { paidAt: Date.UTC(2026, 0, 20) }),
  },
  { what: 'a US customer (no tax)', invoice: sampleInvoice(BUYERS.usCustomer) },
  { what: 'a Greek buyer', invoice: sampleInvoice(BUYERS.greek) },
  { what: 'a Cyrillic buyer', invoice: sampleInvoice(BUYERS.russian) },
  {
    what: 'a buyer whose name has an emoji and CJK',
    invoice: sampleInvoice({ ...BUYERS.usCustomer, name: 'Ada 👩🏽‍💻 Lovelace 漢字' }),
  },
])('the invoice PDF for $what', ({ invoice }) => {
  it('is one page of PDF, with only the glyphs it uses embedded', async () => {
    const { bytes, header, pages } = await rendered(invoice);
    expect(header).toBe('%PDF-');
    expect(pages).toBe(1);
    // Two subsets of a few dozen glyphs each, not the 235 KB the Worker carries.
    expect(bytes.byteLength).toBeGreaterThan(5 * KB);
    expect(bytes.byteLength).toBeLessThan(40 * KB);
  });
});

describe('a long invoice PDF', () => {
  it('continues 30 lines onto more pages', async () => {
    const { header, pages, bytes } = await rendered(sampleInvoice(BUYERS.russian, { lines: manyLines(30) }));
    expect(header).toBe('%PDF-');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(bytes.byteLength).toBeLessThan(60 * KB);
  });

  it('wraps a 120-character name and stays on one page', async () => {
    const name =
      'Μεγάλη Εταιρεία Υπηρεσιών Υπολογιστικού Νέφους και Κέντρων Δεδομένων Ανώνυμη Εταιρεία — Γραφείο Θεσσαλονίκης Ελλάδα';
    expect(name.length).toBeGreaterThanOrEqual(110);
    const lines = [{ name, billingPeriod: 'monthly', amountCents: 12_00 }] as const;
    const { header, pages } = await rendered(sampleInvoice({ ...BUYERS.greek, name }, { lines }));
    expect(header).toBe('%PDF-');
    expect(pages).toBe(1);
  });

  it('draws the same bytes for the same invoice', async () => {
    const invoice = sampleInvoice(BUYERS.germanBusiness);
    const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
    expect(first).toEqual(second);
  });
});
