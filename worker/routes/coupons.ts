/** Coupon validation (rulings R11, R11b): signed-in only, rate limited; unknown, inactive and expired codes fail. */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { couponData } from '../../site/shared/responses';
import { apiErrors, type Coupon } from '../../site/shared/storefront';
import { couponSchema } from '../../site/shared/storefront-schemas';
import { getDb } from '../db/client';
import { couponState, findCoupon } from '../db/coupons';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { requireAuth } from '../middleware/auth';
import { jsonBody } from '../middleware/json-body';
import { couponLimit } from '../middleware/write-limits';
import { failure, success } from '../openapi/responses';

export const coupons = new Hono<AppEnv>().post(
  '/validate',
  requireAuth,
  couponLimit,
  jsonBody(couponSchema, { code: 'WELCOME10' }),
  describeRoute({
    tags: ['Cart'],
    summary: 'Check a coupon code',
    description: 'Codes are case-insensitive. The cart applies the discount; this call only checks the code.',
    responses: {
      200: success('The coupon and its discount', couponData),
      400: failure(`Invalid body, "${apiErrors.couponInactive}" or "${apiErrors.couponExpired}"`),
      404: failure(apiErrors.couponUnknown),
    },
  }),
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
