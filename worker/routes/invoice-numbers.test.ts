// Invoice numbers run without gaps per calendar year, one sequence for the whole shop (docs/decisions/invoices-and-bank-transfer.md): under
// concurrent checkouts, and when a checkout fails inside its batch.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderErrors } from '../../site/shared/api/orders';
import type { NewInvoice } from '../db/billing';
import { upsertCartItem } from '../db/cart';
import { getDb } from '../db/client';
import { cartSignature, insertOrder, type NewOrder, readCheckoutCart } from '../db/orders';
import { GERMAN_CONSUMER } from '../test/billing';
import { IN_STOCK_SERVICE, seedWithInStockService } from '../test/catalog';
import {
  currentYear,
  customerWithCart,
  invoiceNumberOf,
  lastInvoiceSequence,
  placedOrder,
  placeOrder,
  sequenceOf,
} from '../test/checkout';
import { userIdOf } from '../test/helpers';
import { signedInAs } from '../test/signed-in-as';

beforeAll(async () => {
  await seedWithInStockService();
});

const VPS = { serviceId: IN_STOCK_SERVICE._id, category: 'kvmVps', billingPeriod: 'annual' } as const;
const CUSTOMERS = 50;

async function invoiceCount() {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM invoices').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('concurrent checkouts', () => {
  it(`${CUSTOMERS} customers checking out at once get distinct, consecutive numbers of this year`, async () => {
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) =>
        customerWithCart(i % 2 === 0 ? GERMAN_CONSUMER : undefined, [{ planId: 'pro', billingPeriod: 'annual' }]),
      ),
    );
    const before = await lastInvoiceSequence();

    const results = await Promise.all(customers.map((customer) => placeOrder(customer.token)));

    expect(results.map((res) => res.status)).toEqual(Array(CUSTOMERS).fill(201));
    const numbers = results.map((res) => {
      if (!res.body.success) throw new Error(res.body.error);
      return invoiceNumberOf(res.body.data);
    });
    console.log(`INVOICE-RACE ${numbers.join(' ')}`);
    expect(new Set(numbers).size).toBe(CUSTOMERS);
    const year = currentYear();
    for (const number of numbers) expect(number.startsWith(`NIM-${year}-`)).toBe(true);
    const sorted = numbers.map(sequenceOf).sort((a, b) => a - b);
    // No gap and nothing taken twice: exactly the next 50 numbers after the sequence's last.
    expect(sorted).toEqual(Array.from({ length: CUSTOMERS }, (_, i) => before + 1 + i));
    expect(await lastInvoiceSequence()).toBe(before + CUSTOMERS);

    // Each invoice belongs to the order that answered it.
    const { results: rows } = await env.DB.prepare(
      `SELECT number, order_id FROM invoices WHERE year = ? AND sequence > ? ORDER BY sequence`,
    )
      .bind(year, before)
      .all<{ number: string; order_id: string }>();
    const byNumber = new Map(rows.map((row) => [row.number, row.order_id]));
    for (const res of results) {
      if (!res.body.success) continue;
      expect(byNumber.get(invoiceNumberOf(res.body.data))).toBe(res.body.data.id);
    }
  }, 120_000);

  it('one cart checked out 10 times at once with different keys: one order, one number', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [{ planId: 'starter', billingPeriod: 'annual' }, VPS]);
    const before = await lastInvoiceSequence();
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(user.token)));
    const statuses = results.map((res) => res.status);
    // The losers' batches fail on the emptied cart, or they read it empty: either way no number.
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    const winner = results.find((res) => res.status === 201);
    if (!winner?.body.success) throw new Error('no order');
    expect(invoiceNumberOf(winner.body.data)).toBe(`NIM-${currentYear()}-${String(before + 1).padStart(6, '0')}`);
    expect(await lastInvoiceSequence()).toBe(before + 1);
  });
});

/** An order of the VPS for `userId` and its invoice, as checkout would write them (no tax). */
function vpsOrder(userId: string, email: string, lines: Awaited<ReturnType<typeof readCheckoutCart>>) {
  const createdAt = Date.now();
  const order: NewOrder = {
    id: crypto.randomUUID(),
    number: `NB-${crypto.randomUUID().slice(0, 4).toUpperCase()}-GAPS`,
    userId,
    accountId: userId,
    createdAt,
    subtotalCents: 650,
    discountCents: 0,
    taxCents: 0,
    totalCents: 650,
    coupon: null,
    billing: { name: 'Ada Lovelace', email, companyName: '', address: 'San Francisco' },
    lines: lines.map(({ billingPeriod, item }) => ({
      itemType: item.type === 'plan' ? ('plan' as const) : ('service' as const),
      itemId: item.id,
      category: 'kvmVps',
      name: item.name,
      billingPeriod,
      monthlyPriceCents: 650,
      unitPriceCents: 650,
    })),
  };
  const invoice: NewInvoice = {
    orderId: order.id,
    userId,
    accountId: userId,
    orderNumber: order.number,
    issuedAt: createdAt,
    dueAt: createdAt,
    seller: {
      name: 'S',
      addressLines: [],
      vatNumber: null,
      email: 'b@nimbus.example',
      bank: { name: 'B', iban: 'I', bic: 'C' },
    },
    buyer: { name: 'Ada Lovelace', addressLines: [], vatNumber: null, country: 'US', email, vatConfirmation: null },
    lines: [],
    couponCode: null,
    subtotalCents: 650,
    discountCents: 0,
    netCents: 650,
    taxCents: 0,
    totalCents: 650,
    tax: { kind: 'none', country: 'US' },
  };
  return { order, invoice };
}

describe('a checkout that fails takes no number', () => {
  it('a batch refused before or after the increment leaves the sequence; the next checkout takes the next number', async () => {
    const db = getDb(env.DB);
    const user = await customerWithCart(undefined, [VPS]);
    const userId = await userIdOf(user.email);
    const key = crypto.randomUUID();
    expect((await placeOrder(user.token, {}, key)).status).toBe(201);
    const before = await lastInvoiceSequence();
    const invoicesBefore = await invoiceCount();
    const signedIn = await signedInAs(userId);

    // 1. The cart changed between pricing and writing (another tab switched the line to annual): the
    // order's own insert fails, before the sequence's increment.
    await upsertCartItem(db, userId, { serviceId: IN_STOCK_SERVICE._id }, 'annual');
    const priced = await readCheckoutCart(db, userId);
    await upsertCartItem(db, userId, { serviceId: IN_STOCK_SERVICE._id }, 'annual');
    const stale = vpsOrder(userId, user.email, priced);
    await expect(
      signedIn.runNext(
        insertOrder(
          db,
          signedIn.actor,
          stale.order,
          stale.invoice,
          { key: crypto.randomUUID(), fingerprint: 'f' },
          cartSignature(priced),
        ),
      ),
    ).rejects.toThrow(/NOT NULL constraint failed: orders.line_count/);
    expect(await lastInvoiceSequence()).toBe(before);
    expect(await invoiceCount()).toBe(invoicesBefore);

    // 2. The key was used already: the batch fails at the key's record, after the sequence was
    // incremented and the invoice written, and all of it is rolled back.
    const current = await readCheckoutCart(db, userId);
    const reused = vpsOrder(userId, user.email, current);
    await expect(
      signedIn.runNext(
        insertOrder(
          db,
          signedIn.actor,
          reused.order,
          reused.invoice,
          { key, fingerprint: 'f' },
          cartSignature(current),
        ),
      ),
    ).rejects.toThrow(/UNIQUE constraint failed: idempotency_keys/);
    expect(await lastInvoiceSequence()).toBe(before);
    expect(await invoiceCount()).toBe(invoicesBefore);
    const orphan = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE id IN (?, ?)')
      .bind(stale.order.id, reused.order.id)
      .first<{ n: number }>();
    expect(orphan?.n).toBe(0);

    // The next successful checkout takes the very next number: the same customer's changed cart.
    const next = await placedOrder(user.token);
    expect(sequenceOf(invoiceNumberOf(next))).toBe(before + 1);
    expect(await lastInvoiceSequence()).toBe(before + 1);
  });

  it('an out-of-stock item, an empty cart, a bad coupon or a reused key leave the sequence', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [VPS]);
    const before = await lastInvoiceSequence();

    await env.DB.prepare('UPDATE services SET is_out_of_stock = 1 WHERE id = ?').bind(IN_STOCK_SERVICE._id).run();
    try {
      const res = await placeOrder(user.token);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, error: orderErrors.unavailable(IN_STOCK_SERVICE.name) });
    } finally {
      await env.DB.prepare('UPDATE services SET is_out_of_stock = 0 WHERE id = ?').bind(IN_STOCK_SERVICE._id).run();
    }
    expect((await placeOrder(user.token, { couponCode: 'NOPE' })).status).toBe(400);
    expect(await lastInvoiceSequence()).toBe(before);

    const key = crypto.randomUUID();
    const first = await placeOrder(user.token, {}, key);
    expect(first.status).toBe(201);
    expect(await lastInvoiceSequence()).toBe(before + 1);
    // A replay answers the same order and invoice; the same key with another body is refused.
    const replay = await placeOrder(user.token, {}, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await placeOrder(user.token, { couponCode: 'SAVE5' }, key)).status).toBe(409);
    expect((await placeOrder(user.token)).status).toBe(400);
    expect(await lastInvoiceSequence()).toBe(before + 1);
  });
});
