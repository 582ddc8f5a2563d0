/**
 * Credit notes, receipts and the account balance (docs/decisions/stored-documents-and-credit-notes.md):
 * what `/api/billing/balance` answers and what the operator sends to credit an invoice line. Amounts
 * are whole cents. Texts in `credit-messages.ts`, re-exported here.
 */
import * as v from 'valibot';
import { BALANCE_KINDS, CREDIT_NOTE_NUMBER_PATTERN } from '../domain/balance';
import { INVOICE_NUMBER_PATTERN } from '../domain/billing';
import { TAX_KINDS } from '../domain/invoice-terms';
import { invoiceData } from './billing';
import { defineSchema, requestObject, timestamp } from './common';
import { creditErrors } from './credit-messages';

export * from './credit-messages';

const cents = (what: string) => v.pipe(v.number(), v.integer(), v.description(`${what}, US cents`));

export const paymentIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(creditErrors.receiptMalformed), v.uuid(creditErrors.receiptMalformed)),
);

export const creditNoteNumberSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.string(creditErrors.creditNoteMalformed),
    v.regex(CREDIT_NOTE_NUMBER_PATTERN, creditErrors.creditNoteMalformed),
  ),
);

/** A credit note as issued: it names the invoice it corrects and keeps that invoice's tax treatment. */
export const creditNoteData = /* @__PURE__ */ defineSchema(() => {
  const invoice = invoiceData.pipe[0];
  return v.pipe(
    v.strictObject({
      number: v.pipe(v.string(), v.regex(CREDIT_NOTE_NUMBER_PATTERN)),
      invoiceNumber: v.pipe(v.string(), v.regex(INVOICE_NUMBER_PATTERN), v.description('The invoice it corrects')),
      issuedAt: timestamp('The credit note’s date'),
      reason: v.string(),
      seller: invoice.entries.seller,
      buyer: invoice.entries.buyer,
      lines: v.array(
        v.strictObject({
          name: v.string(),
          description: v.pipe(v.string(), v.description('What is credited, e.g. "7 unused months of 12"')),
          amountCents: cents('Net amount credited'),
          invoiceLine: v.optional(
            v.pipe(v.number(), v.integer(), v.description('The line of the invoice it credits, from 1')),
          ),
        }),
      ),
      netCents: cents('Net amount credited'),
      tax: v.strictObject({
        kind: v.picklist(TAX_KINDS),
        rateBasisPoints: v.nullable(v.pipe(v.number(), v.integer())),
        country: v.string(),
      }),
      taxCents: cents('The tax credited, at the invoice’s rate'),
      totalCents: cents('Net plus tax'),
      toBalanceCents: cents('The part that became account credit (the invoice was paid)'),
      currency: v.literal('USD'),
    }),
    v.metadata({ ref: 'CreditNote' }),
  );
});
export type CreditNote = v.InferOutput<typeof creditNoteData>;

export const creditNoteSummaryData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    number: v.string(),
    invoiceNumber: v.string(),
    issuedAt: timestamp('The credit note’s date'),
    reason: v.string(),
    totalCents: cents('Net plus tax'),
    currency: v.literal('USD'),
  }),
);
export type CreditNoteSummary = v.InferOutput<typeof creditNoteSummaryData>;

export const balanceData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    balanceCents: cents('Account credit, used first on the next invoice; the sum of the movements'),
    movements: v.array(
      v.strictObject({
        at: timestamp('When'),
        kind: v.pipe(
          v.picklist(BALANCE_KINDS),
          v.description(
            '"creditNote": a credit note on a paid invoice; "overpayment": paid above what was due; "applied": used on an invoice, an order, or a month of usage the credit covered in full ("Usage 2026-11")',
          ),
        ),
        amountCents: cents('Positive: credit gained; negative: credit used'),
        document: v.pipe(v.string(), v.description('The credit note, invoice or order it came from or went to')),
      }),
    ),
    creditNotes: v.array(creditNoteSummaryData),
    payments: v.array(
      v.strictObject({
        id: v.pipe(v.string(), v.uuid(), v.description('Its receipt PDF: /api/billing/receipts/{id}/pdf')),
        receipt: v.pipe(v.string(), v.description('The receipt’s number, e.g. P-3F2B8C1E')),
        invoiceNumber: v.pipe(v.string(), v.regex(INVOICE_NUMBER_PATTERN), v.description('The invoice it paid')),
        recordedAt: timestamp('When the payment was recorded'),
        amountCents: cents('Received'),
      }),
    ),
  }),
);
export type Balance = v.InferOutput<typeof balanceData>;

/** The operator's credit of one invoice line: net cents (the whole line's net when left out) and why. */
export const lineCreditSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    invoiceNumber: v.pipe(v.string(), v.regex(INVOICE_NUMBER_PATTERN, 'Invoice number must look like NIM-2026-000001')),
    line: v.pipe(
      v.number('line must be the line’s number on the invoice, from 1'),
      v.integer('line must be the line’s number on the invoice, from 1'),
      v.minValue(1, 'line must be the line’s number on the invoice, from 1'),
      v.maxValue(1000, 'The invoice has no such line'),
    ),
    amountCents: v.optional(
      v.pipe(
        v.number('amountCents must be a whole number of cents'),
        v.integer('amountCents must be a whole number of cents'),
        v.minValue(1, 'amountCents must be positive'),
        v.maxValue(1_000_000_000, 'amountCents is too large'),
      ),
    ),
    reason: v.pipe(
      v.string(creditErrors.reasonRequired),
      v.trim(),
      v.minLength(1, creditErrors.reasonRequired),
      v.maxLength(500, 'The reason must be at most 500 characters'),
    ),
  }),
);
export type LineCreditInput = v.InferOutput<typeof lineCreditSchema>;

/** What recording a payment answers: the invoice as it now stands, and how the payment was split. */
export const paymentAnswer = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    invoice: invoiceData,
    payment: v.strictObject({
      id: v.pipe(v.string(), v.uuid()),
      receipt: v.pipe(v.string(), v.description('The receipt’s number, e.g. P-3F2B8C1E')),
      amountCents: cents('Received'),
      appliedCents: cents('What went to the invoice'),
      creditCents: cents('What was above the amount due and became account credit'),
    }),
  }),
);
export type PaymentAnswer = v.InferOutput<typeof paymentAnswer>;
