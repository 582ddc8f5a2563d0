/**
 * Cart queries: the cart is an account's (docs/decisions/accounts-and-teams.md), one line per
 * account and item, kept so by UNIQUE indexes and upserts. The signed-in routes run them inside one
 * batch (lib/signed-in.ts), so most take the account as SQL (the session's subquery, NULL unless
 * the role may use the cart) and are returned unrun; writes also take `allowed`, the batch's "live
 * session, within limits, role allows" condition, and change nothing when it is false.
 */
import { and, asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CartItem } from '../../site/shared/api/cart';
import { MAX_GPU_COUNT } from '../../site/shared/domain/account-services';
import type { BillingPeriod } from '../../site/shared/domain/pricing';
import { DATA_CENTERS_JSON, regionOf, regionsOf } from '../../site/shared/domain/regions';
import { toInstanceDto, toPlanDto, toServiceDto } from './catalog';
import type { Db } from './client';
import { cartItems, instanceTypes, plans, services } from './schema';

export type ItemRef = { planId: string } | { serviceId: string } | { instanceId: string };
export type CartKind = 'plan' | 'service' | 'instance';

/** A region may be NULL (not picked) or one of `locations` (a JSON column or value; "All": the data centers). */
const regionOffered = (region: unknown, locations: SQLWrapper | string) =>
  sql`(${region} IS NULL OR ${region} IN (SELECT value FROM json_each(CASE WHEN ${locations} = '"All"' THEN ${DATA_CENTERS_JSON} ELSE ${locations} END)))`;
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
  /** A region the customer picked; NULL keeps the line's (a new line then runs in the first). */
  region: Value<string | null>;
};

/**
 * Adds the item or, when it is already in the cart, updates its billing period; nothing when the
 * item cannot be added (unknown, retired, custom-priced, free, out of stock, another category) or
 * `allowed` is false. One statement: concurrent identical adds meet the UNIQUE index and become
 * updates. The route reads the item in the same batch to say why nothing was added.
 */
export function addCartItem(db: Db, who: CartOwner, allowed: SQL, kind: 'plan' | 'service', line: NewLine) {
  const { id, itemId, billingPeriod, now, region } = line;
  const { user, account } = who;
  const set = {
    billingPeriod: sql`${billingPeriod}`,
    updatedAt: sql`${now}`,
    region: sql`coalesce(${region}, ${cartItems.region})`,
  };
  // INSERT … SELECT lists every column in the table's order: id, user, plan, service, period, created,
  // updated, account, instance, count, region.
  if (kind === 'plan') {
    return db
      .insert(cartItems)
      .select(
        sql`SELECT ${id}, ${user}, ${plans.id}, NULL, ${billingPeriod}, ${now}, ${now}, ${account}, NULL, 1, ${region} FROM ${plans}
          WHERE ${plans.id} = ${itemId} AND ${plans.active} = 1 AND ${plans.monthlyPrice} > 0
            AND ${regionOffered(region, '"All"')} AND ${allowed}`,
      )
      .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.planId], set });
  }
  const category = line.category ?? null;
  return db
    .insert(cartItems)
    .select(
      sql`SELECT ${id}, ${user}, NULL, ${services.id}, ${billingPeriod}, ${now}, ${now}, ${account}, NULL, 1, ${region} FROM ${services}
        WHERE ${services.id} = ${itemId} AND ${services.active} = 1 AND ${services.monthlyPrice} IS NOT NULL
          AND ${services.isOutOfStock} = 0 AND (${category} IS NULL OR ${services.category} = ${category})
          AND ${regionOffered(region, services.locations)} AND ${allowed}`,
    )
    .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.serviceId], set });
}

/** A new instance line: as `NewLine`, with how many instances to add (GPUs; 1 for a VPS size). */
export type NewInstanceLine = NewLine & { count: Value<number> };

/**
 * Adds a VPS size or GPU instance, or adds to its line: a GPU's count grows by `count` (never past
 * 8), a VPS size's line takes the new billing period. Nothing when the item cannot be added
 * (unknown, retired, custom-priced, out of stock, a GPU billed annually, a count on a VPS size, a
 * region it is not offered in), the line would pass 8, or `allowed` is false: the returned list is
 * then empty and the route reads the item to say why. One statement, so concurrent adds stay exact.
 */
export function addCartInstance(db: Db, who: CartOwner, allowed: SQL, line: NewInstanceLine) {
  const { id, itemId, billingPeriod, now, region, count } = line;
  const { user, account } = who;
  const priced = sql`CASE ${instanceTypes.kind} WHEN 'gpu' THEN ${instanceTypes.hourlyPrice} ELSE ${instanceTypes.monthlyPrice} END IS NOT NULL`;
  const gpuLine = sql`EXISTS (SELECT 1 FROM ${instanceTypes} WHERE ${instanceTypes.id} = excluded.instance_id AND ${instanceTypes.kind} = 'gpu')`;
  return db
    .insert(cartItems)
    .select(
      sql`SELECT ${id}, ${user}, NULL, NULL, ${billingPeriod}, ${now}, ${now}, ${account}, ${instanceTypes.id}, ${count}, ${region} FROM ${instanceTypes}
        WHERE ${instanceTypes.id} = ${itemId} AND ${instanceTypes.active} = 1 AND ${priced} AND ${instanceTypes.isOutOfStock} = 0
          AND (${instanceTypes.kind} = 'vps' OR ${billingPeriod} = 'monthly') AND (${instanceTypes.kind} = 'gpu' OR ${count} = 1)
          AND ${regionOffered(region, instanceTypes.locations)} AND ${allowed}`,
    )
    .onConflictDoUpdate({
      target: [cartItems.accountId, cartItems.instanceId],
      set: {
        billingPeriod: sql`${billingPeriod}`,
        updatedAt: sql`${now}`,
        region: sql`coalesce(${region}, ${cartItems.region})`,
        count: sql`CASE WHEN ${gpuLine} THEN ${cartItems.count} + excluded.count ELSE 1 END`,
      },
      setWhere: sql`NOT ${gpuLine} OR ${cartItems.count} + excluded.count <= ${MAX_GPU_COUNT}`,
    })
    .returning({ id: cartItems.id, count: cartItems.count });
}

/** The locations of a line's item as SQL (a plan's: "All"). */
const lineLocations = sql`coalesce(
  (SELECT ${services.locations} FROM ${services} WHERE ${services.id} = ${cartItems.serviceId}),
  (SELECT ${instanceTypes.locations} FROM ${instanceTypes} WHERE ${instanceTypes.id} = ${cartItems.instanceId}),
  '"All"')`;
const lineIsGpu = sql`EXISTS (SELECT 1 FROM ${instanceTypes} WHERE ${instanceTypes.id} = ${cartItems.instanceId} AND ${instanceTypes.kind} = 'gpu')`;

/**
 * Sets a line's count (GPU lines only, 1–8: the schema checked the range) and region (one of its
 * item's locations) when `allowed`; answers the changed line (none: unknown line, another account's,
 * a count on a line that is no GPU, a region not offered). Unrun.
 */
export function changeCartLine(
  db: Db,
  account: SQL,
  allowed: SQL,
  lineId: Value<string>,
  change: { count: Value<number | null>; region: Value<string | null>; now: Value<number> },
) {
  return db
    .update(cartItems)
    .set({
      count: sql`coalesce(${change.count}, ${cartItems.count})`,
      region: sql`coalesce(${change.region}, ${cartItems.region})`,
      updatedAt: sql`${change.now}`,
    })
    .where(
      and(
        eq(cartItems.id, lineId),
        eq(cartItems.accountId, account),
        sql`(${change.count} IS NULL OR ${lineIsGpu})`,
        regionOffered(change.region, lineLocations),
        allowed,
      ),
    )
    .returning({ id: cartItems.id });
}

/** A line of the account and what its item allows (to say why a change did nothing). Unrun. */
export function cartLineFacts(db: Db, account: SQL, lineId: Value<string>) {
  return db
    .select({
      lineId: cartItems.id,
      gpu: sql<number>`${lineIsGpu}`,
      locations: sql<string>`${lineLocations}`,
    })
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.accountId, account)))
    .limit(1);
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
  if ('instanceId' in ref) {
    await db
      .insert(cartItems)
      .values({ ...values, instanceId: ref.instanceId })
      .onConflictDoUpdate({ target: [cartItems.accountId, cartItems.instanceId], set });
  } else if ('planId' in ref) {
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
export function removeCartItem(db: Db, account: SQL, allowed: SQL, kind: CartKind, itemId: Value<string>) {
  const column = { plan: cartItems.planId, service: cartItems.serviceId, instance: cartItems.instanceId }[kind];
  const item = eq(column, itemId);
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
    .select({ line: cartItems, plan: plans, service: services, instance: instanceTypes })
    .from(cartItems)
    .leftJoin(plans, eq(plans.id, cartItems.planId))
    .leftJoin(services, eq(services.id, cartItems.serviceId))
    .leftJoin(instanceTypes, eq(instanceTypes.id, cartItems.instanceId))
    .where(eq(cartItems.accountId, account))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartRow = Awaited<ReturnType<typeof cartRowsWithCatalog>>[number];

/** The locations of a joined line's item, null for a plan (which runs anywhere). */
export function locationsOf(row: Pick<CartRow, 'service' | 'instance'>): string[] | 'All' | null {
  return row.service?.locations ?? row.instance?.locations ?? null;
}

/** The rows as the API answers them: each line's plan or service populated. */
export function toCartItems(rows: CartRow[]): CartItem[] {
  return rows.map((row) => {
    const { line, plan, service, instance } = row;
    const locations = locationsOf(row);
    return {
      id: line.id,
      planId: plan ? toPlanDto(plan) : null,
      serviceId: service ? toServiceDto(service) : null,
      instanceId: instance ? toInstanceDto(instance) : null,
      category: service?.category ?? null,
      billingPeriod: line.billingPeriod,
      count: line.count,
      region: regionOf(locations, line.region),
      regions: [...regionsOf(locations)],
    };
  });
}
