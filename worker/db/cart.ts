/**
 * Cart queries: the cart is an account's (docs/decisions/accounts-and-teams.md), one line per
 * account and item, kept so by UNIQUE indexes and upserts. The signed-in routes run them inside one
 * batch (lib/signed-in.ts), so most take the account as SQL (the session's subquery, NULL unless
 * the role may use the cart) and are returned unrun; writes also take `allowed`, the batch's "live
 * session, within limits, role allows" condition, and change nothing when it is false.
 */
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CartItem } from '../../site/shared/api/cart';
import type { BillingPeriod } from '../../site/shared/domain/pricing';
import { toPlanDto, toServiceDto } from './catalog';
import type { Db } from './client';
import { cartItems, plans, services } from './schema';

export type ItemRef = { planId: string } | { serviceId: string };
/** An account's id, or SQL standing for it (the signed-in request's account). */
type Account = string | SQL;
/** Who adds a line: the user (kept as who added it) and the account whose cart it is, as SQL. */
export type CartOwner = { user: SQL; account: SQL };
/** A value, or SQL standing for one (a placeholder of a statement built once, db/compiled.ts). */
type Value<T> = T | SQLWrapper;

/** The line a cart write adds or changes: its new id, the item, the billing period and the time. */
export type NewLine = {
  id: Value<string>;
  itemId: Value<string>;
  billingPeriod: Value<BillingPeriod>;
  now: Value<number>;
  /** Services only: the category the customer saw the service in; NULL (or absent) for any. */
  category?: Value<string | null>;
};

/**
 * Adds the item or, when it is already in the cart, updates its billing period; nothing when the
 * item cannot be added (unknown, retired, custom-priced, out of stock, another category) or
 * `allowed` is false. One statement: concurrent identical adds meet the UNIQUE index and become
 * updates. The route reads the item in the same batch to say why nothing was added.
 */
export function addCartItem(db: Db, who: CartOwner, allowed: SQL, kind: 'plan' | 'service', line: NewLine) {
  const { id, itemId, billingPeriod, now } = line;
  const { user, account } = who;
  const set = { billingPeriod: sql`${billingPeriod}`, updatedAt: sql`${now}` };
  // INSERT … SELECT lists every column in the table's order: id, user, plan, service, period, created,
  // updated, account.
  if (kind === 'plan') {
    return db
      .insert(cartItems)
      .select(
        sql`SELECT ${id}, ${user}, ${plans.id}, NULL, ${billingPeriod}, ${now}, ${now}, ${account} FROM ${plans}
          WHERE ${plans.id} = ${itemId} AND ${plans.active} = 1 AND ${plans.monthlyPrice} IS NOT NULL AND ${allowed}`,
      )
      .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.planId], set });
  }
  const category = line.category ?? null;
  return db
    .insert(cartItems)
    .select(
      sql`SELECT ${id}, ${user}, NULL, ${services.id}, ${billingPeriod}, ${now}, ${now}, ${account} FROM ${services}
        WHERE ${services.id} = ${itemId} AND ${services.active} = 1 AND ${services.monthlyPrice} IS NOT NULL
          AND ${services.isOutOfStock} = 0 AND (${category} IS NULL OR ${services.category} = ${category}) AND ${allowed}`,
    )
    .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.serviceId], set });
}

/**
 * Adds the item or updates its billing period, unconditionally (tests set up carts with it); the
 * cart is `accountId`'s, the user's personal one unless given.
 */
export async function upsertCartItem(
  db: Db,
  userId: string,
  ref: ItemRef,
  billingPeriod: BillingPeriod,
  accountId = userId,
) {
  const now = Date.now();
  const values = { id: crypto.randomUUID(), userId, accountId, billingPeriod, createdAt: now, updatedAt: now };
  const set = { billingPeriod, updatedAt: now };
  if ('planId' in ref) {
    await db
      .insert(cartItems)
      .values({ ...values, planId: ref.planId })
      .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.planId], set });
  } else {
    await db
      .insert(cartItems)
      .values({ ...values, serviceId: ref.serviceId })
      .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.serviceId], set });
  }
}

/** Removes the line of item `itemId` when `allowed`; answers the removed line's id (none: it was not in the cart). */
export function removeCartItem(db: Db, account: SQL, allowed: SQL, kind: 'plan' | 'service', itemId: Value<string>) {
  const item = kind === 'plan' ? eq(cartItems.planId, itemId) : eq(cartItems.serviceId, itemId);
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.accountId, account), item, allowed))
    .returning({ id: cartItems.id });
}

/** The number of lines in the cart, unrun. */
export function cartItemCount(db: Db, account: Account) {
  return db.select({ n: sql<number>`count(*)` }).from(cartItems).where(eq(cartItems.accountId, account));
}

/** The cart's rows joined with their plan or service, oldest line first (the cart page and checkout). */
export function cartRowsWithCatalog(db: Db, account: Account) {
  return db
    .select({ line: cartItems, plan: plans, service: services })
    .from(cartItems)
    .leftJoin(plans, eq(plans.id, cartItems.planId))
    .leftJoin(services, eq(services.id, cartItems.serviceId))
    .where(eq(cartItems.accountId, account))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

type CartRow = Awaited<ReturnType<typeof cartRowsWithCatalog>>[number];

/**
 * The same rows as `cartRowsWithCatalog`, as three single-table reads for a batch: D1 answers a
 * batch's rows as objects keyed by column name, so a join's repeated names (`id`, `name`, …)
 * would overwrite each other; apart, they cannot. `joinCart` puts them together again.
 */
export function cartQueries(db: Db, account: Account) {
  const ofUser = (column: typeof cartItems.planId | typeof cartItems.serviceId) =>
    db.select({ id: column }).from(cartItems).where(eq(cartItems.accountId, account));
  return [
    db
      .select()
      .from(cartItems)
      .where(eq(cartItems.accountId, account))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    db
      .select()
      .from(plans)
      .where(inArray(plans.id, ofUser(cartItems.planId))),
    db
      .select()
      .from(services)
      .where(inArray(services.id, ofUser(cartItems.serviceId))),
  ] as const;
}

type LineRow = typeof cartItems.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

export function joinCart([lines, planRows, serviceRows]: readonly [LineRow[], PlanRow[], ServiceRow[]]): CartRow[] {
  const plansById = new Map(planRows.map((plan) => [plan.id, plan]));
  const servicesById = new Map(serviceRows.map((service) => [service.id, service]));
  return lines.map((line) => ({
    line,
    plan: (line.planId !== null && plansById.get(line.planId)) || null,
    service: (line.serviceId !== null && servicesById.get(line.serviceId)) || null,
  }));
}

/** The rows as the API answers them: each line's plan or service populated. */
export function toCartItems(rows: CartRow[]): CartItem[] {
  return rows.map(({ line, plan, service }) => ({
    id: line.id,
    planId: plan ? toPlanDto(plan) : null,
    serviceId: service ? toServiceDto(service) : null,
    category: service?.category ?? null,
    billingPeriod: line.billingPeriod,
  }));
}
