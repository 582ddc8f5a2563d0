import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../site/shared/domain/catalog';
import { checkout } from '../lib/checkout';
import { viesConfig } from '../lib/vat-confirmation';
import { storeBillingDetails } from '../test/billing';
import { catalogFromFiles, runSeed } from '../test/catalog';
import { signUp } from '../test/helpers';
import { signedInAs } from '../test/signed-in-as';
import type { NewInvoice } from './billing';
import { upsertCartItem } from './cart';
import { getDb } from './client';
import { cartSignature, findOrder, insertOrder, type NewOrder, readCheckoutCart } from './orders';
import { accountServices } from './schema';

/** The invoice of a test order: no tax, the order's own amounts. */
function invoiceFor(order: NewOrder): NewInvoice {
  const seller = {
    name: 'Seller',
    addressLines: [],
    vatNumber: null,
    email: 'billing@nimbus.example',
    bank: { name: 'B', iban: 'I', bic: 'C' },
  };
  return {
    orderId: order.id,
    userId: order.userId,
    accountId: order.accountId,
    orderNumber: order.number,
    issuedAt: order.createdAt,
    dueAt: order.createdAt,
    seller,
    buyer: {
      name: 'Ada',
      addressLines: [],
      vatNumber: null,
      country: 'US',
      email: 'ada@example.com',
      vatConfirmation: null,
    },
    lines: [],
    couponCode: null,
    subtotalCents: order.subtotalCents,
    discountCents: 0,
    netCents: order.subtotalCents,
    taxCents: 0,
    totalCents: order.totalCents,
    tax: { kind: 'none', country: 'US' },
  };
}

// 23 in-stock services: more lines than one statement may carry (10 per insert under D1's 100 bound parameters).
const EXTRA: Service[] = Array.from({ length: 23 }, (_, i) => ({
  _id: `bulk-${String(i).padStart(2, '0')}`,
  category: 'additionalServices',
  name: `Bulk add-on ${i}`,
  monthlyPrice: 1 + i,
  description: 'A test-only add-on.',
  features: [],
  locations: 'All',
  isOutOfStock: false,
  cpuCores: null,
  ram: null,
  storage: null,
  bandwidth: null,
}));

beforeAll(async () => {
  const data = catalogFromFiles();
  await runSeed({ ...data, services: [...data.services, ...EXTRA] });
});

async function userWithCart(serviceIds: string[]) {
  const db = getDb(env.DB);
  const { email } = await signUp();
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
  if (!row) throw new Error('no user');
  for (const serviceId of serviceIds) await upsertCartItem(db, row.id, { serviceId }, 'monthly');
  await storeBillingDetails(row.id);
  return { db, userId: row.id };
}

const tableCounts = async () =>
  JSON.stringify(
    (
      await env.DB.batch(
        ['orders', 'order_lines', 'idempotency_keys', 'cart_items', 'invoices', 'invoice_sequences'].map((t) =>
          env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`),
        ),
      )
    ).map((r) => r.results),
  );

describe('insertOrder', () => {
  it('writes nothing when the cart is no longer the one that was priced', async () => {
    const { db, userId } = await userWithCart(['bulk-00', 'bulk-01']);
    const cart = await readCheckoutCart(db, userId);
    const signature = cartSignature(cart);
    // The cart changes between pricing and writing (another tab switches a line to annual).
    await upsertCartItem(db, userId, { serviceId: 'bulk-01' }, 'annual');
    const before = await tableCounts();
    const order: NewOrder = {
      id: crypto.randomUUID(),
      number: 'NB-TEST-0001',
      userId,
      accountId: userId,
      createdAt: Date.now(),
      subtotalCents: 300,
      discountCents: 0,
      taxCents: 0,
      totalCents: 300,
      coupon: null,
      billing: { name: 'Ada', email: 'ada@example.com', companyName: '', address: '' },
      lines: cart.map(({ billingPeriod, item }) => ({
        itemType: item.type === 'plan' ? ('plan' as const) : ('service' as const),
        itemId: item.id,
        category: null,
        name: item.name,
        billingPeriod,
        monthlyPriceCents: (item.monthlyPrice ?? 0) * 100,
        unitPriceCents: (item.monthlyPrice ?? 0) * 100,
      })),
    };
    const invoice = invoiceFor(order);
    const signedIn = await signedInAs(userId);
    await expect(
      signedIn.runNext(
        insertOrder(db, signedIn.actor, order, invoice, { key: 'k-12345678', fingerprint: 'f' }, signature),
      ),
    ).rejects.toThrow();
    expect(await tableCounts()).toBe(before);
    // With the signature of the cart as it is now, the same order goes through whole.
    await signedIn.runNext(
      insertOrder(
        db,
        signedIn.actor,
        order,
        invoice,
        { key: 'k-12345678', fingerprint: 'f' },
        cartSignature(await readCheckoutCart(db, userId)),
      ),
    );
    expect(await findOrder(db, userId, order.id)).toMatchObject({ lines: expect.any(Array) });
    expect(await readCheckoutCart(db, userId)).toEqual([]);
  });

  it('computes the same signature in SQL as in JavaScript', async () => {
    const { db, userId } = await userWithCart(['bulk-03', 'bulk-02', 'bulk-04']);
    const row = await env.DB.prepare(
      "SELECT group_concat(sig, '|') AS s FROM (SELECT id || ':' || billing_period || ':' || updated_at AS sig FROM cart_items WHERE user_id = ? ORDER BY id)",
    )
      .bind(userId)
      .first<{ s: string }>();
    expect(row?.s).toBe(cartSignature(await readCheckoutCart(db, userId)));
  });
});

describe('checkout of a large cart', () => {
  it('stores all 23 lines (four line statements) in the order the cart shows them', async () => {
    const { db, userId } = await userWithCart(EXTRA.map((s) => s._id));
    const shown = (await readCheckoutCart(db, userId)).map((line) => line.item.id);
    expect(shown).toHaveLength(23);
    const { status, order } = await checkout(
      await signedInAs(userId),
      db,
      { userId, accountId: userId, address: 'test-client' },
      crypto.randomUUID(),
      {},
      viesConfig(env),
    );
    expect(status).toBe(201);
    expect(order.lines.map((line) => line.itemId)).toEqual(shown);
    // Monthly items only: nothing is due now, no invoice; each line is a service, metered from now.
    expect(order).toMatchObject({ subtotal: 0, total: 0, invoice: null, status: 'confirmed' });
    const services = await db.select().from(accountServices).where(eq(accountServices.orderId, order.id));
    expect(services.map((service) => service.itemId).sort()).toEqual([...shown].sort());
    expect(services.every((service) => service.startedAt === Date.parse(order.createdAt))).toBe(true);
    expect(await readCheckoutCart(db, userId)).toEqual([]);
  });
});
