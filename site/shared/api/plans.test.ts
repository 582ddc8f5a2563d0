import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type { Coupon, InstanceType, Plan, Service } from '../domain/catalog';
import type { couponData } from './coupons';
import type { instanceTypeData, planData, serviceData } from './plans';

// The domain writes these types by hand so it imports nothing from the API; the typecheck fails here
// when an answer's schema and its type part ways.
describe('the catalog answers hold the domain types', () => {
  it('Plan, Service, InstanceType and Coupon', () => {
    expectTypeOf<v.InferOutput<typeof instanceTypeData>>().toEqualTypeOf<InstanceType>();
    expectTypeOf<v.InferOutput<typeof planData>>().toEqualTypeOf<Plan>();
    expectTypeOf<v.InferOutput<typeof serviceData>>().toEqualTypeOf<Service>();
    expectTypeOf<v.InferOutput<typeof couponData>>().toEqualTypeOf<Coupon>();
  });
});
