/**
 * `/api/plans`: the public price list, and the plan and service shapes the cart's lines carry. Each
 * answer holds the domain's type (`domain/catalog.ts`); `plans.test.ts` fails the typecheck when
 * they part ways.
 */
import * as v from 'valibot';
import { INSTANCE_KINDS, SERVICE_CATEGORIES } from '../domain/catalog';
import { defineSchema } from './common';

const bytes = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(`${what} in bytes`));

const monthlyPrice = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.nullable(v.pipe(v.number(), v.minValue(0))),
    v.description('US dollars a month; null means custom pricing (contact sales)'),
  ),
);

const planFields = () => ({
  _id: v.string(),
  name: v.string(),
  monthlyPrice,
  description: v.string(),
  features: v.array(v.string()),
  cpuCores: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ram: bytes('Memory'),
  storage: bytes('Disk'),
  bandwidth: bytes('Monthly transfer'),
});

export const planData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.strictObject(planFields()), v.metadata({ ref: 'Plan' })),
);

/** A plan of the public price list: the plan and its hourly rate. */
export const listedPlanData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      ...planFields(),
      hourlyPrice: v.pipe(
        v.nullable(v.pipe(v.number(), v.minValue(0))),
        v.description(
          'US dollars an hour, billed up to monthlyPrice: monthlyPrice ÷ 672 rounded half-up to 3 decimals; null for free and custom-priced plans',
        ),
      ),
    }),
    v.metadata({ ref: 'ListedPlan' }),
  ),
);

export const serviceData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      _id: v.string(),
      category: v.picklist(SERVICE_CATEGORIES),
      name: v.string(),
      monthlyPrice,
      description: v.string(),
      features: v.array(v.string()),
      locations: v.pipe(
        v.union([v.array(v.string()), v.literal('All')]),
        v.description('Data centers where it can be ordered, or "All"'),
      ),
      isOutOfStock: v.boolean(),
      cpuCores: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
      ram: v.nullable(bytes('Memory')),
      storage: v.nullable(bytes('Disk')),
      bandwidth: v.nullable(bytes('Monthly transfer')),
    }),
    v.metadata({ ref: 'Service' }),
  ),
);

/** A VPS size (monthly price) or GPU instance (hourly price) as a cart line carries it. */
export const instanceTypeData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      _id: v.string(),
      kind: v.picklist(INSTANCE_KINDS),
      name: v.string(),
      monthlyPrice: v.pipe(
        v.nullable(v.pipe(v.number(), v.minValue(0))),
        v.description('VPS sizes: US dollars a month (null: custom pricing); null for GPUs'),
      ),
      hourlyPrice: v.pipe(
        v.nullable(v.pipe(v.number(), v.minValue(0))),
        v.description('GPU instances: US dollars an hour per instance (null: custom pricing); null for VPS sizes'),
      ),
      description: v.string(),
      specs: v.array(v.string()),
      locations: v.pipe(
        v.union([v.array(v.string()), v.literal('All')]),
        v.description('Data centers where it can be ordered, or "All"'),
      ),
      isOutOfStock: v.boolean(),
    }),
    v.metadata({ ref: 'InstanceType' }),
  ),
);
