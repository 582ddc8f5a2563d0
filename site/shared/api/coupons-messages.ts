/**
 * The coupon texts of the cart and the API's refusals of a code: the part of the coupons
 * contract (`coupons.ts`, which re-exports it) that the pages run, without Valibot.
 */

export const couponMessages = {
  required: 'Please enter a coupon code',
  invalid: 'Invalid coupon',
  exception: 'An error occurred while validating the coupon',
  applied: 'Coupon applied successfully!',
  appliedLine: (code: string, value: string) => `Coupon applied: ${code} (${value} off)`,
} as const;

/** What the API refuses a coupon code with (also at checkout). */
export const couponErrors = {
  unknown: 'Invalid coupon code',
  inactive: 'This coupon is no longer active',
  expired: 'This coupon has expired',
  tooLong: 'Coupon code must be at most 40 characters',
} as const;
