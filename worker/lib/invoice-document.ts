/**
 * The invoice as a PDF, drawn from the frozen invoice alone: seller and buyer, lines with their
 * service periods, discount, tax or the reverse-charge note, total, and how to pay. A4, continuing
 * onto more pages as the lines need. The font's bytes come from the caller: the Worker's bundle
 * (invoice-pdf.ts), or the files on disk in Node tests, which cannot import a .ttf.
 */
import type { Invoice } from '../../site/shared/api/billing';
import { site } from '../../site/shared/config';
import { formatRate, REVERSE_CHARGE_NOTE } from '../../site/shared/domain/billing';
import { formatHourlyRate } from '../../site/shared/domain/hourly';
import { formatDocumentAmount } from '../../site/shared/domain/money';
import * as layout from './document-layout';
import { type InvoiceFont, LEADING } from './document-layout';
import { CONTENT_WIDTH, colors, type Flow, MARGIN, RIGHT } from './pdf-flow';

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

export async function drawInvoice(invoice: Invoice, font: InvoiceFont): Promise<Uint8Array> {
  const { doc, flow } = await layout.openDocument(font, {
    title: `Invoice ${invoice.number}`,
    author: invoice.seller.name,
    issuedAt: invoice.issuedAt,
  });
  const facts: (readonly [string, string])[] = [
    ['Invoice number', invoice.number],
    ['Invoice date', day(invoice.issuedAt)],
    ['Due date', day(invoice.dueAt)],
    invoice.usageMonth ? ['Usage in', monthName(invoice.usageMonth)] : ['Order number', invoice.orderNumber],
  ];
  layout.drawHeader(flow, 'Invoice', facts, invoice.paidAt ? `Paid on ${day(invoice.paidAt)}` : undefined);
  layout.drawParties(flow, [
    { label: 'From', ...invoice.seller },
    { label: 'Bill to', ...invoice.buyer },
  ]);
  lines(flow, invoice);
  totals(flow, invoice);
  payment(flow, invoice);
  layout.drawFooters(flow, invoice.seller);
  return doc.save();
}

const BILLING_X = MARGIN + 330;
const DESCRIPTION_WIDTH = BILLING_X - MARGIN - 28;

const billingColumn = [{ label: 'BILLING', x: BILLING_X }];

function lines(flow: Flow, invoice: Invoice): void {
  flow.room(90);
  layout.drawTableHead(flow, billingColumn);
  // A page that the lines continue onto says whose invoice it is and repeats the columns.
  flow.continuation = () => {
    flow.text(site.name, MARGIN, flow.y - 11, { bold: true, size: 11, color: colors.brand });
    flow.textRight(`Invoice ${invoice.number} (continued)`, RIGHT, flow.y - 11, { color: colors.muted });
    flow.y -= 32;
    layout.drawTableHead(flow, billingColumn);
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
