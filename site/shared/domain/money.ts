import type { DiscountType } from './catalog';

/** Dollars with cents, on their own (pricing.ts re-exports them): the order history needs no more. */
export const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.00": always two decimals (cart summary). */
export function formatMoney(value: number): string {
  return dollars.format(value);
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$10", "$1,000": an amount of whole dollars (a budget). */
export function formatWholeDollars(value: number): string {
  return wholeDollars.format(value);
}

/**
 * An amount of an issued document (invoice, credit note) in whole cents, naming its currency:
 * "$34.51 USD", "-$5.00 USD". Every amount on such a document goes through here.
 */
export function formatDocumentAmount(cents: number, currency: 'USD'): string {
  return `${formatMoney(cents / 100)} ${currency}`;
}

/** A coupon's value as the cart shows it: "10%" or "$5.00". */
export function couponValueLabel(coupon: { discountType: DiscountType; discountValue: number }): string {
  return coupon.discountType === 'percentage' ? `${coupon.discountValue}%` : formatMoney(coupon.discountValue);
}
