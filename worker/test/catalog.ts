/** Storefront test data: the real catalog files, seeded with the seed step's own statements. */
import { env } from 'cloudflare:workers';
import coupons from '../../content/catalog/coupons.json';
import gpus from '../../content/catalog/gpus.json';
import plans from '../../content/catalog/plans.json';
import services from '../../content/catalog/services.json';
import vps from '../../content/catalog/vps.json';
import { type Service, toCoupon, toGpuInstance, toPlan, toService, toVpsSize } from '../../site/shared/domain/catalog';
import { type SeedData, seedStatements } from '../db/seed';

export function catalogFromFiles(): SeedData {
  return {
    plans: plans.map((raw) => toPlan(raw)),
    services: services.map((raw) => toService(raw)),
    instances: [...vps.map((raw) => toVpsSize(raw)), ...gpus.map((raw) => toGpuInstance(raw))],
    coupons: coupons.map((raw) => toCoupon(raw)),
  };
}

export async function runSeed(data: SeedData = catalogFromFiles()) {
  await env.DB.batch(seedStatements(data).map((statement) => env.DB.prepare(statement)));
}

/** An in-stock service on top of the real catalog, to prove the service path. */
export const IN_STOCK_SERVICE: Service = {
  _id: 'test-vps-in-stock',
  category: 'kvmVps',
  name: 'Test VPS (in stock)',
  monthlyPrice: 6.5,
  description: 'A test-only service that is in stock.',
  features: ['1 vCPU'],
  locations: ['London'],
  isOutOfStock: false,
  cpuCores: 1,
  ram: 1024 ** 3,
  storage: 20 * 1024 ** 3,
  bandwidth: 1024 ** 4,
};

export async function seedWithInStockService() {
  const data = catalogFromFiles();
  await runSeed({ ...data, services: [...data.services, IN_STOCK_SERVICE] });
}

/** A coupon row written directly, for expiry and activity cases the data files do not cover. */
export async function insertCoupon(
  code: string,
  type: 'percentage' | 'fixed',
  value: number,
  expiresAt: number | null,
  active = true,
) {
  await env.DB.prepare(
    'INSERT INTO coupons (code, discount_type, discount_value, expires_at, active) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(code, type, value, expiresAt, active ? 1 : 0)
    .run();
}
