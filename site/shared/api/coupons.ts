/**
 * `/api/coupons`: checking a coupon code for the cart. Checkout (`orders.ts`) validates the code
 * again with the same errors. The texts are in `coupons-messages.ts`, without Valibot,
 * re-exported here, for the pages.
 */
import * as v from 'valibot';
import { DISCOUNT_TYPES } from '../domain/catalog';
import { defineSchema, requestObject } from './common';
import { couponErrors, couponMessages } from './coupons-messages';

export * from './coupons-messages';

export const couponSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    code: v.pipe(
      v.string(couponMessages.required),
      v.trim(),
      v.minLength(1, couponMessages.required),
      v.maxLength(40, couponErrors.tooLong),
      v.toUpperCase(),
    ),
  }),
);

// Answers.

export const couponData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      code: v.string(),
      discountType: v.picklist(DISCOUNT_TYPES),
      discountValue: v.pipe(v.number(), v.gtValue(0), v.description('Percent off, or US dollars off')),
    }),
    v.metadata({ ref: 'Coupon' }),
  ),
);
