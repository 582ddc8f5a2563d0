/** Request schemas of the cart and coupon endpoints, used by the worker's `jsonBody`. */
import { SERVICE_CATEGORIES } from './catalog';
import { BILLING_PERIODS } from './pricing';
import {
  type Infer,
  maxLength,
  minLength,
  type ObjectRule,
  object,
  oneOf,
  optional,
  text,
  toUpperCase,
  trim,
} from './schema';
import { apiErrors, storeMessages } from './storefront';

const id = (label: string) =>
  optional(
    text(`${label} must be text`, trim, minLength(1, `${label} is required`), maxLength(100, `${label} is too long`)),
  );

type ItemRef = { planId?: string | undefined; serviceId?: string | undefined };
/** A plan or a service: exactly one of the two. */
const exactlyOneItem: ObjectRule<ItemRef>[] = [
  { ok: (body) => body.planId !== undefined || body.serviceId !== undefined, message: apiErrors.itemRequired },
  { ok: (body) => body.planId === undefined || body.serviceId === undefined, message: apiErrors.oneItem },
];

export const cartAddSchema = object(
  {
    planId: id('planId'),
    serviceId: id('serviceId'),
    category: optional(oneOf(SERVICE_CATEGORIES, apiErrors.category)),
    billingPeriod: oneOf(BILLING_PERIODS, apiErrors.billingPeriod),
  },
  ...exactlyOneItem,
);
export type CartAddInput = Infer<typeof cartAddSchema>;

export const cartRemoveSchema = object({ planId: id('planId'), serviceId: id('serviceId') }, ...exactlyOneItem);
export type CartRemoveInput = Infer<typeof cartRemoveSchema>;

export const couponSchema = object({
  code: text(
    storeMessages.couponRequired,
    trim,
    minLength(1, storeMessages.couponRequired),
    maxLength(40, apiErrors.couponTooLong),
    toUpperCase,
  ),
});
