/**
 * The orders API contract (R21) for the islands and the worker: response types (inferred from
 * `responses.ts`), the exact texts, and the status labels. Request schemas are in `order-schemas.ts`,
 * so the islands do not ship them.
 */
import type * as v from 'valibot';
import type { orderData, orderLineData, orderListData, orderSummaryData } from './responses';

export type Order = v.InferOutput<typeof orderData>;
export type OrderLine = v.InferOutput<typeof orderLineData>;
export type OrderSummary = v.InferOutput<typeof orderSummaryData>;
export type OrderList = v.InferOutput<typeof orderListData>;
export type OrderStatus = Order['status'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = { pendingPayment: 'Pending payment' };

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const orderErrors = {
  emptyCart: 'Your cart is empty.',
  keyRequired: 'Idempotency-Key header is required',
  keyMalformed: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  keyReused: 'This Idempotency-Key was already used for a different request',
  idMalformed: 'Order id must be a UUID',
  notFound: 'Order not found',
  unavailable: (name: string) => `${name} is no longer available. Remove it from your cart to check out.`,
  couponTooLong: 'Coupon code must be at most 40 characters',
  couponText: 'couponCode must be text',
} as const;

export const orderMessages = {
  placed: (number: string) => `Order ${number} placed. An invoice will follow by e-mail.`,
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
