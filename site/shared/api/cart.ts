/**
 * `/api/cart`: the signed-in customer's cart. Its texts are in `cart-messages.ts`, without
 * Valibot, re-exported here: the pages import that module, which the build's `storefront` chunk takes
 * whole with what it imports.
 */
import * as v from 'valibot';
import { MAX_GPU_COUNT } from '../domain/account-services';
import { SERVICE_CATEGORIES } from '../domain/catalog';
import { TAX_KINDS } from '../domain/invoice-terms';
import { BILLING_PERIODS } from '../domain/pricing';
import { cartErrors } from './cart-messages';
import { defineSchema, requestObject } from './common';
import { instanceTypeData, planData, serviceData } from './plans';

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

type ItemRef = { planId?: string | undefined; serviceId?: string | undefined; instanceId?: string | undefined };
const given = (body: ItemRef) => [body.planId, body.serviceId, body.instanceId].filter((id) => id !== undefined).length;
/** A plan, a service or an instance type: exactly one (checked once the fields are valid; reported under `_`). */
const exactlyOneItem = <T extends ItemRef>() =>
  [
    v.check((body: T) => given(body) > 0, cartErrors.itemRequired),
    v.check((body: T) => given(body) < 2, cartErrors.oneItem),
  ] as const;

const count = () =>
  v.optional(
    v.pipe(
      v.number(cartErrors.count),
      v.integer(cartErrors.count),
      v.minValue(1, cartErrors.count),
      v.maxValue(MAX_GPU_COUNT, cartErrors.count),
    ),
  );
const region = () =>
  v.optional(
    v.pipe(
      v.string(cartErrors.regionText),
      v.trim(),
      v.minLength(1, cartErrors.regionText),
      v.maxLength(60, cartErrors.regionText),
    ),
  );

export const cartAddSchema = /* @__PURE__ */ defineSchema(() => {
  const fields = requestObject({
    planId: id('planId'),
    serviceId: id('serviceId'),
    instanceId: id('instanceId'),
    category: v.optional(v.picklist(SERVICE_CATEGORIES, cartErrors.category)),
    billingPeriod: v.picklist(BILLING_PERIODS, cartErrors.billingPeriod),
    /** GPU lines only: how many instances to add (the line holds at most 8). */
    count: count(),
    /** One of the item's locations; left out, the line keeps its region (a new one runs in the first). */
    region: region(),
  });
  return v.pipe(fields, ...exactlyOneItem<v.InferOutput<typeof fields>>());
});
export type CartAddInput = v.InferOutput<typeof cartAddSchema>;

export const cartRemoveSchema = /* @__PURE__ */ defineSchema(() => {
  const fields = requestObject({ planId: id('planId'), serviceId: id('serviceId'), instanceId: id('instanceId') });
  return v.pipe(fields, ...exactlyOneItem<v.InferOutput<typeof fields>>());
});
export type CartRemoveInput = v.InferOutput<typeof cartRemoveSchema>;

/** `PATCH /api/cart/lines/{id}`: a GPU line's count, any line's region; at least one of them. */
export const cartLineChangeSchema = /* @__PURE__ */ defineSchema(() => {
  const fields = requestObject({ count: count(), region: region() });
  return v.pipe(
    fields,
    v.check((body) => body.count !== undefined || body.region !== undefined, cartErrors.lineChange),
  );
});
export type CartLineChangeInput = v.InferOutput<typeof cartLineChangeSchema>;

export const cartLineIdSchema = /* @__PURE__ */ defineSchema(() => v.pipe(v.string(), v.uuid(cartErrors.lineNotFound)));

// Answers.

/** One cart line: the populated plan, service or instance type (the others are null). */
export const cartItemData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.string(),
      planId: v.pipe(v.nullable(planData), v.description('The plan of this line, or null')),
      serviceId: v.pipe(v.nullable(serviceData), v.description('The service of this line, or null')),
      instanceId: v.pipe(
        v.nullable(instanceTypeData),
        v.description('The VPS size or GPU instance of this line, or null'),
      ),
      category: v.nullable(v.picklist(SERVICE_CATEGORIES)),
      billingPeriod: v.picklist(BILLING_PERIODS),
      count: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1),
        v.description('Instances on this line: 1–8 for a GPU, else 1'),
      ),
      region: v.pipe(v.string(), v.description('Where it will run: the one picked, else the first of `regions`')),
      regions: v.pipe(v.array(v.string()), v.description("The item's locations to pick from")),
    }),
    v.metadata({ ref: 'CartItem' }),
  ),
);
/** One cart line of `GET /api/cart`: the populated plan or service (the other is null). */
export type CartItem = v.InferOutput<typeof cartItemData>;

export const cartData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    items: v.array(cartItemData),
    tax: v.pipe(
      v.nullable(
        v.strictObject({
          kind: v.picklist(TAX_KINDS),
          rateBasisPoints: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('1900 for 19%')),
          country: v.pipe(v.string(), v.description('The billing country, ISO 3166-1 alpha-2')),
        }),
      ),
      v.description(
        'The tax an order would carry now, from the billing details (an EU VAT number confirmed by VIES in the last 30 days means reverse charge; checkout asks VIES again when older); null without billing details',
      ),
    ),
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
