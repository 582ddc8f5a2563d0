/** The values an order and its lines take, for the drizzle schema and the API's schemas alike. */

/**
 * What the orders table stores: every order is placed awaiting payment. Whether it was paid is a fact
 * of its invoice (docs/decisions/invoices-and-bank-transfer.md).
 */
export const PLACED_ORDER_STATUSES = ['pendingPayment'] as const;

/**
 * What the customer reads: the state of the order's invoice where it has one ("Pending payment",
 * "Paid", "Overdue"); an order of monthly items only has none and reads "Confirmed"
 * (docs/decisions/services-metered-by-the-hour.md).
 */
export const ORDER_STATUSES = ['pendingPayment', 'paid', 'overdue', 'confirmed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a line was bought as: a plan or a service. */
export const ORDER_ITEM_TYPES = ['plan', 'service'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];
