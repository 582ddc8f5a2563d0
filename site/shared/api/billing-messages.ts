/**
 * The texts of billing: the billing details form, invoices and the operator's payment command; the
 * part of the billing contract (`billing.ts`, which re-exports it) that the pages run, without Valibot.
 */
import type { InvoiceStatus } from '../domain/billing';
import { countryName } from '../domain/countries';
import { VAT_FORMATS } from '../domain/vat-formats';

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Awaiting payment',
  paid: 'Paid',
  overdue: 'Overdue',
};

export const billingLimits = { name: 120, line: 120, postalCode: 20, city: 80, region: 80, vatNumber: 20 } as const;

export const billingErrors = {
  nameRequired: 'Name or company is required',
  line1Required: 'Address is required',
  postalCodeRequired: 'Postal code is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  countryUnknown: 'Choose a country from the list',
  oneLine: (label: string) => `${label} must be one line`,
  vatNotTaken: 'A VAT number can be given for a billing address in the EU, the UK or Switzerland only',
  vatInvalid: (country: string) =>
    `Enter a valid VAT number for ${countryName(country)}: ${VAT_FORMATS[country] ?? 'as printed on your VAT registration'}`,
  invoiceMalformed: 'Invoice number must look like NIM-2026-000001',
  invoiceNotFound: 'Invoice not found',
  operatorKey: 'A valid operator key is required',
  amountMismatch: (expected: string) => `The amount must be the invoice's total, ${expected}`,
  alreadyPaid: 'This invoice is already paid',
} as const;

export const billingMessages = {
  saved: 'Billing details saved.',
  loadFailed: 'Failed to load your billing details',
  invoicesFailed: 'Failed to load your invoices',
  noInvoices: 'No invoices yet: each order is invoiced when it is placed.',
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
