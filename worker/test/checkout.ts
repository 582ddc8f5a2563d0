/**
 * Checkout for the billing tests: a customer with billing details and a cart, the order placed
 * through the API, and the invoice sequence as D1 holds it.
 */
import { env } from 'cloudflare:workers';
import type { BillingDetailsInput, Invoice } from '../../site/shared/api/billing';
import type { Order } from '../../site/shared/api/orders';
import { giveBillingDetails, US_CUSTOMER } from './billing';
import { api, freshClient, signedInUser } from './helpers';

export type CartLine =
  | { planId: string; billingPeriod: 'monthly' | 'annual' }
  | {
      serviceId: string;
      category: string;
      billingPeriod: 'monthly' | 'annual';
    }
  | { instanceId: string; billingPeriod: 'monthly' | 'annual'; count?: number; region?: string };

export const PRO_MONTHLY: CartLine = { planId: 'pro', billingPeriod: 'monthly' };
/** Annual items are invoiced at checkout ($278 for Pro); monthly ones are metered and invoiced monthly. */
export const PRO_ANNUAL: CartLine = { planId: 'pro', billingPeriod: 'annual' };

export async function addToCart(token: string, line: CartLine) {
  const res = await api('POST', '/api/cart/add', { token, body: line, headers: freshClient() });
  if (res.status !== 200) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A signed-in customer with billing details (none: `null`) and these lines in the cart. */
export async function customerWithCart(
  details: BillingDetailsInput | null = US_CUSTOMER,
  lines: readonly CartLine[] = [PRO_ANNUAL],
) {
  const user = await signedInUser();
  if (details) await giveBillingDetails(user.token, details);
  for (const line of lines) await addToCart(user.token, line);
  return user;
}

export function placeOrder(token: string, body: unknown = {}, key: string = crypto.randomUUID()) {
  return api<Order>('POST', '/api/orders', { token, body, headers: { ...freshClient(), 'Idempotency-Key': key } });
}

/** Places the order and answers it; anything but 201 throws. */
export async function placedOrder(token: string, body: unknown = {}): Promise<Order> {
  const res = await placeOrder(token, body);
  if (res.status !== 201 || !res.body.success) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The invoice number an order was issued with. */
export function invoiceNumberOf(order: Order): string {
  if (!order.invoice) throw new Error(`order ${order.number} has no invoice`);
  return order.invoice.number;
}

export async function readInvoice(token: string, number: string): Promise<Invoice> {
  const res = await api<Invoice>('GET', `/api/billing/invoices/${number}`, { token });
  if (!res.body.success) throw new Error(`invoice ${number}: ${res.status} ${res.body.error}`);
  return res.body.data;
}

export const currentYear = () => new Date().getUTCFullYear();

/** The last number of the year's invoice sequence (0 before the year's first invoice). */
export async function lastInvoiceSequence(year = currentYear()): Promise<number> {
  const row = await env.DB.prepare('SELECT last FROM invoice_sequences WHERE year = ?')
    .bind(year)
    .first<{ last: number }>();
  return row?.last ?? 0;
}

/** The sequence part of `NIM-2026-000042`: 42. */
export const sequenceOf = (number: string) => Number(number.slice(-6));
