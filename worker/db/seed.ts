/**
 * The catalog and coupon seed as SQL: upserts of every item in the data files, and
 * items no longer listed marked inactive (never deleted, so cart lines keep resolving).
 * Accounts and carts are never touched. Pure and free of value imports: `scripts/db-setup.mjs`
 * runs it under Node's type stripping, and worker tests run the same statements.
 */
import type { CouponRecord, InstanceType, Plan, Service } from '../../site/shared/domain/catalog';

/** `instances`: the VPS sizes and GPU instances together (their ids share one table). */
export type SeedData = { plans: Plan[]; services: Service[]; instances: InstanceType[]; coupons: CouponRecord[] };

/** A SQL literal. The data comes from the repository, but quoting stays exact anyway. */
function lit(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`No SQL literal for ${typeof value}; JSON columns are stringified by the caller`);
}

function upsert(table: string, key: string, row: Record<string, unknown>): string {
  const columns = Object.keys(row);
  const updates = columns
    .filter((column) => column !== key)
    .map((column) => `${column} = excluded.${column}`)
    .concat('updated_at = unixepoch() * 1000');
  return (
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => lit(row[c])).join(', ')}) ` +
    `ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')};`
  );
}

function retireOthers(table: string, key: string, keys: string[]): string {
  const kept = keys.length > 0 ? ` WHERE ${key} NOT IN (${keys.map(lit).join(', ')})` : '';
  return `UPDATE ${table} SET active = 0, updated_at = unixepoch() * 1000${kept};`;
}

export function seedStatements(data: SeedData): string[] {
  const statements: string[] = [];
  for (const plan of data.plans) {
    statements.push(
      upsert('plans', 'id', {
        id: plan._id,
        name: plan.name,
        monthly_price: plan.monthlyPrice,
        description: plan.description,
        features: JSON.stringify(plan.features),
        cpu_cores: plan.cpuCores,
        ram: plan.ram,
        storage: plan.storage,
        bandwidth: plan.bandwidth,
        active: true,
      }),
    );
  }
  statements.push(
    retireOthers(
      'plans',
      'id',
      data.plans.map((plan) => plan._id),
    ),
  );
  for (const service of data.services) {
    statements.push(
      upsert('services', 'id', {
        id: service._id,
        category: service.category,
        name: service.name,
        monthly_price: service.monthlyPrice,
        description: service.description,
        features: JSON.stringify(service.features),
        locations: JSON.stringify(service.locations),
        is_out_of_stock: service.isOutOfStock,
        cpu_cores: service.cpuCores,
        ram: service.ram,
        storage: service.storage,
        bandwidth: service.bandwidth,
        active: true,
      }),
    );
  }
  statements.push(
    retireOthers(
      'services',
      'id',
      data.services.map((service) => service._id),
    ),
  );
  const ids = new Set<string>();
  for (const item of data.instances) {
    if (ids.has(item._id)) throw new Error(`"${item._id}" is both a VPS size and a GPU instance, or listed twice`);
    ids.add(item._id);
    statements.push(
      upsert('instance_types', 'id', {
        id: item._id,
        kind: item.kind,
        name: item.name,
        monthly_price: item.monthlyPrice,
        hourly_price: item.hourlyPrice,
        description: item.description,
        specs: JSON.stringify(item.specs),
        locations: JSON.stringify(item.locations),
        is_out_of_stock: item.isOutOfStock,
        active: true,
      }),
    );
  }
  statements.push(retireOthers('instance_types', 'id', [...ids]));
  for (const coupon of data.coupons) {
    statements.push(
      upsert('coupons', 'code', {
        code: coupon.code.toUpperCase(),
        discount_type: coupon.discountType,
        discount_value: coupon.discountValue,
        expires_at: coupon.expiresAt === null ? null : Date.parse(coupon.expiresAt),
        active: coupon.active,
      }),
    );
  }
  statements.push(
    retireOthers(
      'coupons',
      'code',
      data.coupons.map((coupon) => coupon.code.toUpperCase()),
    ),
  );
  return statements;
}
