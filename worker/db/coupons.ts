/** Coupon lookups: the code column is COLLATE NOCASE, and codes are upper-cased on the way in too. */
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { coupons } from './schema';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon with `code`, unrun so it can join a batch. */
export function couponByCode(db: Db, code: string) {
  return db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
}

export type CouponState = 'unknown' | 'inactive' | 'expired' | 'valid';

export function couponState(row: CouponRow | undefined, now = Date.now()): CouponState {
  if (!row) return 'unknown';
  if (!row.active) return 'inactive';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return 'valid';
}
