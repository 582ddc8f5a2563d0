/** Request schemas of the orders endpoints (R21), used by the worker's validators. */
import * as v from 'valibot';
import { requestObject } from './api/common';
import { orderErrors } from './orders';

/** One per checkout attempt: the browser sends `crypto.randomUUID()`. */
export const idempotencyKeySchema = v.pipe(
  v.string(orderErrors.keyRequired),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, orderErrors.keyMalformed),
);

export const orderIdSchema = v.pipe(v.string(orderErrors.idMalformed), v.uuid(orderErrors.idMalformed));

/** The coupon the customer applied, sent by code and validated again; omit it for none. */
export const placeOrderSchema = requestObject({
  couponCode: v.optional(
    v.pipe(
      v.string(orderErrors.couponText),
      v.trim(),
      v.minLength(1, orderErrors.couponText),
      v.maxLength(40, orderErrors.couponTooLong),
      v.toUpperCase(),
    ),
  ),
});
export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;
