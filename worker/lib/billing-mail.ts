/**
 * The mails of billing: at checkout the order confirmation and the invoice to the customer and the
 * new order to the company's billing address; the receipt when a payment is recorded. All are sent
 * after the answer (account-mail.ts), so a slow mail never holds up a checkout.
 */
import type { Context } from 'hono';
import { BILLING_PATH } from '../../site/shared/api/billing';
import { type Order, orderPath } from '../../site/shared/api/orders';
import { site } from '../../site/shared/config';
import { taxLabel, toDollars } from '../../site/shared/domain/billing';
import { formatMoney } from '../../site/shared/domain/money';
import type { AppEnv } from '../env';
import { greeting, mailInBackground, siteLink } from './account-mail';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 9, 2026". */
export const formatDate = (iso: string) => longDate.format(new Date(iso));

const cents = (value: number) => formatMoney(toDollars(value));

function lineList(order: Order): string {
  return order.lines
    .map(
      (line) =>
        `${line.name} (${line.billingPeriod === 'annual' ? 'annual' : 'monthly'}): ${formatMoney(line.unitPrice)}`,
    )
    .join('\n');
}

function totalsText(order: Order, taxLabel: string): string {
  const rows = [`Subtotal: ${formatMoney(order.subtotal)}`];
  if (order.discount > 0) rows.push(`Discount (${order.coupon?.code ?? 'coupon'}): −${formatMoney(order.discount)}`);
  rows.push(`${taxLabel}: ${formatMoney(order.tax ?? 0)}`, `Total: ${formatMoney(order.total)}`);
  return rows.join('\n');
}

type Customer = { email: string; name: string; emailVerifiedAt: number | null };

/** The three mails of a new order. */
export function mailOrderPlaced(c: Context<AppEnv>, order: Order, customer: Customer): void {
  const invoice = order.invoice;
  if (!invoice) return;
  const tax = { label: taxLabel(invoice.tax), country: invoice.tax.country };
  const hello = greeting(customer);
  const dueDate = formatDate(invoice.dueAt);
  mailInBackground(c, async () => ({
    to: customer.email,
    template: 'order-confirmation',
    values: {
      greeting: hello,
      orderNumber: order.number,
      lines: lineList(order),
      totals: totalsText(order, tax.label),
      invoiceNumber: invoice.number,
      dueDate,
      link: siteLink(c, orderPath(order.id)),
    },
  }));
  const { bank } = site.seller;
  mailInBackground(c, async () => ({
    to: customer.email,
    template: 'invoice-ready',
    values: {
      greeting: hello,
      invoiceNumber: invoice.number,
      total: formatMoney(order.total),
      dueDate,
      bank: bank.name,
      iban: bank.iban,
      bic: bank.bic,
      link: siteLink(c, BILLING_PATH),
    },
  }));
  mailInBackground(c, async () => ({
    to: site.billingEmail,
    template: 'new-order',
    values: {
      orderNumber: order.number,
      invoiceNumber: invoice.number,
      total: formatMoney(order.total),
      tax: `${formatMoney(order.tax ?? 0)}, ${tax.label}`,
      email: customer.email,
      country: tax.country,
      lines: lineList(order),
    },
  }));
}

/** The receipt of a recorded payment. */
export function mailPaymentReceived(
  c: Context<AppEnv>,
  customer: Customer,
  invoice: { number: string; orderId: string | null; orderNumber: string; paidAt: string; totalCents: number },
): void {
  mailInBackground(c, async () => ({
    to: customer.email,
    template: 'payment-received',
    values: {
      greeting: greeting(customer),
      invoiceNumber: invoice.number,
      amount: cents(invoice.totalCents),
      paidDate: formatDate(invoice.paidAt),
      orderNumber: invoice.orderNumber,
      link: siteLink(c, invoice.orderId ? orderPath(invoice.orderId) : BILLING_PATH),
    },
  }));
}
