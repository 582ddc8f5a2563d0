// The Worker's invoice PDFs read back by pdfjs-dist (a reader nobody here wrote): what a customer sees
// on the invoice, in their own script. Drawn in Node by the module the Worker uses, with the committed
// font read from disk (Node cannot import a .ttf as the Worker's bundle does).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../site/shared/api/billing';
import { REVERSE_CHARGE_NOTE } from '../../site/shared/domain/billing';
import { drawInvoice } from '../../worker/lib/invoice-document';
import { BUYERS, manyLines, sampleInvoice } from '../../worker/test/invoices';
import { pdfPages, pdfText } from './pdf-text.mjs';

const read = (file: string) => readFile(new URL(`../../worker/assets/fonts/${file}`, import.meta.url));
const font = { regular: await read('DejaVuSans.ttf'), bold: await read('DejaVuSans-Bold.ttf') };
const renderInvoicePdf = (invoice: Invoice) => drawInvoice(invoice, font);

/** The text with every run of white space as one space: a sentence reads whole across a wrap. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const SPRING25 = { code: 'SPRING25', discountType: 'percentage', discountValue: 25 } as const;
const PAYMENT =
  'Pay by bank transfer to Example Bank AG, Frankfurt am Main, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX, reference NIM-2026-000042, by Jan 29, 2026.';

describe.each([
  {
    what: 'a German consumer pays VAT at 19% after the coupon',
    invoice: sampleInvoice(BUYERS.germanConsumer, { coupon: SPRING25 }),
    says: [
      'Jonas Becker',
      'Torstraße 12',
      'Subtotal $2,189.50 USD',
      'Discount (coupon SPRING25) -$547.38 USD',
      'Net amount $1,642.12 USD',
      'VAT 19% (DE) $312.00 USD',
      'Total $1,954.12 USD',
      PAYMENT,
      // An EU consumer's invoice: the One Stop Shop number, which collects this VAT.
      'VAT number: EU372012345',
    ],
    never: [REVERSE_CHARGE_NOTE, 'Paid on', 'GB123456782'],
  },
  {
    what: 'a German business with a VAT number pays none: reverse charge',
    invoice: sampleInvoice(BUYERS.germanBusiness, { paidAt: Date.UTC(2026, 0, 20, 11) }),
    says: [
      'Müller & Søn GmbH',
      'Königsallee 27 40212 Düsseldorf Germany',
      'VAT number: DE136695976',
      'VAT (reverse charge) $0.00 USD',
      'Total $2,189.50 USD',
      REVERSE_CHARGE_NOTE,
      'VAT number DE136695976 confirmed with VIES on Jan 15, 2026, consultation number WAPIAAAAZBT4DXKQ.',
      'Paid on Jan 20, 2026',
      'IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX, reference NIM-2026-000042',
    ],
    never: ['19%', 'Discount', 'Pay by bank transfer', 'EU372012345', 'GB123456782'],
  },
  {
    what: 'a German business whose number VIES did not confirm pays VAT, and the invoice says why',
    invoice: sampleInvoice(BUYERS.germanBusiness, { refused: true }),
    says: [
      'VAT number: DE136695976',
      'VAT 19% (DE) $416.01 USD',
      'VAT number DE136695976 was not confirmed by VIES when this invoice was issued, so VAT is charged.',
      'VAT number: EU372012345',
    ],
    never: [REVERSE_CHARGE_NOTE, 'confirmed with VIES on'],
  },
  {
    what: 'a US customer pays no tax, and the invoice shows no tax row',
    invoice: sampleInvoice(BUYERS.usCustomer),
    says: ['Avery Johnson', 'Seattle WA 98101 United States', 'Subtotal $2,189.50 USD Total $2,189.50 USD', PAYMENT],
    never: ['VAT (', 'VAT 0', REVERSE_CHARGE_NOTE, 'Discount', 'VAT number'],
  },
  {
    what: 'a UK consumer pays UK VAT, and the invoice carries our UK VAT registration number',
    invoice: sampleInvoice(BUYERS.britishConsumer),
    says: ['Oliver Smith', 'VAT 20% (GB) $437.90 USD', 'Total $2,627.40 USD', 'VAT number: GB123456782', PAYMENT],
    never: ['EU372012345', REVERSE_CHARGE_NOTE],
  },
  {
    what: 'a Greek name and address render exactly',
    invoice: sampleInvoice(BUYERS.greek),
    says: [
      'Ελένη Παπαδοπούλου',
      'Οδός Ερμού 24',
      '105 63 Αθήνα',
      'VAT 24% (GR) $525.48 USD',
      'Total $2,714.98 USD',
      'VAT number: EU372012345',
    ],
    never: ['?'],
  },
  {
    what: 'a Cyrillic name and address render exactly',
    invoice: sampleInvoice(BUYERS.russian),
    says: ['Дмитрий Иванов', 'ул. Тверская, д. 7', '125009 Москва', 'Total $2,189.50 USD'],
    never: ['?'],
  },
])('the invoice PDF: $what', ({ invoice, says, never }) => {
  it('says what the invoice says, on one A4 page', async () => {
    const bytes = await renderInvoicePdf(invoice);
    const text = flat(await pdfText(bytes));
    for (const expected of [
      'Nimbus Cloud Invoice',
      'NIM-2026-000042',
      'Jan 15, 2026',
      'NB-7K2M-9QXD',
      'GPU Instance · NVIDIA A100 80 GB Monthly $1,899.00 USD Service period Jan 15, 2026 – Feb 14, 2026',
      'Managed PostgreSQL · Pro Annual $278.00 USD Service period Jan 15, 2026 – Jan 14, 2027',
      'Nimbus Cloud, Inc. 548 Market Street, Suite 400',
      ...says,
    ]) {
      expect(text).toContain(expected);
    }
    for (const absent of never) expect(text).not.toContain(absent);
    const pages = await pdfPages(bytes);
    expect(pages.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([[595, 842]]);
  });
});

describe('the invoice PDF, long', () => {
  it('continues 30 lines onto more pages, each line once, with the total after the last', async () => {
    const invoice = sampleInvoice(BUYERS.germanConsumer, { lines: manyLines(30) });
    const bytes = await renderInvoicePdf(invoice);
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const text = flat(await pdfText(bytes));
    for (let n = 1; n <= 30; n++) expect(text.split(`Compute instance ${n} ·`)).toHaveLength(2);
    expect(text).toContain('Invoice NIM-2026-000042 (continued) DESCRIPTION BILLING AMOUNT');
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text.indexOf('Total $')).toBeGreaterThan(text.indexOf('Compute instance 30 ·'));
  });

  it('wraps a 120-character name inside the page', async () => {
    const name =
      'Internationale Gesellschaft für Datenverarbeitung, Rechenzentrumsbetrieb und Cloud-Dienstleistungen mbH & Co. KG, Berlin';
    expect(name).toHaveLength(120);
    const lines = [{ name, billingPeriod: 'annual', amountCents: 99_00 }] as const;
    const bytes = await renderInvoicePdf(sampleInvoice({ ...BUYERS.germanConsumer, name }, { lines }));
    const text = flat(await pdfText(bytes));
    // The buyer's block has it whole; the line has its billing and amount after the first line.
    expect(text).toContain(`BILL TO ${name}`);
    expect(text).toContain(
      'Internationale Gesellschaft für Datenverarbeitung, Annual $99.00 USD Rechenzentrumsbetrieb',
    );
    const [page] = await pdfPages(bytes);
    const margin = 56;
    for (const item of page?.items ?? []) {
      expect(item.left, item.str).toBeGreaterThanOrEqual(margin);
      expect(item.right, item.str).toBeLessThanOrEqual(595.28 - margin);
    }
  });

  it('draws a "?" for each character the font lacks (emoji, CJK) and the rest as typed', async () => {
    const bytes = await renderInvoicePdf(
      sampleInvoice({ ...BUYERS.usCustomer, name: 'Ada 👩🏽‍💻 Lovelace 漢字 Ωμέγα' }),
    );
    expect(flat(await pdfText(bytes))).toContain('Ada ? Lovelace ?? Ωμέγα');
  });
});
