/**
 * The texts of billing the pages show (invoices, the Billing page; the states' names are domain/state-names.ts's): the part of the
 * billing contract (`billing.ts`, which re-exports it) that the pages run, without Valibot.
 */
export const billingMessages = {
  saved: 'Billing details saved.',
  loadFailed: 'Failed to load your billing details',
  saveFailed: 'Failed to save your billing details',
  invoicesFailed: 'Failed to load your invoices',
  noInvoices: 'No invoices yet. Annual items are invoiced when you order them; monthly usage on the 1st of each month.',
  needed: 'Add your billing details to check out. Prices exclude tax; tax depends on your billing country.',
  download: 'Download PDF',
  downloadFailed: 'The invoice could not be downloaded. Please try again.',
} as const;

/** Where the signed-in customer's invoices and billing details are. */
export const BILLING_PATH = '/profile/billing';

/** The PDF of an invoice (it needs the session's bearer token, so the page fetches it). */
export function invoicePdfPath(number: string): string {
  return `/api/billing/invoices/${encodeURIComponent(number)}/pdf`;
}
