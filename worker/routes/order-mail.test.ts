// The mails of a checkout (docs/billing.md): the order confirmation and the invoice to the customer, the new
// order to the company's billing address. They go out after the answer, so each test waits for them.
import { beforeAll, describe, expect, it } from 'vitest';
import { orderMessages, orderPath } from '../../site/shared/api/orders';
import { site } from '../../site/shared/config';
import type { MailTemplate, OutgoingMail } from '../lib/mail';
import { GERMAN_CONSUMER } from '../test/billing';
import { IN_STOCK_SERVICE, seedWithInStockService } from '../test/catalog';
import { customerWithCart, invoiceNumberOf, PRO_ANNUAL, PRO_MONTHLY, placedOrder, placeOrder } from '../test/checkout';
import { mailsTo, waitForMail } from '../test/mail';
import { markVerified } from '../test/verified';

beforeAll(async () => {
  await seedWithInStockService();
});

/** The mail of `template` to `to` whose text mentions `mention`, once it has been sent. */
async function mailAbout(to: string, template: MailTemplate, mention: string): Promise<OutgoingMail> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const mail = mailsTo(to, template).find((sent) => sent.text.includes(mention));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No ${template} mail to ${to} about ${mention} within 5 s`);
}

const VPS_ANNUAL = { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'annual' } as const;

describe('the mails of a new order', () => {
  it('confirm the order to the customer with its number, lines and totals', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [PRO_ANNUAL, VPS_ANNUAL]);
    const order = await placedOrder(user.token, { couponCode: 'SAVE5' });
    const mail = await waitForMail(user.email, 'order-confirmation');
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain(order.number);
    expect(mail.text).toContain('Pro (annual): $278.00');
    const vps = order.lines[1];
    expect(vps?.billingPeriod).toBe('annual');
    expect(mail.text).toContain(`${IN_STOCK_SERVICE.name} (annual): $${vps?.unitPrice.toFixed(2)}`);
    expect(mail.text).toContain(`Subtotal: $${order.subtotal.toFixed(2)}`);
    expect(mail.text).toContain('Discount (SAVE5): −$5.00');
    expect(mail.text).toContain(`VAT 19%`);
    expect(mail.text).toContain(`$${(order.tax ?? 0).toFixed(2)}`);
    expect(mail.text).toContain(`Total: $${order.total.toFixed(2)}`);
    expect(mail.text).toContain(invoiceNumberOf(order));
    expect(mail.text).toContain(`http://nimbus.test${orderPath(order.id)}`);
    expect(mail.html).toContain(order.number);
    // Only one confirmation per order.
    expect(mailsTo(user.email, 'order-confirmation')).toHaveLength(1);
  });

  it('send the invoice with the amount and the bank transfer details', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER);
    const order = await placedOrder(user.token);
    const number = invoiceNumberOf(order);
    const mail = await waitForMail(user.email, 'invoice-ready');
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain('$330.82');
    expect(mail.text).toContain(`IBAN: ${site.seller.bank.iban}`);
    expect(mail.text).toContain(`BIC: ${site.seller.bank.bic}`);
    expect(mail.text).toContain(`Reference: ${number}`);
  });

  it("tell the company's billing address of the order", async () => {
    const user = await customerWithCart(GERMAN_CONSUMER);
    const order = await placedOrder(user.token);
    const mail = await mailAbout(site.billingEmail, 'new-order', order.number);
    expect(mail.to).toBe('billing@nimbus.example');
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain(`invoiced as ${invoiceNumberOf(order)}`);
    expect(mail.text).toContain(`Customer: ${user.email}`);
    expect(mail.text).toContain('Billing country: DE');
    expect(mail.text).toContain('Total: $330.82');
    expect(mail.text).toContain('Pro (annual): $278.00');
  });

  it('greet a customer whose address is unverified with "Hello,", a verified one by name', async () => {
    const unverified = await customerWithCart();
    await placedOrder(unverified.token);
    for (const template of ['order-confirmation', 'invoice-ready'] as const) {
      const mail = await waitForMail(unverified.email, template);
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(mail.text).not.toContain(unverified.name);
    }

    const verified = await customerWithCart();
    await markVerified(verified.email);
    await placedOrder(verified.token);
    const mail = await waitForMail(verified.email, 'order-confirmation');
    expect(mail.text.startsWith(`Hello ${verified.name},\n`)).toBe(true);
  });

  it('confirm an order of monthly items without an invoice: usage is invoiced on the 1st of each month', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [PRO_MONTHLY]);
    const order = await placedOrder(user.token);
    expect(order.invoice).toBeNull();
    const mail = await waitForMail(user.email, 'order-confirmation');
    expect(mail.text).toContain('Pro (monthly): $29.00');
    expect(mail.text).toContain('Due now: $0.00');
    expect(mail.text).toContain(orderMessages.meteredNote);
    const company = await mailAbout(site.billingEmail, 'new-order', order.number);
    expect(company.text).toContain('monthly items only, no invoice until the 1st');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email, 'invoice-ready')).toHaveLength(0);
  });

  it('are not sent again when a checkout is replayed', async () => {
    const user = await customerWithCart();
    const key = crypto.randomUUID();
    const first = await placeOrder(user.token, {}, key);
    if (!first.body.success) throw new Error(first.body.error);
    const number = first.body.data.number;
    await waitForMail(user.email, 'invoice-ready');
    await mailAbout(site.billingEmail, 'new-order', number);
    expect((await placeOrder(user.token, {}, key)).status).toBe(200);
    // Give a wrongly sent second mail the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const templates = mailsTo(user.email).map((mail) => mail.template);
    expect(templates.filter((template) => template !== 'verify-email').sort()).toEqual([
      'invoice-ready',
      'order-confirmation',
    ]);
    expect(mailsTo(site.billingEmail, 'new-order').filter((mail) => mail.text.includes(number))).toHaveLength(1);
  });
});
