/**
 * Every text of `/api/billing` the pages show (invoices, the Billing page, the VAT number's state; the
 * states' names are domain/state-names.ts's), without Valibot (`billing.ts` re-exports it).
 */
import type { VatStatus } from '../domain/vat-status';

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

/** What the API refuses billing details, an invoice number or a payment with. */
export const billingErrors = {
  nameRequired: 'Name or company is required',
  line1Required: 'Address is required',
  postalCodeRequired: 'Postal code is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  countryUnknown: 'Choose a country from the list',
  oneLine: (label: string) => `${label} must be one line`,
  vatNotTaken: 'A VAT number can be given for a billing address in the EU, the UK or Switzerland only',
  invoiceMalformed: 'Invoice number must look like NIM-2026-000001',
  invoiceNotFound: 'Invoice not found',
  operatorKey: 'A valid operator key is required',
  amountMismatch: (expected: string) => `The amount must be the invoice's total, ${expected}`,
  alreadyPaid: 'This invoice is already paid',
} as const;

/**
 * The refusal of a VAT number, naming the country and its format (`domain/vat-formats.ts`): passed in,
 * so the pages that show these texts do not carry every country's name and format.
 */
export const vatInvalid = (country: string, format: string | undefined) =>
  `Enter a valid VAT number for ${country}: ${format ?? 'as printed on your VAT registration'}`;

/** Where the signed-in customer's invoices and billing details are. */
export const BILLING_PATH = '/profile/billing';

/** The PDF of an invoice (it needs the session's bearer token, so the page fetches it). */
export function invoicePdfPath(number: string): string {
  return `/api/billing/invoices/${encodeURIComponent(number)}/pdf`;
}

/** The VAT number field's hint: nothing called valid before VIES has confirmed it. */
export const VAT_NUMBER_HINT =
  'Businesses in the EU, the UK or Switzerland: invoices go out without VAT (reverse charge) once your number is confirmed. EU numbers are confirmed with VIES, the EU’s VAT number service; UK and Swiss numbers are checked by format only.';

/** What the Billing page says about the saved VAT number, and how it reads (a badge's tone). */
export type VatNote = { tone: 'success' | 'warning'; title: string; text: string };

type VatFacts = {
  vatNumber: string | null;
  country: string;
  vatConfirmation: { status: VatStatus; checkedAt: string; requestIdentifier: string | null } | null;
};

/**
 * The VAT number's state in plain words (docs/decisions/vat-numbers-confirmed-with-vies.md); `day`
 * formats a timestamp. Null without a number.
 */
export function vatNote(details: VatFacts, day: (iso: string) => string): VatNote | null {
  const { vatNumber, country, vatConfirmation: check } = details;
  if (!vatNumber) return null;
  if (country === 'GB' || country === 'CH') {
    return {
      tone: 'success',
      title: 'Checked by format',
      text: `UK and Swiss VAT numbers are checked by format and check digits only. Orders are invoiced without VAT (reverse charge).`,
    };
  }
  if (check?.status === 'confirmed') {
    const number = check.requestIdentifier ? ` (consultation number ${check.requestIdentifier})` : '';
    return {
      tone: 'success',
      title: 'Confirmed by VIES',
      text: `VIES, the EU’s VAT number service, confirmed ${vatNumber} on ${day(check.checkedAt)}${number}. Orders are invoiced without VAT (reverse charge); we ask VIES again at checkout once this is more than 30 days old.`,
    };
  }
  if (check?.status === 'notRegistered') {
    return {
      tone: 'warning',
      title: 'Not confirmed',
      text: `VIES, the EU’s VAT number service, says ${vatNumber} is not registered for trade within the EU (checked ${day(check.checkedAt)}). We keep the number, but charge VAT as for a consumer. Check it with your tax office, then save your details again.`,
    };
  }
  if (!check) {
    return {
      tone: 'warning',
      title: 'Not confirmed yet',
      text: `${vatNumber} is not confirmed yet: we ask VIES, the EU’s VAT number service, at your next order. If it cannot confirm the number, that order is charged VAT as for a consumer.`,
    };
  }
  return {
    tone: 'warning',
    title: 'Not confirmed yet',
    text: `VIES, the EU’s VAT number service, could not be reached on ${day(check.checkedAt)}, so ${vatNumber} is not confirmed yet. Until it is, we charge VAT as for a consumer; we will try again at your next order.`,
  };
}
