/**
 * Order queries. An order is written by one D1 batch, which D1 runs as one transaction:
 * the order, its lines and the idempotency record are inserted and the cart emptied together, or
 * nothing is. D1 has no interactive transactions, so the check "the cart is still the one that was
 * priced" happens inside the batch: the order's `line_count` is computed by a subquery that yields
 * NULL when the cart differs, the NOT NULL constraint fails and the batch rolls back.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Order, OrderSummary } from '../../site/shared/api/orders';
import { invoiceStatus, toDollars } from '../../site/shared/domain/billing';
import type { InstanceKind, ServiceCategory } from '../../site/shared/domain/catalog';
import type { OrderStatus } from '../../site/shared/domain/orders';
import type { BillingPeriod, Discount } from '../../site/shared/domain/pricing';
import { can, type Role } from '../../site/shared/domain/teams';
import { runNamed } from '../lib/named-batch';
import type { Actor } from './actor';
import { issueInvoice, type NewInvoice } from './billing';
import { cartRowsWithCatalog } from './cart';
import type { Db } from './client';
import { cartItems, idempotencyKeys, invoices, orderLines, orders } from './schema';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** A cart line as checkout reads it: what the signature needs and the catalog entry behind it. */
export type CheckoutLine = {
  id: string;
  billingPeriod: BillingPeriod;
  updatedAt: number;
  /** GPU instances on the line (1 otherwise). */
  count: number;
  /** The region picked, or null: the first of the item's locations. */
  region: string | null;
  item:
    | {
        type: 'instance';
        kind: InstanceKind;
        id: string;
        name: string;
        /** The price it is ordered at: monthly for a VPS size, hourly for a GPU; null for custom pricing. */
        monthlyPrice: number | null;
        hourlyPrice: number | null;
        available: boolean;
        locations: string[] | 'All';
      }
    | { type: 'plan'; id: string; name: string; monthlyPrice: number | null; available: boolean }
    | {
        type: 'service';
        id: string;
        category: ServiceCategory;
        name: string;
        monthlyPrice: number | null;
        available: boolean;
        /** Where it can run: data centers, or all of them. */
        locations: string[] | 'All';
      };
};

/** The cart with each line's catalog entry, oldest line first (the cart page's order). */
export async function readCheckoutCart(db: Db, accountId: string): Promise<CheckoutLine[]> {
  return toCheckoutLines(await cartRowsWithCatalog(db, accountId));
}

/** `cartRowsWithCatalog`'s rows as checkout reads them. */
export function toCheckoutLines(rows: Awaited<ReturnType<typeof cartRowsWithCatalog>>): CheckoutLine[] {
  return rows.flatMap(({ line, plan, service, instance }): CheckoutLine[] => {
    const { id: lineId, billingPeriod, updatedAt, count, region } = line;
    const base = { id: lineId, billingPeriod, updatedAt, count, region };
    if (instance) {
      const { id, kind, name, monthlyPrice, hourlyPrice, active, isOutOfStock, locations } = instance;
      const available = active && !isOutOfStock;
      return [{ ...base, item: { type: 'instance', kind, id, name, monthlyPrice, hourlyPrice, available, locations } }];
    }
    if (plan) {
      const { id, name, monthlyPrice, active } = plan;
      return [{ ...base, item: { type: 'plan', id, name, monthlyPrice, available: active } }];
    }
    if (service) {
      const { id, category, name, monthlyPrice, active, isOutOfStock, locations } = service;
      const available = active && !isOutOfStock;
      return [{ ...base, item: { type: 'service', id, category, name, monthlyPrice, available, locations } }];
    }
    return [];
  });
}

/** The cart's state in one string; the same expression in SQL below must give the same text. */
export function cartSignature(lines: readonly Pick<CheckoutLine, 'id' | 'billingPeriod' | 'updatedAt'>[]): string {
  return [...lines]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((line) => `${line.id}:${line.billingPeriod}:${line.updatedAt}`)
    .join('|');
}

const cartSignatureSql = (accountId: string): SQL =>
  sql`(SELECT group_concat(sig, '|') FROM (SELECT ${cartItems.id} || ':' || ${cartItems.billingPeriod} || ':' || ${cartItems.updatedAt} AS sig FROM ${cartItems} WHERE ${cartItems.accountId} = ${accountId} ORDER BY ${cartItems.id}))`;

/** Columns of migrations/0018 that older callers leave to their defaults. */
type NewColumns = 'itemKind' | 'count' | 'region' | 'hourlyRateMills';

export type NewOrder = {
  id: string;
  number: string;
  /** Who placed it. */
  userId: string;
  /** Whose order it is (the current account). */
  accountId: string;
  createdAt: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  coupon: (Discount & { code: string }) | null;
  billing: { name: string; email: string; companyName: string; address: string };
  /** A line's id may be given, so the services made from it can name it. */
  lines: (Omit<OrderLineRow, 'id' | 'orderId' | 'position' | NewColumns> &
    Partial<Pick<OrderLineRow, NewColumns>> & { id?: string })[];
};

// D1 allows 100 bound parameters per statement (toolchain.md); a line binds 14.
const LINE_COLUMNS = 14;
const LINES_PER_STATEMENT = Math.floor(100 / LINE_COLUMNS);

/**
 * The statements that write the order, for one batch, guarded by the actor's guard and the
 * signature of the cart that was priced: the batch fails when the session ended, a limit was
 * passed or the cart changed (the order's line count is then NULL, which its column refuses), and
 * when the key or the number is taken; nothing is written then, and the invoice takes no number. Unrun.
 */
export function insertOrder(
  db: Db,
  actor: Actor,
  order: NewOrder,
  invoice: NewInvoice | null,
  key: { key: string; fingerprint: string },
  signature: string,
) {
  const lineCount = sql`(SELECT CASE WHEN ${cartSignatureSql(order.accountId)} = ${signature} AND ${actor.guard} THEN ${order.lines.length} END)`;
  const insertOrderRow = db.insert(orders).values({
    id: order.id,
    number: order.number,
    userId: order.userId,
    accountId: order.accountId,
    status: 'pendingPayment',
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    couponCode: order.coupon?.code ?? null,
    couponType: order.coupon?.discountType ?? null,
    couponValue: order.coupon?.discountValue ?? null,
    billingName: order.billing.name,
    billingEmail: order.billing.email,
    billingCompany: order.billing.companyName,
    billingAddress: order.billing.address,
    lineCount,
    createdAt: order.createdAt,
  });
  const rows = order.lines.map((line, position) => ({
    ...line,
    id: line.id ?? crypto.randomUUID(),
    orderId: order.id,
    position,
  }));
  const chunks = Array.from({ length: Math.ceil(rows.length / LINES_PER_STATEMENT) }, (_, index) =>
    rows.slice(index * LINES_PER_STATEMENT, (index + 1) * LINES_PER_STATEMENT),
  );
  const lineInserts = chunks.map((chunk) => db.insert(orderLines).values(chunk));
  const record = db.insert(idempotencyKeys).values({
    userId: order.userId,
    key: key.key,
    fingerprint: key.fingerprint,
    orderId: order.id,
    createdAt: order.createdAt,
  });
  const emptyCart = db.delete(cartItems).where(and(eq(cartItems.accountId, order.accountId), actor.guard));
  // After the order's insert, whose guard fails the whole batch: the invoice then takes no number.
  // An order of monthly items only has no invoice: their usage is invoiced monthly.
  const issued = invoice ? issueInvoice(db, invoice) : null;
  const invoiceStatements = issued ? [issued.sequence, issued.invoice] : [];
  return [insertOrderRow, ...lineInserts, ...invoiceStatements, record, emptyCart] as const;
}

/** The customer's idempotency record for `key` (none yet: an empty list), unrun so it can join a batch. */
export function idempotencyRecord(db: Db, userId: string, key: string) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
}

/** What the customer reads: the invoice's state, or "Confirmed" for an order without one. */
function orderStatus(
  invoice: Pick<InvoiceRow, 'dueAt' | 'paidAt' | 'paidCents'> | undefined,
  now: number,
): OrderStatus {
  if (!invoice) return 'confirmed';
  return invoiceStatus(invoice, now);
}

function toOrder(row: OrderRow, lines: OrderLineRow[], invoice: InvoiceRow | undefined, now: number): Order {
  const coupon =
    row.couponCode !== null && row.couponType !== null && row.couponValue !== null
      ? { code: row.couponCode, discountType: row.couponType, discountValue: row.couponValue }
      : null;
  return {
    id: row.id,
    number: row.number,
    status: orderStatus(invoice, now),
    createdAt: new Date(row.createdAt).toISOString(),
    lines: lines.map((line) => ({
      // A VPS size or GPU is stored as item_type 'service' with its kind beside it (migrations/0018).
      itemType: line.itemKind ?? line.itemType,
      itemId: line.itemId,
      category: line.category,
      name: line.name,
      billingPeriod: line.billingPeriod,
      monthlyPrice: toDollars(line.monthlyPriceCents),
      unitPrice: toDollars(line.unitPriceCents),
      count: line.count,
      region: line.region,
      hourlyPrice: line.hourlyRateMills === null ? null : line.hourlyRateMills / 1000,
    })),
    subtotal: toDollars(row.subtotalCents),
    discount: toDollars(row.discountCents),
    tax: toDollars(row.taxCents),
    total: toDollars(row.totalCents),
    coupon,
    invoice: invoice
      ? {
          number: invoice.number,
          status: invoiceStatus(invoice, now),
          dueAt: new Date(invoice.dueAt).toISOString(),
          paidAt: invoice.paidAt === null ? null : new Date(invoice.paidAt).toISOString(),
          tax: { kind: invoice.taxKind, rateBasisPoints: invoice.taxRateBp, country: invoice.taxCountry },
        }
      : null,
    billing: {
      name: row.billingName,
      email: row.billingEmail,
      companyName: row.billingCompany,
      address: row.billingAddress,
    },
  };
}

/** One of the account's orders (`account`: an id, or the signed-in request's SQL), its lines and invoice, unrun. */
export function orderQueries(db: Db, account: string | SQL, id: string) {
  return {
    rows: db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.accountId, account))),
    lines: db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position)),
    invoiceRows: db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, id), eq(invoices.accountId, account))),
  };
}

/**
 * What a role reads of an order: one without billing data (member, viewer) reads it without the
 * billing address, the invoice and the tax (docs/decisions/billing-data-by-role.md).
 */
export function orderForRole(order: Order, role: Role): Order {
  return can(role, 'billing:read') ? order : { ...order, tax: null, invoice: null, billing: null };
}

/** The order from `orderQueries`' results; another customer's is not found, like an unknown id. */
export function orderFrom(
  { rows, lines, invoiceRows }: { rows: OrderRow[]; lines: OrderLineRow[]; invoiceRows: InvoiceRow[] },
  now: number,
): Order | undefined {
  const [order] = rows;
  return order ? toOrder(order, lines, invoiceRows[0], now) : undefined;
}

export async function findOrder(db: Db, accountId: string, id: string): Promise<Order | undefined> {
  return orderFrom(await runNamed(db, orderQueries(db, accountId, id)), Date.now());
}

/** The account's orders with their invoices, newest first (rowid breaks ties within one millisecond), unrun. */
export function ordersOf(db: Db, account: string | SQL) {
  return (
    db
      // Only the invoice's columns the status needs: none shares a name with the order's.
      .select({ order: orders, dueAt: invoices.dueAt, paidAt: invoices.paidAt, paidCents: invoices.paidCents })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.accountId, account))
      .orderBy(desc(orders.createdAt), desc(sql`${orders}.rowid`))
  );
}

export function toOrderSummaries(
  rows: { order: OrderRow; dueAt: number | null; paidAt: number | null; paidCents: number | null }[],
  now: number,
): OrderSummary[] {
  return rows.map(({ order, dueAt, paidAt, paidCents }) => ({
    id: order.id,
    number: order.number,
    status: orderStatus(dueAt === null ? undefined : { dueAt, paidAt, paidCents }, now),
    createdAt: new Date(order.createdAt).toISOString(),
    itemCount: order.lineCount,
    total: toDollars(order.totalCents),
  }));
}
