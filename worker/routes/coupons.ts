/** Coupon validation (rulings R11, R11b): signed-in only, rate limited; unknown, inactive and expired codes fail. */
import { Hono } from 'hono';
import { apiErrors, type Coupon } from '../../site/shared/storefront';
import { couponSchema } from '../../site/shared/storefront-schemas';
import { getDb } from '../db/client';
import { couponState, findCoupon } from '../db/coupons';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { requireAuth } from '../middleware/auth';
import { jsonBody } from '../middleware/json-body';
import { couponLimit } from '../middleware/write-limits';

export const coupons = new Hono<AppEnv>().post(
  '/validate',
  requireAuth,
  couponLimit,
  jsonBody(couponSchema),
  async (c) => {
    const row = await findCoupon(getDb(c.env.DB), c.req.valid('json').code);
    const state = couponState(row);
    if (state === 'unknown' || !row) throw new ApiError(404, apiErrors.couponUnknown);
    if (state === 'inactive') throw new ApiError(400, apiErrors.couponInactive);
    if (state === 'expired') throw new ApiError(400, apiErrors.couponExpired);
    const coupon: Coupon = { code: row.code, discountType: row.discountType, discountValue: row.discountValue };
    return ok(c, coupon);
  },
);
