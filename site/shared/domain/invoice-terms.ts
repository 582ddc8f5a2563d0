/**
 * The words of an invoice the pages show (its tax, its status): small and without the rates table,
 * so the order page carries no more than it needs. billing.ts re-exports them.
 */
export const REVERSE_CHARGE_NOTE = 'Reverse charge: VAT to be accounted for by the recipient.';

export const TAX_KINDS = ['vat', 'reverseCharge', 'none'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** "19%", "25.5%". */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** How an invoice and the order page name its tax: "VAT 19% (DE)", "VAT (reverse charge)", "Tax". */
export function taxLabel(tax: { kind: TaxKind; rateBasisPoints: number | null; country: string }): string {
  if (tax.kind === 'vat' && tax.rateBasisPoints !== null)
    return `VAT ${formatRate(tax.rateBasisPoints)} (${tax.country})`;
  return tax.kind === 'reverseCharge' ? 'VAT (reverse charge)' : 'Tax';
}

export const INVOICE_STATUSES = ['open', 'partlyPaid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
