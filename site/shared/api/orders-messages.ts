/**
 * The texts of checkout and the order pages, and the idempotency header: the part
 * of the orders contract (`orders.ts`, which re-exports it) that the pages run, without Valibot.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const orderErrors = {
  emptyCart: 'Your cart is empty.',
  billingDetailsMissing: 'Add your billing details before checking out.',
  keyRequired: 'Idempotency-Key header is required',
  keyMalformed: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  keyReused: 'This Idempotency-Key was already used for a different request',
  idMalformed: 'Order id must be a UUID',
  notFound: 'Order not found',
  unavailable: (name: string) => `${name} is no longer available. Remove it from your cart to check out.`,
  couponTooLong: 'Coupon code must be at most 40 characters',
  couponText: 'couponCode must be text',
  accountMalformed: 'accountId must be an account id (a UUID)',
  accountChanged: 'Your current account changed in another tab. Reload to see its cart.',
  suspended: (invoiceNumber: string) => `This account has an overdue invoice. Pay ${invoiceNumber} to order again.`,
} as const;

export const orderMessages = {
  billingHidden: 'The invoice and the billing address are shown to the owner, admins and billing members.',
  placed: (number: string) => `Order ${number} placed. An invoice will follow by e-mail.`,
  placedMetered: (number: string) => `Order ${number} placed. Usage is invoiced on the 1st of each month.`,
  meteredNote:
    'Monthly items are metered by the started hour until you cancel them on Services. Usage is invoiced on the 1st of each month, for the month before.',
  failed: (error: string) => `Checkout failed: ${error || 'Unknown error'}`,
  exception: 'Checkout could not reach the server. Please try again.',
  invoiceNote: 'An invoice will follow by e-mail.',
  loadFailed: 'Failed to load the order',
  listFailed: 'Failed to load your orders',
  loadException: 'An error occurred while loading your orders.',
  noOrders: 'You have not placed an order yet.',
  noId: 'This link does not name an order.',
} as const;

/** The confirmation page of an order: a static page that reads the id from its query (docs/architecture.md#orders). */
export function orderPath(id: string): string {
  return `/order?id=${encodeURIComponent(id)}`;
}
