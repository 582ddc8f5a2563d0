/** Orders (docs/decisions/checkout-creates-orders.md): the confirmation page's order and the profile's order list. Checkout is `checkout.ts`. */

import { answer, api } from '../lib/api';
import type { Order, OrderList } from '../shared/api/orders';
import { orderMessages } from '../shared/api/orders-messages';
import { LOADING, type Loaded, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';

export type OrderState = Loaded<{ order: Order }>;

export const $order = loaderAtom<{ order: Order }>();

/** Loads the order a confirmation link names; a link without an id shows why nothing is there. */
export async function loadOrder(id: string | null) {
  if (!id) {
    $order.set({ status: 'error', message: orderMessages.noId });
    return;
  }
  $order.set(LOADING);
  await load(
    $order,
    answer(api.GET('/api/orders/{id}', { ...signedIn, params: { path: { id } } })),
    (order) => ({ order }),
    {
      failed: orderMessages.loadFailed,
      exception: orderMessages.loadException,
    },
  );
}

export type OrderListState = Loaded<OrderList>;

export const $orders = loaderAtom<OrderList>();

export async function loadOrders() {
  $orders.set(LOADING);
  await load($orders, answer(api.GET('/api/orders', signedIn)), ({ orders }) => ({ orders }), {
    failed: orderMessages.listFailed,
    exception: orderMessages.loadException,
  });
}
