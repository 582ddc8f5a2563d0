/**
 * The invoice as a PDF, drawn from the frozen invoice alone: seller and buyer, lines with their
 * service periods, discount, tax or the reverse-charge note, total, and how to pay. A4, continuing
 * onto more pages as the lines need. The font's bytes come from the caller: the Worker's bundle
 * (invoice-pdf.ts), or the files on disk in Node tests, which cannot import a .ttf.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import type { Invoice } from '../../site/shared/api/billing';
import { site } from '../../site/shared/config';
import { formatRate, REVERSE_CHARGE_NOTE } from '../../site/shared/domain/billing';
import { formatHourlyRate } from '../../site/shared/domain/hourly';
import { formatDocumentAmount } from '../../site/shared/domain/money';
import { CONTENT_WIDTH, colors, Flow, MARGIN, RIGHT } from './pdf-flow';

/** Every amount names the invoice's currency. */
const money = (cents: number) => formatDocumentAmount(cents, 'USD');
// The Worker knows no reader's time zone; the invoice's dates are UTC days, as servicePeriod makes them.
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** "Jan 15, 2026", from a timestamp or a calendar date. */
const day = (iso: string) => dayFormat.format(new Date(iso));
const PERIOD_LABELS = { monthly: 'Monthly', annual: 'Annual' } as const;
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "November 2026" of "2026-11". */
export const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const LABEL = { size: 7.5, bold: true, color: colors.muted } as const;
const LEADING = 12.5;
const GUTTER = 24;

/** A TrueType font covering Latin, Greek and Cyrillic (worker/assets/fonts/), regular and bold. */
export type InvoiceFont = { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };

export async function drawInvoice(invoice: Invoice, font: InvoiceFont): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(font.regular, { subset: true }),
    bold: await doc.embedFont(font.bold, { subset: true }),
  };
  const issued = new Date(invoice.issuedAt);
  doc.setTitle(`Invoice ${invoice.number}`, { showInWindowTitleBar: true });
  doc.setAuthor(invoice.seller.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage('en-US');
  // The same invoice always makes the same bytes.
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const flow = new Flow(doc, fonts);
  header(flow, invoice);
  parties(flow, invoice);
  lines(flow, invoice);
  totals(flow, invoice);
  payment(flow, invoice);
  footers(flow, invoice);
  return doc.save();
}

function header(flow: Flow, invoice: Invoice): void {
  const top = flow.y;
  flow.text(site.name, MARGIN, top - 18, { bold: true, size: 18, color: colors.brand });
  flow.textRight('Invoice', RIGHT, top - 20, { bold: true, size: 24 });
  if (invoice.paidAt)
    flow.textRight(`Paid on ${day(invoice.paidAt)}`, RIGHT, top - 38, { bold: true, size: 10, color: colors.success });

  const facts = [
    ['Invoice number', invoice.number],
    ['Invoice date', day(invoice.issuedAt)],
    ['Due date', day(invoice.dueAt)],
    invoice.usageMonth ? ['Usage in', monthName(invoice.usageMonth)] : ['Order number', invoice.orderNumber],
  ] as const;
  const bandTop = top - 52;
  const bandHeight = 38;
  flow.page.drawRectangle({
    x: MARGIN,
    y: bandTop - bandHeight,
    width: CONTENT_WIDTH,
    height: bandHeight,
    color: colors.band,
  });
  const column = (CONTENT_WIDTH - 20) / facts.length;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + 10 + i * column;
    flow.text(label.toUpperCase(), x, bandTop - 14, LABEL);
    flow.text(value, x, bandTop - 28, { bold: true, size: 10 });
  });
  flow.y = bandTop - bandHeight - 28;
}

type Party = { label: string; name: string; addressLines: string[]; vatNumber: string | null; email: string };

function parties(flow: Flow, invoice: Invoice): void {
  const width = (CONTENT_WIDTH - GUTTER) / 2;
  const blocks: Party[] = [
    { label: 'From', ...invoice.seller },
    { label: 'Bill to', ...invoice.buyer },
  ];
  const heights = blocks.map((party, i) => partyBlock(flow, party, MARGIN + i * (width + GUTTER), width));
  flow.y -= Math.max(...heights) + 18;
}

/** Draws one address block below the cursor and answers its height. */
function partyBlock(flow: Flow, party: Party, x: number, width: number): number {
  let y = flow.y;
  flow.text(party.label.toUpperCase(), x, y, LABEL);
  y -= 15;
  for (const line of flow.wrap(party.name, width, { bold: true, size: 10 })) {
    flow.text(line, x, y, { bold: true, size: 10 });
    y -= 13;
  }
  const rest = [...party.addressLines, ...(party.vatNumber ? [`VAT number: ${party.vatNumber}`] : []), party.email];
  for (const text of rest) {
    for (const line of flow.wrap(text, width)) {
      flow.text(line, x, y, { color: colors.muted });
      y -= LEADING;
    }
  }
  return flow.y - y;
}

const BILLING_X = MARGIN + 330;
const DESCRIPTION_WIDTH = BILLING_X - MARGIN - 28;

function tableHeader(flow: Flow): void {
  const height = 20;
  flow.page.drawRectangle({ x: MARGIN, y: flow.y - height, width: CONTENT_WIDTH, height, color: colors.band });
  const baseline = flow.y - 13.5;
  flow.text('DESCRIPTION', MARGIN + 10, baseline, LABEL);
  flow.text('BILLING', BILLING_X, baseline, LABEL);
  flow.textRight('AMOUNT', RIGHT - 10, baseline, LABEL);
  flow.y -= height + 14;
}

function lines(flow: Flow, invoice: Invoice): void {
  flow.room(90);
  tableHeader(flow);
  // A page that the lines continue onto says whose invoice it is and repeats the columns.
  flow.continuation = () => {
    flow.text(site.name, MARGIN, flow.y - 11, { bold: true, size: 11, color: colors.brand });
    flow.textRight(`Invoice ${invoice.number} (continued)`, RIGHT, flow.y - 11, { color: colors.muted });
    flow.y -= 32;
    tableHeader(flow);
  };
  for (const line of invoice.lines) {
    const name = flow.wrap(line.name, DESCRIPTION_WIDTH, { bold: true, size: 9.5 });
    flow.room(name.length * LEADING + LEADING + 12);
    // The first line of the name, then its billing and amount, so that copied text reads as a row.
    name.forEach((text, i) => {
      flow.text(text, MARGIN + 10, flow.y, { bold: true, size: 9.5 });
      if (i === 0) {
        flow.text(PERIOD_LABELS[line.billingPeriod], BILLING_X, flow.y);
        flow.textRight(money(line.amountCents), RIGHT - 10, flow.y, { size: 9.5 });
      }
      flow.y -= LEADING;
    });
    const period = `Service period ${day(line.periodStart)} – ${day(line.periodEnd)}`;
    flow.text(period, MARGIN + 10, flow.y, { size: 8.5, color: colors.muted });
    const usage = usageText(line);
    if (usage) {
      flow.y -= LEADING;
      flow.text(usage, MARGIN + 10, flow.y, { size: 8.5, color: colors.muted });
    }
    flow.rule(flow.y - 7);
    flow.y -= LEADING + 11;
  }
  flow.continuation = null;
}

/** How a usage line was metered: "2 × 744 h at $0.900/hr, Frankfurt", and "capped at the monthly price". */
export function usageText(line: Invoice['lines'][number]): string | null {
  if (line.hours === undefined || line.hourlyRateMills === undefined) return null;
  const count = line.count !== undefined && line.count > 1 ? `${line.count} × ` : '';
  const parts = [`${count}${line.hours} h at ${formatHourlyRate(line.hourlyRateMills / 1000)}`];
  if (line.region) parts.push(line.region);
  if (line.capped) parts.push('capped at the monthly price');
  return parts.join(', ');
}

function totals(flow: Flow, invoice: Invoice): void {
  const rows: { label: string; amount: string }[] = [{ label: 'Subtotal', amount: money(invoice.subtotalCents) }];
  if (invoice.discountCents > 0) {
    const label = invoice.couponCode ? `Discount (coupon ${invoice.couponCode})` : 'Discount';
    rows.push({ label, amount: money(-invoice.discountCents) });
    // What the tax is computed on, so the reader can check the tax.
    rows.push({ label: 'Net amount', amount: money(invoice.netCents) });
  }
  const { tax } = invoice;
  if (tax.kind === 'vat' && tax.rateBasisPoints !== null) {
    rows.push({ label: `VAT ${formatRate(tax.rateBasisPoints)} (${tax.country})`, amount: money(invoice.taxCents) });
  } else if (tax.kind === 'reverseCharge') {
    rows.push({ label: 'VAT (reverse charge)', amount: money(0) });
  }
  // A buyer who pays no tax sees no tax row, as on any invoice outside VAT.

  const left = RIGHT - 250;
  const labelWidth = 160;
  const wrapped = rows.map((row) => ({ ...row, lines: flow.wrap(row.label, labelWidth) }));
  const height =
    wrapped.reduce((sum, row) => sum + row.lines.length * LEADING + 4, 0) + (invoice.creditAppliedCents > 0 ? 75 : 40);
  flow.room(height);
  flow.y -= 4;
  for (const row of wrapped) {
    const baseline = flow.y;
    for (const text of row.lines) {
      flow.text(text, left + 10, flow.y, { color: colors.muted });
      flow.y -= LEADING;
    }
    // Drawn after its label, so that readers and copied text keep the order label, amount.
    flow.textRight(row.amount, RIGHT - 10, baseline);
    flow.y -= 4;
  }
  flow.rule(flow.y + 6, left, RIGHT, colors.ink);
  flow.y -= 12;
  flow.text('Total', left + 10, flow.y, { bold: true, size: 12 });
  flow.textRight(money(invoice.totalCents), RIGHT - 10, flow.y, { bold: true, size: 12 });
  if (invoice.creditAppliedCents > 0) {
    // Account credit used first: what is left to pay.
    flow.y -= LEADING + 4;
    flow.text('Credit applied', left + 10, flow.y, { color: colors.muted });
    flow.textRight(money(-invoice.creditAppliedCents), RIGHT - 10, flow.y);
    flow.y -= LEADING + 4;
    flow.text('Amount due', left + 10, flow.y, { bold: true, size: 12 });
    flow.textRight(money(invoice.totalCents - invoice.creditAppliedCents), RIGHT - 10, flow.y, {
      bold: true,
      size: 12,
    });
  }
  flow.y -= 30;

  if (tax.kind === 'vat' && invoice.buyer.vatNumber) {
    // The buyer gave an EU number that VIES had not confirmed: say why VAT is charged anyway.
    const why = `VAT number ${invoice.buyer.vatNumber} was not confirmed by VIES when this invoice was issued, so VAT is charged.`;
    const notes = flow.wrap(why, CONTENT_WIDTH, { size: 9 });
    flow.room(notes.length * LEADING + 14);
    for (const line of notes) {
      flow.text(line, MARGIN, flow.y, { size: 9, color: colors.muted });
      flow.y -= LEADING;
    }
    flow.y -= 14;
  }
  if (tax.kind === 'reverseCharge') {
    const evidence = viesEvidence(invoice);
    const notes = evidence ? flow.wrap(evidence, CONTENT_WIDTH, { size: 9 }) : [];
    flow.room(LEADING + 16 + notes.length * LEADING);
    flow.text(REVERSE_CHARGE_NOTE, MARGIN, flow.y, { bold: true });
    flow.y -= LEADING + 2;
    for (const line of notes) {
      flow.text(line, MARGIN, flow.y, { size: 9, color: colors.muted });
      flow.y -= LEADING;
    }
    flow.y -= 14;
  }
}

/** The tax evidence of a reverse charge in the EU: when VIES confirmed the buyer's number, and its consultation number. */
function viesEvidence(invoice: Invoice): string | null {
  const { vatNumber, vatConfirmation } = invoice.buyer;
  if (!vatNumber || !vatConfirmation) return null;
  const date = Number.isNaN(Date.parse(vatConfirmation.requestDate))
    ? vatConfirmation.requestDate
    : day(vatConfirmation.requestDate);
  const number = vatConfirmation.requestIdentifier ? `, consultation number ${vatConfirmation.requestIdentifier}` : '';
  return `VAT number ${vatNumber} confirmed with VIES on ${date}${number}.`;
}

function payment(flow: Flow, invoice: Invoice): void {
  const { bank } = invoice.seller;
  const account = `IBAN ${bank.iban}, BIC ${bank.bic}, reference ${invoice.number}`;
  // One sentence, with the account details starting a line of their own so the IBAN is never split.
  const sentence = invoice.paidAt
    ? [`Paid on ${day(invoice.paidAt)} by bank transfer to ${bank.name},`, `${account}. Thank you.`]
    : [`Pay by bank transfer to ${bank.name},`, `${account}, by ${day(invoice.dueAt)}.`];
  const text = sentence.flatMap((part) => flow.wrap(part, CONTENT_WIDTH, { size: 9 }));
  flow.room(20 + text.length * 13.5);
  flow.text('Payment', MARGIN, flow.y, { bold: true, size: 10 });
  flow.y -= 16;
  for (const line of text) {
    flow.text(line, MARGIN, flow.y, { size: 9 });
    flow.y -= 13.5;
  }
}

/** The seller's details and the page number at the foot of every page, once the number of pages is known. */
function footers(flow: Flow, invoice: Invoice): void {
  const { seller } = invoice;
  const details = [
    [seller.name, ...seller.addressLines].join(' · '),
    [seller.vatNumber ? `VAT number: ${seller.vatNumber}` : '', seller.email].filter(Boolean).join(' · '),
  ];
  const style = { size: 7.5, color: colors.muted };
  flow.pages.forEach((page, i) => {
    flow.page = page;
    const top = MARGIN + 24;
    flow.rule(top + 8);
    const texts = details.flatMap((line) => flow.wrap(line, CONTENT_WIDTH - 70, style));
    texts.forEach((line, n) => {
      flow.text(line, MARGIN, top - 4 - n * 10, style);
    });
    flow.textRight(`Page ${i + 1} of ${flow.pages.length}`, RIGHT, top - 4, style);
  });
}
