import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { billingErrors, type InvoiceList } from '../../site/shared/api/billing';
import type { Order, OrderList } from '../../site/shared/api/orders';
import { limitOf } from '../lib/limits';
import { GERMAN_CONSUMER } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { customerWithCart, invoiceNumberOf, placedOrder, readInvoice } from '../test/checkout';
import { api, freshClient } from '../test/helpers';
import { mailsTo, waitForMail } from '../test/mail';
import { OPERATOR_KEY, recordPayment } from '../test/operator';

beforeAll(async () => {
  await seedWithInStockService();
});

const DAY = 86_400_000;
/** A German consumer's order of Pro, annual: $278 + 19% VAT = $330.82 due. */
async function invoicedOrder() {
  const user = await customerWithCart(GERMAN_CONSUMER);
  const order = await placedOrder(user.token);
  return { user, order, number: invoiceNumberOf(order) };
}

async function readOrder(token: string, id: string) {
  const res = await api<Order>('GET', `/api/orders/${id}`, { token });
  if (!res.body.success) throw new Error(res.body.error);
  return res.body.data;
}

describe('the operator key', () => {
  it('is configured for the tests as a Worker secret of a sensible length', () => {
    expect(OPERATOR_KEY.length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['no key', null],
    ['a wrong key', 'not-the-operator-key-0123456789abcdefghijkl'],
    ['the key with one character changed', `${OPERATOR_KEY.slice(0, -1)}x`],
    ['an empty bearer', ''],
  ])('%s → 401 and the invoice stays unpaid', async (_, key) => {
    const { user, number } = await invoicedOrder();
    const res = await recordPayment({ invoiceNumber: number, amountCents: 33082 }, key);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: billingErrors.operatorKey });
    expect(await readInvoice(user.token, number)).toMatchObject({ status: 'pendingPayment', paidAt: null });
  });

  it('is not a customer’s token', async () => {
    const { user, number } = await invoicedOrder();
    const res = await recordPayment({ invoiceNumber: number, amountCents: 33082 }, user.token);
    expect(res.status).toBe(401);
  });
});

describe('POST /api/operator/payments', () => {
  it('answers 404 for an unknown invoice', async () => {
    const res = await recordPayment({ invoiceNumber: 'NIM-1999-000001', amountCents: 33082 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: billingErrors.invoiceNotFound });
  });

  it.each([
    [{ invoiceNumber: 'NIM-2026-1', amountCents: 33082 }, 'invoiceNumber'],
    [{ invoiceNumber: 'NIM-2026-000001', amountCents: 330.82 }, 'amountCents'],
    [{ invoiceNumber: 'NIM-2026-000001', amountCents: 0 }, 'amountCents'],
    [{ invoiceNumber: 'NIM-2026-000001' }, 'amountCents'],
  ])('answers 400 for %j', async (body, field) => {
    const res = await recordPayment(body);
    expect(res.status).toBe(400);
    if (res.body.success) throw new Error('accepted');
    expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
  });

  it('records the right amount: the invoice is paid, the order reads "paid", a receipt goes out', async () => {
    const { user, order, number } = await invoicedOrder();
    const before = Date.now();
    const res = await recordPayment({ invoiceNumber: number, amountCents: 33082 });
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    const paid = res.body.data.invoice;
    expect(paid).toMatchObject({ number, orderId: order.id, status: 'paid', totalCents: 33082, amountDueCents: 0 });
    const paidAt = Date.parse(paid.paidAt ?? '');
    expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
    expect(paidAt).toBeLessThanOrEqual(Date.now());

    expect(await readInvoice(user.token, number)).toEqual(paid);
    const read = await readOrder(user.token, order.id);
    expect(read.status).toBe('paid');
    expect(read.invoice).toMatchObject({ number, status: 'paid', paidAt: paid.paidAt });
    const list = await api<OrderList>('GET', '/api/orders', { token: user.token });
    expect(list.body.success && list.body.data.orders.map((o) => o.status)).toEqual(['paid']);

    const receipt = await waitForMail(user.email, 'payment-received');
    expect(receipt.subject).toContain(number);
    expect(receipt.text).toContain('$330.82');
    expect(receipt.text).toContain(order.number);
    expect(receipt.text.startsWith('Hello,\n')).toBe(true);
  });

  it('refuses to record a paid invoice again (409), keeping the first payment', async () => {
    const { user, number } = await invoicedOrder();
    const first = await recordPayment({ invoiceNumber: number, amountCents: 33082 });
    expect(first.status).toBe(200);
    const again = await recordPayment({ invoiceNumber: number, amountCents: 33082 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, error: billingErrors.alreadyPaid });
    expect((await readInvoice(user.token, number)).paidAt).toBe(
      first.body.success ? first.body.data.invoice.paidAt : null,
    );
  });

  it('records 10 identical records sent at once exactly once, with one receipt', async () => {
    const { user, number } = await invoicedOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => recordPayment({ invoiceNumber: number, amountCents: 33082 })),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({ success: false, error: billingErrors.alreadyPaid });
    }
    await waitForMail(user.email, 'payment-received');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email, 'payment-received')).toHaveLength(1);
  }, 20_000);
});

describe('an unpaid invoice past its due date', () => {
  it('reads "overdue" in the order list, the order and the invoice list; paid, it reads "paid"', async () => {
    // Ordered 15 days ago (the clock set back for the checkout alone): an issued invoice's dates never change.
    const user = await customerWithCart(GERMAN_CONSUMER);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 15 * DAY);
    const order = await placedOrder(user.token).finally(() => vi.useRealTimers());
    const number = invoiceNumberOf(order);

    const list = await api<OrderList>('GET', '/api/orders', { token: user.token });
    expect(list.body.success && list.body.data.orders.map((o) => [o.number, o.status])).toEqual([
      [order.number, 'overdue'],
    ]);
    const read = await readOrder(user.token, order.id);
    expect(read.status).toBe('overdue');
    expect(read.invoice?.status).toBe('overdue');
    const invoices = await api<InvoiceList>('GET', '/api/billing/invoices', { token: user.token });
    expect(invoices.body.success && invoices.body.data.invoices.map((i) => [i.number, i.status])).toEqual([
      [number, 'overdue'],
    ]);
    expect((await readInvoice(user.token, number)).status).toBe('overdue');

    // A late payment still settles it.
    expect((await recordPayment({ invoiceNumber: number, amountCents: 33082 })).status).toBe(200);
    expect((await readOrder(user.token, order.id)).status).toBe('paid');
    expect((await readInvoice(user.token, number)).status).toBe('paid');
  });
});

describe('the operator limit', () => {
  it('counts every request from one client, wrong keys and the right one alike', async () => {
    const { user, number } = await invoicedOrder();
    const { limit } = limitOf(env, 'operator');
    const client = freshClient();
    const excess = 5;
    const guesses = await Promise.all(
      Array.from({ length: limit + excess }, (_, i) =>
        recordPayment(
          { invoiceNumber: number, amountCents: 33082 },
          `wrong-key-${i}-0123456789abcdefghijklmnop`,
          client,
        ),
      ),
    );
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(excess);
    const limited = guesses.find((res) => res.status === 429);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);

    // Counted before the key is checked: the right key from this client is refused too.
    const right = await recordPayment({ invoiceNumber: number, amountCents: 33082 }, OPERATOR_KEY, client);
    expect(right.status).toBe(429);
    expect(await readInvoice(user.token, number)).toMatchObject({ status: 'pendingPayment', paidAt: null });

    // Another client is not held up.
    const other = await recordPayment({ invoiceNumber: number, amountCents: 33082 }, OPERATOR_KEY, freshClient());
    expect(other.status).toBe(200);
  }, 30_000);
});
