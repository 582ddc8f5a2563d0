/**
 * What VIES last said about a customer's EU VAT number, and when it must be asked again
 * (docs/decisions/vat-numbers-confirmed-with-vies.md). Small and without jsvat: the Billing page's
 * words need it, not the checks.
 */
export const VAT_STATUSES = ['confirmed', 'notRegistered', 'unreachable'] as const;
export type VatStatus = (typeof VAT_STATUSES)[number];

/** A confirmation older than this is asked again at the next checkout. */
export const VAT_CONFIRMATION_DAYS = 30;
const CONFIRMATION_MS = VAT_CONFIRMATION_DAYS * 86_400_000;

/** The VAT number of billing details with what VIES last said (all null: never asked). */
export type VatCheck = { vatStatus: VatStatus | null; vatCheckedAt: number | null };

/** A VIES confirmation that is at most 30 days old at `now`. */
export function freshlyConfirmed(check: VatCheck, now: number): boolean {
  return check.vatStatus === 'confirmed' && check.vatCheckedAt !== null && now - check.vatCheckedAt <= CONFIRMATION_MS;
}
