/** Request schemas of the cart and coupon endpoints (zod/mini), used by the worker's `jsonBody`. */
import * as z from 'zod/mini';
import { SERVICE_CATEGORIES } from './catalog';
import { BILLING_PERIODS } from './pricing';
import { apiErrors, storeMessages } from './storefront';

const id = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(100, `${label} is too long`)),
  );

export const cartAddSchema = z
  .object({
    planId: id('planId'),
    serviceId: id('serviceId'),
    category: z.optional(z.enum(SERVICE_CATEGORIES, { error: apiErrors.category })),
    billingPeriod: z.enum(BILLING_PERIODS, { error: apiErrors.billingPeriod }),
  })
  .check(
    z.refine((body) => body.planId !== undefined || body.serviceId !== undefined, apiErrors.itemRequired),
    z.refine((body) => body.planId === undefined || body.serviceId === undefined, apiErrors.oneItem),
  );
export type CartAddInput = z.infer<typeof cartAddSchema>;

export const cartRemoveSchema = z.object({ planId: id('planId'), serviceId: id('serviceId') }).check(
  z.refine((body) => body.planId !== undefined || body.serviceId !== undefined, apiErrors.itemRequired),
  z.refine((body) => body.planId === undefined || body.serviceId === undefined, apiErrors.oneItem),
);
export type CartRemoveInput = z.infer<typeof cartRemoveSchema>;

export const couponSchema = z.object({
  code: z
    .string({ error: storeMessages.couponRequired })
    .check(
      z.trim(),
      z.minLength(1, storeMessages.couponRequired),
      z.maxLength(40, apiErrors.couponTooLong),
      z.toUpperCase(),
    ),
});
