/** The values an order and its lines take, for the drizzle schema and the API's schemas alike. */

/**
 * What the orders table stores: every order is placed pending payment. Whether it was paid is a fact
 * of its invoice (docs/decisions/invoices-and-bank-transfer.md).
 */
export const PLACED_ORDER_STATUSES = ['pendingPayment'] as const;

/**
 * What the customer reads: the state of the order's invoice where it has one; an order of monthly
 * items only has none and reads "Confirmed". The states and their names are state-names.ts's.
 */
export { ORDER_STATES as ORDER_STATUSES, type OrderState as OrderStatus } from './state-names';

/** What a line was bought as: a plan or a service. */
export const ORDER_ITEM_TYPES = ['plan', 'service'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];
