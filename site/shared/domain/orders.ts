/** The values an order and its lines take, for the drizzle schema and the API's schemas alike. */

/** No payment provider is connected, so every order waits for its invoice. */
export const ORDER_STATUSES = ['pendingPayment'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a line was bought as: a plan or a service. */
export const ORDER_ITEM_TYPES = ['plan', 'service'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];
