import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueDate,
  EU_VAT_BASIS_POINTS,
  formatRate,
  invoiceNumber,
  invoiceStatus,
  invoiceTotals,
  servicePeriod,
  type TaxRule,
  taxRule,
  toCents,
} from './billing';
import type { Discount } from './pricing';

const DAY = 86_400_000;
const GERMAN_VAT: TaxRule = { kind: 'vat', country: 'DE', basisPoints: 1900 };
const NO_TAX: TaxRule = { kind: 'none', country: 'US' };

describe('taxRule', () => {
  it.each([
    ['DE', false, { kind: 'vat', country: 'DE', basisPoints: 1900 }],
    ['DE', true, { kind: 'reverseCharge', country: 'DE' }],
    ['FR', false, { kind: 'vat', country: 'FR', basisPoints: 2000 }],
    ['FI', false, { kind: 'vat', country: 'FI', basisPoints: 2550 }],
    ['GR', false, { kind: 'vat', country: 'GR', basisPoints: 2400 }],
    ['GB', false, { kind: 'vat', country: 'GB', basisPoints: 2000 }],
    ['GB', true, { kind: 'reverseCharge', country: 'GB' }],
    ['CH', false, { kind: 'none', country: 'CH' }],
    ['CH', true, { kind: 'reverseCharge', country: 'CH' }],
    ['US', false, { kind: 'none', country: 'US' }],
    // A VAT number means nothing outside the EU, the UK and Switzerland.
    ['US', true, { kind: 'none', country: 'US' }],
  ] as const)('%s with a valid VAT number: %s → %j', (country, hasVat, rule) => {
    expect(taxRule(country, hasVat)).toEqual(rule);
  });

  it('prints Finland’s 2550 basis points as 25.5%', () => {
    expect(formatRate(2550)).toBe('25.5%');
    expect(formatRate(1900)).toBe('19%');
  });

  it('knows exactly the 27 EU member states, each at a whole number of basis points', () => {
    expect(Object.keys(EU_VAT_BASIS_POINTS)).toHaveLength(27);
    expect(Object.keys(EU_VAT_BASIS_POINTS)).not.toContain('GB');
    expect(Object.keys(EU_VAT_BASIS_POINTS)).not.toContain('EL');
    for (const bp of Object.values(EU_VAT_BASIS_POINTS)) {
      expect(Number.isInteger(bp)).toBe(true);
      expect(bp).toBeGreaterThan(1000);
      expect(bp).toBeLessThan(3000);
    }
  });
});

describe('invoiceTotals', () => {
  it('adds the VAT on the net, rounded half up in integers (1999 × 19% = 379.81 → 380)', () => {
    expect(invoiceTotals([1999], null, GERMAN_VAT)).toEqual({
      subtotalCents: 1999,
      discountCents: 0,
      netCents: 1999,
      taxCents: 380,
      totalCents: 2379,
    });
  });

  it.each([
    // 50 × 19% = 9.5 → 10 (half up); 49 × 19% = 9.31 → 9; 2900 × 19% = 551.
    [50, 10],
    [49, 9],
    [2900, 551],
    [0, 0],
  ])('net %i cents at 19%% → tax %i cents', (net, tax) => {
    expect(invoiceTotals([net], null, GERMAN_VAT).taxCents).toBe(tax);
  });

  it('applies a percentage coupon before the tax, rounded half up', () => {
    const coupon: Discount = { discountType: 'percentage', discountValue: 10 };
    // 28450 − 2845 = 25605; 25605 × 19% = 4864.95 → 4865.
    expect(invoiceTotals([27800, 650], coupon, GERMAN_VAT)).toEqual({
      subtotalCents: 28450,
      discountCents: 2845,
      netCents: 25605,
      taxCents: 4865,
      totalCents: 30470,
    });
    // 12.5% of 1001 = 125.125 → 125.
    expect(invoiceTotals([1001], { discountType: 'percentage', discountValue: 12.5 }, NO_TAX).discountCents).toBe(125);
  });

  it('caps a percentage above 100 at the subtotal', () => {
    const totals = invoiceTotals([1200], { discountType: 'percentage', discountValue: 150 }, GERMAN_VAT);
    expect(totals).toMatchObject({ discountCents: 1200, netCents: 0, taxCents: 0, totalCents: 0 });
  });

  it('applies a fixed coupon in dollars, capped at the subtotal', () => {
    expect(invoiceTotals([2900], { discountType: 'fixed', discountValue: 5 }, GERMAN_VAT)).toEqual({
      subtotalCents: 2900,
      discountCents: 500,
      netCents: 2400,
      taxCents: 456,
      totalCents: 2856,
    });
    expect(invoiceTotals([1200], { discountType: 'fixed', discountValue: 50 }, GERMAN_VAT)).toEqual({
      subtotalCents: 1200,
      discountCents: 1200,
      netCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('charges no tax under the reverse charge or none', () => {
    for (const rule of [taxRule('DE', true), NO_TAX]) {
      expect(invoiceTotals([2900, 650], null, rule)).toMatchObject({ taxCents: 0, totalCents: 3550 });
    }
  });

  it('is zero for no lines, whatever the coupon', () => {
    expect(invoiceTotals([], { discountType: 'fixed', discountValue: 5 }, GERMAN_VAT)).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      netCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  const coupons = fc.option(
    fc.oneof(
      fc.record({
        discountType: fc.constant('percentage' as const),
        discountValue: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.double({ min: 0, max: 100, noNaN: true })),
      }),
      fc.record({
        discountType: fc.constant('fixed' as const),
        discountValue: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
      }),
    ),
    { nil: null },
  );
  const rules = fc
    .tuple(fc.constantFrom(...Object.keys(EU_VAT_BASIS_POINTS), 'GB', 'CH', 'US', 'JP'), fc.boolean())
    .map(([country, hasVat]) => taxRule(country, hasVat));

  it('always adds up: subtotal − discount + tax = total, every amount a non-negative integer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 30 }),
        coupons,
        rules,
        (lines, coupon, rule) => {
          const totals = invoiceTotals(lines, coupon, rule);
          const { subtotalCents, discountCents, netCents, taxCents, totalCents } = totals;
          for (const amount of Object.values(totals)) {
            expect(Number.isSafeInteger(amount)).toBe(true);
            expect(amount).toBeGreaterThanOrEqual(0);
          }
          expect(subtotalCents).toBe(lines.reduce((sum, cents) => sum + cents, 0));
          expect(discountCents).toBeLessThanOrEqual(subtotalCents);
          expect(netCents).toBe(subtotalCents - discountCents);
          expect(subtotalCents - discountCents + taxCents).toBe(totalCents);
          if (rule.kind !== 'vat') expect(taxCents).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('invoiceNumber', () => {
  it.each([
    [2026, 1, 'NIM-2026-000001'],
    [2026, 42, 'NIM-2026-000042'],
    [2027, 999_999, 'NIM-2027-999999'],
  ])('(%i, %i) → %s', (year, sequence, number) => {
    expect(invoiceNumber(year, sequence)).toBe(number);
  });
});

describe('dueDate and invoiceStatus', () => {
  const issuedAt = Date.UTC(2026, 11, 20, 10, 0);

  it('is due 14 days after the invoice date, across the year end', () => {
    expect(new Date(dueDate(issuedAt)).toISOString()).toBe('2027-01-03T10:00:00.000Z');
    expect(dueDate(issuedAt) - issuedAt).toBe(14 * DAY);
  });

  it('is open until the due date, overdue after it, paid once paid (even late)', () => {
    const dueAt = dueDate(issuedAt);
    expect(invoiceStatus({ dueAt, paidAt: null }, issuedAt)).toBe('pendingPayment');
    expect(invoiceStatus({ dueAt, paidAt: null }, dueAt)).toBe('pendingPayment');
    expect(invoiceStatus({ dueAt, paidAt: null }, dueAt + 1)).toBe('overdue');
    expect(invoiceStatus({ dueAt, paidAt: issuedAt + DAY }, dueAt + DAY)).toBe('paid');
    expect(invoiceStatus({ dueAt, paidAt: dueAt + DAY }, dueAt + 2 * DAY)).toBe('paid');
  });
});

describe('servicePeriod', () => {
  it.each([
    [Date.UTC(2026, 0, 15, 9, 30), 'monthly', '2026-01-15', '2026-02-14'],
    [Date.UTC(2026, 0, 15, 9, 30), 'annual', '2026-01-15', '2027-01-14'],
    // Jan 31: a month runs to the day before Feb 28 (or Feb 29 in a leap year).
    [Date.UTC(2026, 0, 31, 23, 59), 'monthly', '2026-01-31', '2026-02-27'],
    [Date.UTC(2028, 0, 31), 'monthly', '2028-01-31', '2028-02-28'],
    // Feb 29: a year later there is no Feb 29, so the year runs to Feb 27.
    [Date.UTC(2028, 1, 29, 12), 'annual', '2028-02-29', '2029-02-27'],
    [Date.UTC(2028, 1, 29, 12), 'monthly', '2028-02-29', '2028-03-28'],
    // December rolls into the next year.
    [Date.UTC(2026, 11, 15), 'monthly', '2026-12-15', '2027-01-14'],
    [Date.UTC(2026, 11, 31), 'monthly', '2026-12-31', '2027-01-30'],
    [Date.UTC(2026, 11, 31), 'annual', '2026-12-31', '2027-12-30'],
  ] as const)('%s %s → %s to %s', (issuedAt, period, periodStart, periodEnd) => {
    expect(servicePeriod(issuedAt, period)).toEqual({ periodStart, periodEnd });
  });
});

describe('toCents', () => {
  it.each([
    [6.5, 650],
    [0.1 + 0.2, 30],
    [29, 2900],
    [278, 27800],
    [4.35, 435],
    [0, 0],
  ])('%d dollars → %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('is exact for every amount with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents);
      }),
    );
  });
});
