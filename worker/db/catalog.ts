/** Catalog queries: plans and services as the API returns them; retired items are hidden. */
import { type AnyColumn, and, asc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { InstanceType, Plan, Service } from '../../site/shared/domain/catalog';
import type { Db } from './client';
import { instanceTypes, plans, services } from './schema';

export type PlanRow = typeof plans.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export function toPlanDto(row: PlanRow): Plan {
  const { id, name, monthlyPrice, description, features, cpuCores, ram, storage, bandwidth } = row;
  return { _id: id, name, monthlyPrice, description, features, cpuCores, ram, storage, bandwidth };
}

export function toServiceDto(row: ServiceRow): Service {
  const { id, active: _active, updatedAt: _updatedAt, ...rest } = row;
  return { _id: id, ...rest };
}

export function toInstanceDto(row: typeof instanceTypes.$inferSelect): InstanceType {
  const { id, active: _active, updatedAt: _updatedAt, ...rest } = row;
  return { _id: id, ...rest };
}

/** The active VPS size or GPU instance `id` (none when unknown or retired), unrun so it can join a batch. */
export function instanceById(db: Db, id: string | SQLWrapper) {
  return db
    .select()
    .from(instanceTypes)
    .where(and(eq(instanceTypes.id, id), eq(instanceTypes.active, true)))
    .limit(1);
}

// The same order as `byPrice` in site/shared/catalog.ts: by price, custom-priced last, then by name.
const priceOrder = (column: AnyColumn, name: AnyColumn) => [asc(isNull(column)), asc(column), asc(name)];

export async function listPlans(db: Db): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(...priceOrder(plans.monthlyPrice, plans.name));
  return rows.map(toPlanDto);
}

export async function listServices(db: Db): Promise<Service[]> {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.category), ...priceOrder(services.monthlyPrice, services.name));
  return rows.map(toServiceDto);
}

/** The active plan `id` (none when unknown or retired), unrun so it can join a batch. */
export function planById(db: Db, id: string | SQLWrapper) {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)))
    .limit(1);
}

/** The active service `id` (none when unknown or retired), unrun so it can join a batch. */
export function serviceById(db: Db, id: string | SQLWrapper) {
  return db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.active, true)))
    .limit(1);
}

/** Used by tests to check the seeded rows without a route. */
export async function countActive(db: Db): Promise<{ plans: number; services: number }> {
  const [p] = await db.select({ n: sql<number>`count(*)` }).from(plans).where(eq(plans.active, true));
  const [s] = await db.select({ n: sql<number>`count(*)` }).from(services).where(eq(services.active, true));
  return { plans: p?.n ?? 0, services: s?.n ?? 0 };
}
