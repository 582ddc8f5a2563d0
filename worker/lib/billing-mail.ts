/**
 * The mails of billing: at checkout the order confirmation and the invoice to the customer and the
 * new order to the company's billing address; the receipt when a payment is recorded. All are sent
 * after the answer (account-mail.ts), so a slow mail never holds up a checkout.
 */
import { BILLING_PATH, type Invoice } from '../../site/shared/api/billing';
import { type Order, orderMessages, orderPath } from '../../site/shared/api/orders';
import { site } from '../../site/shared/config';
import { taxLabel, toDollars } from '../../site/shared/domain/billing';
import { formatMoney } from '../../site/shared/domain/money';
import type { RequestContext } from '../env';
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

/** What the confirmation says of invoices: the annual items' invoice, and that monthly usage is invoiced monthly. */
function invoiceNote(order: Order): string {
  const invoice = order.invoice;
  const notes = invoice
    ? [
        `Invoice ${invoice.number} for the annual items is in your account; a separate e-mail tells you how to pay it by ${formatDate(invoice.dueAt)}.`,
      ]
    : [];
  if (order.lines.some((line) => line.billingPeriod === 'monthly')) notes.push(orderMessages.meteredNote);
  return notes.join(' ');
}

/** The mails of a new order: the confirmation, the invoice where annual items have one, the company's copy. */
export function mailOrderPlaced(c: RequestContext, order: Order, customer: Customer): void {
  const invoice = order.invoice;
  const hello = greeting(customer);
  mailInBackground(c, async () => ({
    to: customer.email,
    template: 'order-confirmation',
    values: {
      greeting: hello,
      orderNumber: order.number,
      lines: lineList(order),
      totals: invoice ? totalsText(order, taxLabel(invoice.tax)) : `Due now: ${formatMoney(0)}`,
      invoiceNote: invoiceNote(order),
      link: siteLink(c, orderPath(order.id)),
    },
  }));
  mailInBackground(c, async () => ({
    to: site.billingEmail,
    template: 'new-order',
    values: {
      orderNumber: order.number,
      invoiced: invoice ? `invoiced as ${invoice.number}` : 'monthly items only, no invoice until the 1st',
      total: formatMoney(order.total),
      tax: invoice ? `${formatMoney(order.tax ?? 0)}, ${taxLabel(invoice.tax)}` : formatMoney(0),
      email: customer.email,
      country: invoice?.tax.country ?? '',
      lines: lineList(order),
    },
  }));
  if (!invoice) return;
  const dueDate = formatDate(invoice.dueAt);
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
}

/** The receipt of a recorded payment. */
export function mailPaymentReceived(
  c: RequestContext,
  customer: Customer,
  invoice: Pick<Invoice, 'number' | 'orderId' | 'orderNumber' | 'usageMonth' | 'amountDueCents'>,
  payment: { amountCents: number; recordedAt: number; creditCents: number },
): void {
  const what = invoice.usageMonth ? `Invoice ${invoice.number}` : `Order ${invoice.orderNumber}`;
  const standing =
    invoice.amountDueCents === 0
      ? `${what} is paid in full. Thank you.`
      : `${cents(invoice.amountDueCents)} is still due on invoice ${invoice.number}.`;
  const credit =
    payment.creditCents > 0
      ? ` ${cents(payment.creditCents)} above what was due is now credit on your account, used first on your next invoice.`
      : '';
  mailInBackground(c, async () => ({
    to: customer.email,
    template: 'payment-received',
    values: {
      greeting: greeting(customer),
      invoiceNumber: invoice.number,
      amount: cents(payment.amountCents),
      paidDate: formatDate(new Date(payment.recordedAt).toISOString()),
      standing: `${standing}${credit}`,
      link: siteLink(c, invoice.orderId ? orderPath(invoice.orderId) : BILLING_PATH),
    },
  }));
}
