/** Dollars with cents, on their own (pricing.ts re-exports them): the order history needs no more. */
export const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.00": always two decimals (cart summary). */
export function formatMoney(value: number): string {
  return dollars.format(value);
}
