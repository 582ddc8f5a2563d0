/** Orders (docs/decisions/checkout-creates-orders.md): the confirmation page's order and the profile's order list. Checkout is `checkout.ts`. */

import type { Order, OrderList } from '../shared/api/orders';
import { orderMessages } from '../shared/api/orders-messages';
import { storeAtom } from './atom';
import { authRequest } from './session';

export type OrderState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; order: Order };

export const $order = storeAtom<OrderState>({ status: 'loading' });

/** Loads the order a confirmation link names; a link without an id shows why nothing is there. */
export async function loadOrder(id: string | null) {
  if (!id) {
    $order.set({ status: 'error', message: orderMessages.noId });
    return;
  }
  $order.set({ status: 'loading' });
  try {
    const result = await authRequest('GET', `/api/orders/${encodeURIComponent(id)}`);
    if (result.ok) $order.set({ status: 'ready', order: result.data });
    else $order.set({ status: 'error', message: result.error || orderMessages.loadFailed });
  } catch {
    $order.set({ status: 'error', message: orderMessages.loadException });
  }
}

export type OrderListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; orders: OrderList['orders'] };

export const $orders = storeAtom<OrderListState>({ status: 'loading' });

export async function loadOrders() {
  $orders.set({ status: 'loading' });
  try {
    const result = await authRequest('GET', '/api/orders');
    if (result.ok) $orders.set({ status: 'ready', orders: result.data.orders });
    else $orders.set({ status: 'error', message: result.error || orderMessages.listFailed });
  } catch {
    $orders.set({ status: 'error', message: orderMessages.loadException });
  }
}
