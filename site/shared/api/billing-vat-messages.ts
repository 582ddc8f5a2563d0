/**
 * The Billing page's words about a VAT number (docs/decisions/vat-numbers-confirmed-with-vies.md): its
 * own module, so pages that only link to Billing do not carry them.
 */
import type { VatStatus } from '../domain/vat-status';

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
