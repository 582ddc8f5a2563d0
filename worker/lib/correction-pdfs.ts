/** What a receipt and a credit note say (plain-document.ts draws them): amounts name their currency. */
import type { Invoice } from '../../site/shared/api/billing';
import type { CreditNote } from '../../site/shared/api/credit';
import { receiptNumber } from '../../site/shared/domain/balance';
import { REVERSE_CHARGE_NOTE, taxLabel } from '../../site/shared/domain/billing';
import { formatDocumentAmount } from '../../site/shared/domain/money';
import type { RecordedPayment } from '../db/payments';
import type { PlainDocument } from './plain-document';

const money = (cents: number) => formatDocumentAmount(cents, 'USD');
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string | number) => dayFormat.format(new Date(iso));

export { receiptNumber };

/** The receipt of `payment`, with the invoice as it stands right after it. */
export function receiptDocument(invoice: Invoice, payment: RecordedPayment): PlainDocument {
  const credit = payment.amountCents - payment.appliedCents;
  const before = invoice.paidCents - payment.appliedCents;
  const totals: PlainDocument['totals'] = [{ label: 'Invoice total', amount: money(invoice.totalCents) }];
  if (invoice.creditAppliedCents > 0)
    totals.push({ label: 'Credit applied', amount: money(-invoice.creditAppliedCents) });
  if (invoice.creditedCents > 0) totals.push({ label: 'Credit notes', amount: money(-invoice.creditedCents) });
  if (before > 0) totals.push({ label: 'Paid before', amount: money(-before) });
  totals.push({ label: 'This payment', amount: money(-payment.appliedCents) });
  totals.push({ label: 'Still due', amount: money(invoice.amountDueCents), strong: true });
  const notes = [
    invoice.amountDueCents === 0
      ? `Invoice ${invoice.number} is paid in full. Thank you.`
      : `${money(invoice.amountDueCents)} is still due on invoice ${invoice.number}, by ${day(invoice.dueAt)}.`,
  ];
  if (credit > 0)
    notes.push(
      `${money(credit)} above what was due was added to your account balance and is used first on your next invoice.`,
    );
  return {
    title: 'Receipt',
    number: receiptNumber(payment.id),
    issuedAt: new Date(payment.recordedAt).toISOString(),
    facts: [
      ['Receipt', receiptNumber(payment.id)],
      ['Received', day(payment.recordedAt)],
      ['Invoice', invoice.number],
      ['Amount received', money(payment.amountCents)],
    ],
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines: [
      {
        name: `Bank transfer, reference ${invoice.number}`,
        detail: `Received on ${day(payment.recordedAt)}`,
        amount: money(payment.amountCents),
      },
    ],
    totals,
    notes,
  };
}

/** A credit note: what it credits, at the invoice's tax treatment, and where the money went. */
export function creditNoteDocument(note: CreditNote): PlainDocument {
  const { tax } = note;
  const totals: PlainDocument['totals'] = [{ label: 'Net credited', amount: money(-note.netCents) }];
  if (tax.kind !== 'none') totals.push({ label: taxLabel(tax), amount: money(-note.taxCents) });
  totals.push({ label: 'Total credited', amount: money(-note.totalCents), strong: true });
  const notes = [`Reason: ${note.reason}`];
  if (tax.kind === 'reverseCharge') notes.push(REVERSE_CHARGE_NOTE);
  const taken = note.totalCents - note.toBalanceCents;
  if (taken > 0) notes.push(`${money(taken)} is taken off what was due on invoice ${note.invoiceNumber}.`);
  if (note.toBalanceCents > 0)
    notes.push(`${money(note.toBalanceCents)} is added to your account balance and used first on your next invoice.`);
  return {
    title: 'Credit note',
    number: note.number,
    issuedAt: note.issuedAt,
    facts: [
      ['Credit note number', note.number],
      ['Date', day(note.issuedAt)],
      ['Corrects invoice', note.invoiceNumber],
    ],
    seller: note.seller,
    buyer: note.buyer,
    lines: note.lines.map((line) => ({ name: line.name, detail: line.description, amount: money(-line.amountCents) })),
    totals,
    notes,
  };
}
