/**
 * Coupon validation: signed-in only (a browser session, or an API token that may read the cart),
 * rate limited per customer with a per-address ceiling; unknown, inactive and expired codes fail. One
 * D1 batch per request.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { couponData, couponErrors, couponSchema } from '../../site/shared/api/coupons';
import type { Coupon } from '../../site/shared/domain/catalog';
import { couponByCode, couponState } from '../db/coupons';
import type { AppEnv } from '../env';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { jsonBody } from '../middleware/json-body';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

export const coupons = new Hono<AppEnv>().post(
  '/validate',
  signedInRoute({ tokenScope: 'cart:read', limits: ['coupon', 'couponAddress'] }),
  jsonBody(couponSchema, { code: 'WELCOME10' }),
  describeRoute({
    tags: ['Cart'],
    summary: 'Check a coupon code',
    description: 'Codes are case-insensitive. The cart applies the discount; this call only checks the code.',
    responses: {
      200: success('The coupon and its discount', couponData),
      400: failure(`Invalid body, "${couponErrors.inactive}" or "${couponErrors.expired}"`),
      404: failure(couponErrors.unknown),
    },
  }),
  async (c) => {
    const { db, signedIn } = c.var;
    const batch = namedBatch({ coupons: couponByCode(db, c.req.valid('json').code) });
    const [row] = batch.read((await signedIn.run(batch.statements)).results).coupons;
    const state = couponState(row);
    if (state === 'unknown' || !row) throw new ApiError(404, couponErrors.unknown);
    if (state === 'inactive') throw new ApiError(400, couponErrors.inactive);
    if (state === 'expired') throw new ApiError(400, couponErrors.expired);
    const coupon: Coupon = { code: row.code, discountType: row.discountType, discountValue: row.discountValue };
    return ok(c, coupon);
  },
);
