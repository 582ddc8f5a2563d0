/** The texts of credit notes and the account balance that the pages and the API show. */
import type { BalanceKind } from '../domain/balance';

export const creditErrors = {
  creditNoteMalformed: 'Credit note number must look like NIM-CN-2026-000001',
  creditNoteNotFound: 'Credit note not found',
  receiptNotFound: 'Receipt not found',
  receiptMalformed: 'A receipt is named by its payment’s id, a UUID',
  lineNotFound: 'The invoice has no such line',
  tooMuch: (left: string) => `The credit exceeds what is left to credit on this line, ${left}`,
  reasonRequired: 'A reason is required',
} as const;

export const BALANCE_KIND_LABELS: Record<BalanceKind, string> = {
  creditNote: 'Credit note',
  overpayment: 'Paid above the invoice',
  applied: 'Credit applied',
};

export const balanceMessages = {
  failed: 'Failed to load your balance',
  none: 'No credit yet. Credit notes on paid invoices and payments above an invoice’s amount become credit here, used first on the next invoice.',
  noCreditNotes: 'No credit notes.',
  noPayments: 'No payments recorded yet. Each payment gets a receipt here.',
} as const;

/** The receipt PDF of a recorded payment (fetched with the session's token, like an invoice's). */
export function receiptPdfPath(paymentId: string): string {
  return `/api/billing/receipts/${encodeURIComponent(paymentId)}/pdf`;
}

/** The PDF of a credit note (fetched with the session's token, like an invoice's). */
export function creditNotePdfPath(number: string): string {
  return `/api/billing/credit-notes/${encodeURIComponent(number)}/pdf`;
}
