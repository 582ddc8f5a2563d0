/** Request schemas of the cart and coupon endpoints, used by the worker's `jsonBody`. */
import * as v from 'valibot';
import { requestObject } from './api/common';
import { SERVICE_CATEGORIES } from './domain/catalog';
import { BILLING_PERIODS } from './domain/pricing';
import { apiErrors, storeMessages } from './storefront';

const id = (label: string) =>
  v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.minLength(1, `${label} is required`),
      v.maxLength(100, `${label} is too long`),
    ),
  );

type ItemRef = { planId?: string | undefined; serviceId?: string | undefined };
/** A plan or a service: exactly one of the two (checked once both fields are valid; reported under `_`). */
const exactlyOneItem = <T extends ItemRef>() =>
  [
    v.check((body: T) => body.planId !== undefined || body.serviceId !== undefined, apiErrors.itemRequired),
    v.check((body: T) => body.planId === undefined || body.serviceId === undefined, apiErrors.oneItem),
  ] as const;

const cartAddFields = requestObject({
  planId: id('planId'),
  serviceId: id('serviceId'),
  category: v.optional(v.picklist(SERVICE_CATEGORIES, apiErrors.category)),
  billingPeriod: v.picklist(BILLING_PERIODS, apiErrors.billingPeriod),
});
export const cartAddSchema = v.pipe(cartAddFields, ...exactlyOneItem<v.InferOutput<typeof cartAddFields>>());
export type CartAddInput = v.InferOutput<typeof cartAddSchema>;

const cartRemoveFields = requestObject({ planId: id('planId'), serviceId: id('serviceId') });
export const cartRemoveSchema = v.pipe(cartRemoveFields, ...exactlyOneItem<v.InferOutput<typeof cartRemoveFields>>());
export type CartRemoveInput = v.InferOutput<typeof cartRemoveSchema>;

export const couponSchema = requestObject({
  code: v.pipe(
    v.string(storeMessages.couponRequired),
    v.trim(),
    v.minLength(1, storeMessages.couponRequired),
    v.maxLength(40, apiErrors.couponTooLong),
    v.toUpperCase(),
  ),
});
