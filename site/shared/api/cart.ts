/**
 * `/api/cart`: the signed-in customer's cart. Its texts are in `cart-messages.ts`, without
 * Valibot, re-exported here: the pages import that module, which the build's `storefront` chunk takes
 * whole with what it imports.
 */
import * as v from 'valibot';
import { SERVICE_CATEGORIES } from '../domain/catalog';
import { BILLING_PERIODS } from '../domain/pricing';
import { cartErrors } from './cart-errors';
import { planData, serviceData } from './catalog';
import { defineSchema, requestObject } from './common';

export * from './cart-errors';
export * from './cart-messages';

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
    v.check((body: T) => body.planId !== undefined || body.serviceId !== undefined, cartErrors.itemRequired),
    v.check((body: T) => body.planId === undefined || body.serviceId === undefined, cartErrors.oneItem),
  ] as const;

export const cartAddSchema = /* @__PURE__ */ defineSchema(() => {
  const fields = requestObject({
    planId: id('planId'),
    serviceId: id('serviceId'),
    category: v.optional(v.picklist(SERVICE_CATEGORIES, cartErrors.category)),
    billingPeriod: v.picklist(BILLING_PERIODS, cartErrors.billingPeriod),
  });
  return v.pipe(fields, ...exactlyOneItem<v.InferOutput<typeof fields>>());
});
export type CartAddInput = v.InferOutput<typeof cartAddSchema>;

export const cartRemoveSchema = /* @__PURE__ */ defineSchema(() => {
  const fields = requestObject({ planId: id('planId'), serviceId: id('serviceId') });
  return v.pipe(fields, ...exactlyOneItem<v.InferOutput<typeof fields>>());
});
export type CartRemoveInput = v.InferOutput<typeof cartRemoveSchema>;

// Answers.

/** One cart line: the populated plan or service (the other is null). */
export const cartItemData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.string(),
      planId: v.pipe(v.nullable(planData), v.description('The plan of this line, or null')),
      serviceId: v.pipe(v.nullable(serviceData), v.description('The service of this line, or null')),
      category: v.nullable(v.picklist(SERVICE_CATEGORIES)),
      billingPeriod: v.picklist(BILLING_PERIODS),
    }),
    v.metadata({ ref: 'CartItem' }),
  ),
);
/** One cart line of `GET /api/cart`: the populated plan or service (the other is null). */
export type CartItem = v.InferOutput<typeof cartItemData>;

export const cartData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    items: v.array(cartItemData),
    accountId: v.pipe(
      v.string(),
      v.description('The account this cart belongs to: send it back as `accountId` when checking out'),
    ),
  }),
);
export type CartResponse = v.InferOutput<typeof cartData>;

export const cartChangeData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    itemCount: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Lines in the cart after the change')),
  }),
);
export type CartChange = v.InferOutput<typeof cartChangeData>;
