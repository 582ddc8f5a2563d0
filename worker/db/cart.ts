/** Cart queries (R10): one line per user and item, kept so by UNIQUE indexes and upserts. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BillingPeriod } from '../../site/shared/pricing';
import type { CartItem } from '../../site/shared/storefront';
import { toPlanDto, toServiceDto } from './catalog';
import type { Db } from './client';
import { cartItems, plans, services } from './schema';

export type ItemRef = { planId: string } | { serviceId: string };

function matches(userId: string, ref: ItemRef) {
  return 'planId' in ref
    ? and(eq(cartItems.userId, userId), eq(cartItems.planId, ref.planId))
    : and(eq(cartItems.userId, userId), eq(cartItems.serviceId, ref.serviceId));
}

/**
 * Adds the item or, when it is already in the cart, updates its billing period. One
 * statement: concurrent identical adds meet the UNIQUE index and become updates.
 */
export async function upsertCartItem(db: Db, userId: string, ref: ItemRef, billingPeriod: BillingPeriod) {
  const now = Date.now();
  const values = { id: crypto.randomUUID(), userId, billingPeriod, createdAt: now, updatedAt: now };
  const set = { billingPeriod, updatedAt: now };
  if ('planId' in ref) {
    await db
      .insert(cartItems)
      .values({ ...values, planId: ref.planId })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.planId], set });
  } else {
    await db
      .insert(cartItems)
      .values({ ...values, serviceId: ref.serviceId })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.serviceId], set });
  }
}

/** Removes the line; false when it was not in the cart. */
export async function deleteCartItem(db: Db, userId: string, ref: ItemRef): Promise<boolean> {
  const rows = await db.delete(cartItems).where(matches(userId, ref)).returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function countCartItems(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** The cart's rows joined with their plan or service, oldest line first (the cart page and checkout). */
export function cartRowsWithCatalog(db: Db, userId: string) {
  return db
    .select({ line: cartItems, plan: plans, service: services })
    .from(cartItems)
    .leftJoin(plans, eq(plans.id, cartItems.planId))
    .leftJoin(services, eq(services.id, cartItems.serviceId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** The cart with each line's plan or service populated, oldest line first. */
export async function listCartItems(db: Db, userId: string): Promise<CartItem[]> {
  const rows = await cartRowsWithCatalog(db, userId);
  return rows.map(({ line, plan, service }) => ({
    id: line.id,
    planId: plan ? toPlanDto(plan) : null,
    serviceId: service ? toServiceDto(service) : null,
    category: service?.category ?? null,
    billingPeriod: line.billingPeriod,
  }));
}
