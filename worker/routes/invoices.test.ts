import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillingDetailsInput } from '../../site/shared/api/billing';
import { billingErrors, type Invoice, type InvoiceList } from '../../site/shared/api/billing';
import type { CartResponse } from '../../site/shared/api/cart';
import { orderErrors } from '../../site/shared/api/orders';
import { site } from '../../site/shared/config';
import { servicePeriod } from '../../site/shared/domain/billing';
import { GERMAN_BUSINESS, GERMAN_CONSUMER, giveBillingDetails, US_CUSTOMER } from '../test/billing';
import { IN_STOCK_SERVICE, seedWithInStockService } from '../test/catalog';
import {
  addToCart,
  customerWithCart,
  invoiceNumberOf,
  lastInvoiceSequence,
  PRO_ANNUAL,
  placedOrder,
  placeOrder,
  readInvoice,
} from '../test/checkout';
import { api, signedInUser } from '../test/helpers';

beforeAll(async () => {
  await seedWithInStockService();
});

const DAY = 86_400_000;
const details = (overrides: Partial<BillingDetailsInput>): BillingDetailsInput => ({ ...US_CUSTOMER, ...overrides });

async function ordersCount(email: string) {
  const row = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM orders JOIN users ON users.id = orders.user_id WHERE users.email = ?',
  )
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The PDF route, read raw: its answer is not JSON. */
function fetchPdf(token: string, number: string) {
  return exports.default.fetch(
    new Request(`http://nimbus.test/api/billing/invoices/${number}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

describe('checkout needs billing details', () => {
  it('answers 409 without them, keeps the cart, places no order and uses no invoice number', async () => {
    const user = await customerWithCart(null);
    const before = await lastInvoiceSequence();
    const res = await placeOrder(user.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: orderErrors.billingDetailsMissing });
    const cart = await api<CartResponse>('GET', '/api/cart', { token: user.token });
    expect(cart.body.success && cart.body.data.items).toHaveLength(1);
    expect(await ordersCount(user.email)).toBe(0);
    expect(await lastInvoiceSequence()).toBe(before);

    // Once given, the same cart checks out.
    await giveBillingDetails(user.token, GERMAN_CONSUMER);
    const order = await placedOrder(user.token);
    expect(invoiceNumberOf(order)).toMatch(/^NIM-\d{4}-\d{6}$/);
    expect(await lastInvoiceSequence()).toBe(before + 1);
  });
});

describe('tax by billing country (Pro, annual: $278)', () => {
  it.each([
    ['a German consumer', 'vat', 1900, 52.82, 330.82, GERMAN_CONSUMER],
    // 27800 × 25.5% = 7089 cents.
    ['a Finnish consumer', 'vat', 2550, 70.89, 348.89, details({ country: 'FI', region: '' })],
    ['a French consumer', 'vat', 2000, 55.6, 333.6, details({ country: 'FR', region: '' })],
    ['a British consumer', 'vat', 2000, 55.6, 333.6, details({ country: 'GB', region: '' })],
    ['a German business', 'reverseCharge', null, 0, 278, GERMAN_BUSINESS],
    [
      'a British business',
      'reverseCharge',
      null,
      0,
      278,
      details({ country: 'GB', region: '', vatNumber: 'GB980780684' }),
    ],
    [
      'a Swiss business',
      'reverseCharge',
      null,
      0,
      278,
      details({ country: 'CH', region: '', vatNumber: 'CHE116281710' }),
    ],
    ['a Swiss consumer', 'none', null, 0, 278, details({ country: 'CH', region: '' })],
    ['a US customer', 'none', null, 0, 278, US_CUSTOMER],
  ] as const)('%s: %s at %s bp, tax $%d, total $%d', async (_, kind, rate, tax, total, billing) => {
    const user = await customerWithCart(billing);
    const order = await placedOrder(user.token);
    expect(order).toMatchObject({ subtotal: 278, discount: 0, tax, total });
    expect(order.invoice?.tax).toEqual({ kind, rateBasisPoints: rate, country: billing.country });
    const invoice = await readInvoice(user.token, invoiceNumberOf(order));
    expect(invoice).toMatchObject({
      subtotalCents: 27800,
      discountCents: 0,
      netCents: 27800,
      taxCents: Math.round(tax * 100),
      totalCents: Math.round(total * 100),
      tax: { kind, rateBasisPoints: rate, country: billing.country },
    });
  });

  it('invoices the annual items only, taxing the net after the coupon, half up: 19% of $250.20 = $47.538 → $47.54', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [
      { planId: 'pro', billingPeriod: 'annual' },
      { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'monthly' },
    ]);
    const order = await placedOrder(user.token, { couponCode: 'WELCOME10' });
    expect(order).toMatchObject({ subtotal: 278, discount: 27.8, tax: 47.54, total: 297.74 });
    const invoice = await readInvoice(user.token, invoiceNumberOf(order));
    expect(invoice).toMatchObject({
      couponCode: 'WELCOME10',
      subtotalCents: 27800,
      discountCents: 2780,
      netCents: 25020,
      taxCents: 4754,
      totalCents: 29774,
    });
    expect(invoice.lines.map((line) => line.name)).toEqual(['Pro']);
  });
});

describe('GET /api/billing/invoices/{number}', () => {
  it('freezes seller, buyer, lines with their periods, and the amounts at checkout', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [
      PRO_ANNUAL,
      { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'annual' },
    ]);
    const order = await placedOrder(user.token);
    const number = invoiceNumberOf(order);
    const invoice = await readInvoice(user.token, number);
    const issuedAt = Date.parse(invoice.issuedAt);
    const vpsAnnual = order.lines[1]?.unitPrice ?? 0;
    expect(Math.abs(issuedAt - Date.parse(order.createdAt))).toBeLessThan(1000);
    expect(invoice).toEqual<Invoice>({
      number,
      orderId: order.id,
      orderNumber: order.number,
      status: 'pendingPayment',
      issuedAt: invoice.issuedAt,
      dueAt: new Date(issuedAt + 14 * DAY).toISOString(),
      paidAt: null,
      seller: {
        name: site.seller.legalName,
        addressLines: [...site.seller.addressLines],
        // An EU consumer's invoice: the One Stop Shop number.
        vatNumber: site.seller.ossVatNumber,
        email: site.billingEmail,
        bank: { ...site.seller.bank },
      },
      buyer: {
        name: 'Jürgen Weiß',
        addressLines: ['Unter den Linden 1', '10117 Berlin', 'Germany'],
        vatNumber: null,
        country: 'DE',
        email: user.email,
        vatConfirmation: null,
      },
      lines: [
        { name: 'Pro', billingPeriod: 'annual', ...servicePeriod(issuedAt, 'annual'), amountCents: 27800 },
        {
          name: IN_STOCK_SERVICE.name,
          billingPeriod: 'annual',
          ...servicePeriod(issuedAt, 'annual'),
          amountCents: Math.round(vpsAnnual * 100),
        },
      ],
      couponCode: null,
      subtotalCents: order.subtotal * 100,
      discountCents: 0,
      netCents: order.subtotal * 100,
      tax: { kind: 'vat', rateBasisPoints: 1900, country: 'DE' },
      taxCents: Math.round((order.tax ?? 0) * 100),
      totalCents: Math.round(order.total * 100),
      currency: 'USD',
      usageMonth: null,
      creditAppliedCents: 0,
      paidCents: 0,
      creditedCents: 0,
      amountDueCents: Math.round(order.total * 100),
    });
    expect(invoice.lines[0]?.periodStart).toBe(invoice.issuedAt.slice(0, 10));
    expect(order.invoice).toEqual({
      number,
      status: 'pendingPayment',
      dueAt: invoice.dueAt,
      paidAt: null,
      tax: invoice.tax,
    });
  });

  it('keeps an issued invoice as it was when the billing details change later', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER);
    const order = await placedOrder(user.token);
    const before = await readInvoice(user.token, invoiceNumberOf(order));
    await giveBillingDetails(user.token, { ...GERMAN_BUSINESS, name: 'Neue Firma GmbH', city: 'Hamburg' });
    expect(await readInvoice(user.token, invoiceNumberOf(order))).toEqual(before);
    expect(before.buyer.name).toBe('Jürgen Weiß');
    // The next order is invoiced to the new details.
    await addToCart(user.token, PRO_ANNUAL);
    const next = await readInvoice(user.token, invoiceNumberOf(await placedOrder(user.token)));
    expect(next.buyer).toMatchObject({ name: 'Neue Firma GmbH', vatNumber: 'DE136695976' });
    expect(next.tax.kind).toBe('reverseCharge');
  });

  it("answers 404 for another customer's invoice, JSON and PDF alike", async () => {
    const owner = await customerWithCart();
    const stranger = await signedInUser();
    const number = invoiceNumberOf(await placedOrder(owner.token));
    const res = await api('GET', `/api/billing/invoices/${number}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: billingErrors.invoiceNotFound });
    const pdf = await api('GET', `/api/billing/invoices/${number}/pdf`, { token: stranger.token });
    expect(pdf.status).toBe(404);
    expect(pdf.body).toEqual({ success: false, error: billingErrors.invoiceNotFound });
    const unknown = await api('GET', '/api/billing/invoices/NIM-1999-999999', { token: owner.token });
    expect(unknown.status).toBe(404);
  });

  it.each(['NIM-2026-1', 'nim-2026-000001', 'NB-7K2M-9QXD', 'NIM-2026-0000001'])(
    'answers 400 for the malformed number %s',
    async (number) => {
      const user = await signedInUser();
      for (const path of [`/api/billing/invoices/${number}`, `/api/billing/invoices/${number}/pdf`]) {
        const res = await api('GET', path, { token: user.token });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          error: billingErrors.invoiceMalformed,
          fields: { number: billingErrors.invoiceMalformed },
        });
      }
    },
  );

  it('answers the PDF as an attachment named after the invoice', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER);
    const number = invoiceNumberOf(await placedOrder(user.token));
    const res = await fetchPdf(user.token, number);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(1024);
  });

  it('refuses the PDF without a token', async () => {
    const res = await exports.default.fetch(new Request('http://nimbus.test/api/billing/invoices/NIM-2026-000001/pdf'));
    expect(res.status).toBe(401);
  });
});

describe('GET /api/billing/invoices', () => {
  it("lists the customer's own invoices, newest first", async () => {
    const user = await signedInUser();
    await giveBillingDetails(user.token, GERMAN_CONSUMER);
    await placedOrder((await customerWithCart()).token);
    const placed = [];
    for (const planId of ['starter', 'pro', 'business']) {
      await addToCart(user.token, { planId, billingPeriod: 'annual' });
      placed.push(await placedOrder(user.token));
    }
    const res = await api<InvoiceList>('GET', '/api/billing/invoices', { token: user.token });
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    const listed = res.body.data.invoices;
    expect(listed.map((invoice) => invoice.number)).toEqual(placed.map(invoiceNumberOf).reverse());
    expect(listed.map((invoice) => [invoice.orderNumber, invoice.totalCents, invoice.status])).toEqual([
      // A year of each: 758 × 1.19, 278 × 1.19, 115 × 1.19.
      [placed[2]?.number, 90202, 'pendingPayment'],
      [placed[1]?.number, 33082, 'pendingPayment'],
      [placed[0]?.number, 13685, 'pendingPayment'],
    ]);
    expect(listed[0]).toMatchObject({ orderId: placed[2]?.id, paidAt: null });
  });

  it('is empty for a new customer', async () => {
    const user = await signedInUser();
    expect((await api('GET', '/api/billing/invoices', { token: user.token })).body).toEqual({
      success: true,
      data: { invoices: [] },
    });
  });
});
