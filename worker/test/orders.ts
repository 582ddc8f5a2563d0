/**
 * Checkout through the API for the orders tests: a customer with a two-line cart, an order placed
 * with or without an Idempotency-Key, and counts of what D1 holds for a customer.
 */
import { env } from 'cloudflare:workers';
import type { CartResponse } from '../../site/shared/api/cart';
import type { Order } from '../../site/shared/api/orders';
import { giveBillingDetails } from './billing';
import { IN_STOCK_SERVICE } from './catalog';
import { api, freshClient, signedInUser } from './helpers';

export const newKey = () => crypto.randomUUID();

export async function add(token: string, body: Record<string, string>) {
  const res = await api('POST', '/api/cart/add', { token, body, headers: freshClient() });
  if (res.status !== 200) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
}

export function placeOrder(token: string, key: string | null, body: unknown = {}, ip = freshClient()) {
  return api<Order>('POST', '/api/orders', {
    token,
    body,
    headers: { ...ip, ...(key === null ? {} : { 'Idempotency-Key': key }) },
  });
}

export async function cartOf(token: string) {
  const res = await api<CartResponse>('GET', '/api/cart', { token });
  if (!res.body.success) throw new Error(res.body.error);
  return res.body.data.items;
}

async function count(sql: string, ...binds: string[]) {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export const ordersOf = (email: string) =>
  count('SELECT COUNT(*) AS n FROM orders JOIN users ON users.id = orders.user_id WHERE users.email = ?', email);
export const linesOf = (email: string) =>
  count(
    'SELECT COUNT(*) AS n FROM order_lines JOIN orders ON orders.id = order_lines.order_id JOIN users ON users.id = orders.user_id WHERE users.email = ?',
    email,
  );

/** A customer with Pro (annual) and the in-stock VPS (monthly) in the cart. */
export async function customerWithCart() {
  const user = await signedInUser();
  await giveBillingDetails(user.token);
  await add(user.token, { planId: 'pro', billingPeriod: 'annual' });
  await add(user.token, { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'monthly' });
  return user;
}
