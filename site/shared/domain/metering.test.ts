import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gpuRateMills, hourlyRateMills } from './hourly';
import {
  chargeFor,
  HOUR_MS,
  hoursInMonth,
  type MeteredService,
  monthCharge,
  monthForecast,
  monthOf,
  monthWindow,
  previousMonth,
  startedHours,
} from './metering';

const service = (overrides: Partial<MeteredService>): MeteredService => ({
  itemKind: 'plan',
  billingPeriod: 'monthly',
  count: 1,
  monthlyPriceCents: 1200,
  hourlyRateMills: hourlyRateMills(1200),
  meteredFrom: Date.UTC(2026, 0, 1),
  endedAt: null,
  ...overrides,
});
const plan = (cents: number, overrides: Partial<MeteredService> = {}) =>
  service({ monthlyPriceCents: cents, hourlyRateMills: hourlyRateMills(cents), ...overrides });
const gpu = (hourly: number, count: number, overrides: Partial<MeteredService> = {}) =>
  service({ itemKind: 'gpu', count, monthlyPriceCents: 0, hourlyRateMills: gpuRateMills(hourly), ...overrides });

/** A month of each length: February 2026 (28), February 2028 (29), April 2026 (30), January 2026 (31). */
const MONTHS = [
  ['2026-02', 28],
  ['2028-02', 29],
  ['2026-04', 30],
  ['2026-01', 31],
] as const;
const startBefore = (month: string) => monthWindow(month).start - 5 * 24 * HOUR_MS;
const endAfter = (month: string) => monthWindow(month).end + 5 * 24 * HOUR_MS;

describe('the table of rules (docs/billing.md)', () => {
  // [what, service, cents for a whole month of 28, 29, 30, 31 days, capped in each]
  it.each([
    ['$12/mo plan at $0.018/hr', plan(1200), [1200, 1200, 1200, 1200], [true, true, true, true]],
    ['$5/mo VPS at $0.007/hr', plan(500, { itemKind: 'vps' }), [470, 487, 500, 500], [false, false, true, true]],
    [
      '$15/mo KVM VPS at $0.022/hr',
      plan(1500, { itemKind: 'service' }),
      [1478, 1500, 1500, 1500],
      [false, true, true, true],
    ],
    ['2 × GPU at $0.90/hr', gpu(0.9, 2), [120_960, 125_280, 129_600, 133_920], [false, false, false, false]],
    ['$12/mo plan, annual', plan(1200, { billingPeriod: 'annual' }), [0, 0, 0, 0], [false, false, false, false]],
  ] as const)('%s: a whole month', (_, base, cents, capped) => {
    MONTHS.forEach(([month, days], index) => {
      const running = { ...base, meteredFrom: startBefore(month) };
      const charge = monthCharge(running, month, endAfter(month));
      expect(charge.amountCents).toBe(cents[index]);
      expect(charge.capped).toBe(capped[index]);
      if (base.billingPeriod === 'monthly') expect(charge.hours).toBe(days * 24);
    });
  });

  it('10 hours of a $12/mo plan cost $0.18; one started minute costs the hour', () => {
    const from = Date.UTC(2026, 10, 3, 9, 15);
    expect(
      monthCharge(plan(1200, { meteredFrom: from, endedAt: from + 10 * HOUR_MS }), '2026-11', endAfter('2026-11')),
    ).toEqual({
      hours: 10,
      amountCents: 18,
      capped: false,
    });
    expect(
      monthCharge(plan(1200, { meteredFrom: from, endedAt: from + 60_000 }), '2026-11', endAfter('2026-11')).hours,
    ).toBe(1);
    expect(monthCharge(plan(1200, { meteredFrom: from, endedAt: from }), '2026-11', endAfter('2026-11')).hours).toBe(0);
  });

  it('an hour that starts before midnight of the 1st belongs to the month it starts in', () => {
    const from = Date.UTC(2026, 0, 31, 23, 30);
    const running = plan(1200, { meteredFrom: from, endedAt: Date.UTC(2026, 1, 1, 1, 15) });
    expect(hoursInMonth(running, '2026-01', endAfter('2026-02'))).toBe(1);
    expect(hoursInMonth(running, '2026-02', endAfter('2026-02'))).toBe(1);
  });

  it('counts a running month up to now, and forecasts it to its end', () => {
    const running = plan(1200, { meteredFrom: Date.UTC(2026, 10, 1) });
    const now = Date.UTC(2026, 10, 2, 0, 30);
    expect(monthCharge(running, '2026-11', now)).toEqual({ hours: 25, amountCents: 45, capped: false });
    expect(monthForecast(running, '2026-11')).toEqual({ hours: 720, amountCents: 1200, capped: true });
    expect(monthCharge(running, '2026-10', now).hours).toBe(0);
  });

  it('names the months around a time (UTC)', () => {
    expect(monthOf(Date.UTC(2026, 11, 31, 23, 59))).toBe('2026-12');
    expect(previousMonth(Date.UTC(2027, 0, 1))).toBe('2026-12');
    expect(previousMonth(Date.UTC(2026, 2, 1, 0, 0, 0, 1))).toBe('2026-02');
    expect(monthWindow('2028-02')).toEqual({ start: Date.UTC(2028, 1, 1), end: Date.UTC(2028, 2, 1) });
  });
});

const monthArb = fc
  .record({ year: fc.integer({ min: 2024, max: 2035 }), index: fc.integer({ min: 0, max: 11 }) })
  .map(({ year, index }) => monthOf(Date.UTC(year, index, 1)));
const centsArb = fc.integer({ min: 1, max: 500_000 });

describe('properties', () => {
  it('no month of a capped service costs more than its monthly price × count', () => {
    fc.assert(
      fc.property(
        centsArb,
        fc.integer({ min: 1, max: 8 }),
        monthArb,
        fc.integer({ min: -40 * 24, max: 40 * 24 }),
        fc.option(fc.integer({ min: 0, max: 80 * 24 * 60 }), { nil: null }),
        (cents, count, month, startHour, minutesRun) => {
          const from = monthWindow(month).start + startHour * HOUR_MS + 17_000;
          const running = plan(cents, {
            count,
            meteredFrom: from,
            endedAt: minutesRun === null ? null : from + minutesRun * 60_000,
          });
          const charge = monthCharge(running, month, endAfter(month));
          expect(charge.amountCents).toBeLessThanOrEqual(cents * count);
          expect(charge.amountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a whole month is days × 24 hours, and costs hours × rate exactly, at every month length', () => {
    fc.assert(
      fc.property(centsArb, fc.integer({ min: 1, max: 8 }), monthArb, (cents, count, month) => {
        const { start, end } = monthWindow(month);
        const hours = (end - start) / HOUR_MS;
        expect([672, 696, 720, 744]).toContain(hours);
        const capped = plan(cents, { meteredFrom: startBefore(month) });
        const rate = hourlyRateMills(cents);
        expect(monthCharge(capped, month, endAfter(month))).toEqual(chargeFor(capped, hours));
        expect(chargeFor(capped, hours).amountCents).toBe(Math.min(cents, Math.floor((hours * rate + 5) / 10)));
        const gpus = gpu(cents / 1000, count, { meteredFrom: startBefore(month) });
        // Uncapped: the mills of hours × count × rate, rounded once to cents, half up.
        const mills = hours * count * gpuRateMills(cents / 1000);
        expect(monthCharge(gpus, month, endAfter(month)).amountCents).toBe(Math.floor((mills + 5) / 10));
      }),
    );
  });

  it('across month boundaries the months’ hours add up to the started hours, none counted twice', () => {
    fc.assert(
      fc.property(
        monthArb,
        fc.integer({ min: 0, max: 31 * 24 * 60 }),
        fc.integer({ min: 1, max: 70 * 24 * 60 }),
        (month, offsetMinutes, minutesRun) => {
          const from = monthWindow(month).start + offsetMinutes * 60_000 + 1_234;
          const until = from + minutesRun * 60_000;
          const running = gpu(1.5, 3, { meteredFrom: from, endedAt: until });
          let total = 0;
          let mills = 0;
          for (let cursor = monthWindow(month).start; cursor < until; cursor = monthWindow(monthOf(cursor)).end) {
            const hours = hoursInMonth(running, monthOf(cursor), until + HOUR_MS);
            total += hours;
            mills += hours * 3 * 1500;
          }
          expect(total).toBe(startedHours(from, until));
          expect(mills).toBe(startedHours(from, until) * 3 * 1500);
        },
      ),
    );
  });
});
