/**
 * Which of the seller's VAT numbers an invoice carries, and the buyer's VIES evidence
 * (docs/decisions/vat-numbers-confirmed-with-vies.md): the UK registration on UK invoices, the One
 * Stop Shop number on EU consumer invoices only, none elsewhere; a reverse-charge invoice to an EU
 * business names VIES's date and consultation number.
 */
import type { BillingDetails, Invoice } from '../../site/shared/api/billing';
import { site } from '../../site/shared/config';
import { isEuCountry, type TaxRule } from '../../site/shared/domain/billing';

/** The seller's VAT number for an invoice under `tax`; null where none of ours applies. */
export function sellerVatNumber(tax: TaxRule): string | null {
  if (tax.country === 'GB') return site.seller.ukVatNumber;
  if (tax.kind === 'vat' && isEuCountry(tax.country)) return site.seller.ossVatNumber;
  return null;
}

/** The seller block: the site config's seller, as it is on the invoice's date. */
export function sellerFor(tax: TaxRule): Invoice['seller'] {
  const { legalName, addressLines, bank } = site.seller;
  return {
    name: legalName,
    addressLines: [...addressLines],
    vatNumber: sellerVatNumber(tax),
    email: site.billingEmail,
    bank: { ...bank },
  };
}

/** VIES's confirmation to print on a reverse-charge invoice to an EU business; null otherwise. */
export function vatEvidence(details: BillingDetails, tax: TaxRule): Invoice['buyer']['vatConfirmation'] {
  const confirmation = details.vatConfirmation;
  if (tax.kind !== 'reverseCharge' || !isEuCountry(tax.country) || confirmation?.status !== 'confirmed') return null;
  return {
    requestDate: confirmation.requestDate ?? confirmation.checkedAt,
    requestIdentifier: confirmation.requestIdentifier,
  };
}
