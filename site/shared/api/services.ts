/**
 * `/api/services`: the current account's services, each with this month's hours and amount so far
 * (docs/decisions/services-metered-by-the-hour.md), and their cancellation. Texts in `services-messages.ts`.
 */
import * as v from 'valibot';
import { SERVICE_ITEM_KINDS } from '../domain/account-services';
import { BILLING_PERIODS } from '../domain/pricing';
import { SERVICE_SHOWN_STATES } from '../domain/state-names';
import { defineSchema, timestamp } from './common';
import { serviceErrors } from './services-messages';

export * from './services-messages';

export const serviceIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(serviceErrors.idMalformed), v.uuid(serviceErrors.idMalformed)),
);

const cents = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(`${what}, US cents`));

export const accountServiceData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.pipe(v.string(), v.uuid()),
      itemKind: v.picklist(SERVICE_ITEM_KINDS),
      itemId: v.string(),
      name: v.string(),
      count: v.pipe(v.number(), v.integer(), v.minValue(1)),
      billingPeriod: v.picklist(BILLING_PERIODS),
      region: v.pipe(v.nullable(v.string()), v.description('null for services ordered before regions were asked for')),
      state: v.pipe(
        v.picklist(SERVICE_SHOWN_STATES),
        v.description(
          '"suspended" while the account has an invoice unpaid 14 days after its due date (see `suspendedFor`)',
        ),
      ),
      startedAt: timestamp('When it started: the order’s time'),
      endedAt: v.pipe(v.nullable(v.pipe(v.string(), v.isoTimestamp())), v.description('When it was cancelled')),
      monthlyPriceCents: cents('The monthly price frozen at the order (0 for GPU instances)'),
      hourlyRateMills: v.pipe(v.number(), v.integer(), v.description('The hourly rate, thousandths of a dollar')),
      hoursThisMonth: v.pipe(
        v.number(),
        v.integer(),
        v.description('Started hours this month (UTC) so far; 0 for annual items'),
      ),
      amountThisMonthCents: cents('What those hours cost so far, capped where the item is'),
      capped: v.pipe(v.boolean(), v.description('This month has reached the monthly price')),
    }),
    v.metadata({ ref: 'AccountService' }),
  ),
);
export type AccountService = v.InferOutput<typeof accountServiceData>;

export const serviceListData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    month: v.pipe(v.string(), v.description('This month (UTC), e.g. 2026-11')),
    services: v.array(accountServiceData),
    thisMonthCents: cents('This month so far, before tax'),
    forecastCents: cents('This month to its end if nothing changes, before tax'),
    suspendedFor: v.pipe(
      v.nullable(v.string()),
      v.description(
        'The invoice (e.g. NIM-2026-000123) unpaid 14 days after its due date that suspends the account, until it is paid; null when not suspended',
      ),
    ),
  }),
);
export type ServiceList = v.InferOutput<typeof serviceListData>;
