import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approxMonthly,
  gpuPriceLabel,
  HOURS_PER_AVERAGE_MONTH,
  HOURS_PER_BILLING_MONTH,
  hourlyCharge,
  hourlyLabel,
  hourlyOnlyCharge,
  hourlyRate,
} from './hourly';
import {
  annualPrice,
  cartPriceLabel,
  couponValueLabel,
  type Discount,
  discountAmount,
  effectiveMonthlyPrice,
  formatBandwidth,
  formatGB,
  formatMoney,
  formatPrice,
  formatSize,
  linePrice,
  priceLabel,
  subtotal,
  total,
} from './pricing';

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

describe('annual billing', () => {
  it.each([
    [5, 48, 4],
    [10, 96, 8],
    [29, 278, 23],
    [3.99, 38, 3],
    [79.99, 768, 64],
    [0, 0, 0],
  ])('$%d a month → $%d a year, $%d/mo effective', (monthly, year, perMonth) => {
    expect(annualPrice(monthly)).toBe(year);
    expect(effectiveMonthlyPrice(monthly)).toBe(perMonth);
  });
});

describe('hourly prices', () => {
  it.each([
    [12, 0.018, '$0.018/hr'],
    [5, 0.007, '$0.007/hr'],
    [29, 0.043, '$0.043/hr'],
    [40, 0.06, '$0.060/hr'],
    [79, 0.118, '$0.118/hr'],
    [3.99, 0.006, '$0.006/hr'],
    [0.34, 0.001, '$0.001/hr'], // 0.000506 rounds up
    [0.33, 0, '$0.000/hr'], // 0.000491 rounds down
  ])('$%d a month → %d an hour (%s)', (monthly, rate, text) => {
    expect(hourlyRate(monthly)).toBe(rate);
    if (monthly >= 1)
      expect(hourlyLabel(monthly)).toEqual({ rate: text, cap: `billed hourly up to ${formatPrice(monthly)}/mo` });
  });

  it('says "billed hourly up to $12/mo", and nothing hourly for annual, free or custom prices', () => {
    expect(hourlyLabel(12)).toEqual({ rate: '$0.018/hr', cap: 'billed hourly up to $12/mo' });
    expect(hourlyLabel(12, 'annual')).toBeNull();
    expect(hourlyLabel(0)).toBeNull();
    expect(hourlyLabel(null)).toBeNull();
  });

  it('bills hourly up to the monthly price, reached within a 28-day month', () => {
    expect(hourlyCharge(12, 10)).toBe(0.18);
    expect(hourlyCharge(12, 672)).toBe(12);
    expect(hourlyCharge(12, 744)).toBe(12);
    expect(hourlyCharge(12, 0)).toBe(0);
  });

  it('shows GPU instances per hour with "≈ $X/mo" for 730 hours, uncapped', () => {
    expect(gpuPriceLabel(0.9)).toEqual({ rate: '$0.90/hr', approx: '≈ $657/mo' });
    expect(gpuPriceLabel(1.5)).toEqual({ rate: '$1.50/hr', approx: '≈ $1,095/mo' });
    expect(gpuPriceLabel(12)).toEqual({ rate: '$12.00/hr', approx: '≈ $8,760/mo' });
    expect(approxMonthly(3.5)).toBe(2555);
    expect(hourlyOnlyCharge(0.9, 744)).toBe(669.6);
  });
});

describe('lines and totals', () => {
  it('prices a line by its billing period; custom counts 0', () => {
    expect(linePrice(29, 'monthly')).toBe(29);
    expect(linePrice(29, 'annual')).toBe(278);
    expect(linePrice(null, 'annual')).toBe(0);
  });

  it('adds the lines to cents', () => {
    expect(
      subtotal([
        { monthlyPrice: 3.99, billingPeriod: 'monthly' },
        { monthlyPrice: 29, billingPeriod: 'annual' },
        { monthlyPrice: null, billingPeriod: 'monthly' },
        { monthlyPrice: 0.1, billingPeriod: 'monthly' },
        { monthlyPrice: 0.2, billingPeriod: 'monthly' },
      ]),
    ).toBe(282.29);
  });

  it.each<[number, Discount | null, number, number]>([
    [100, null, 0, 100],
    [100, { discountType: 'percentage', discountValue: 10 }, 10, 90],
    [33.33, { discountType: 'percentage', discountValue: 10 }, 3.33, 30],
    [278, { discountType: 'percentage', discountValue: 20 }, 55.6, 222.4],
    [29, { discountType: 'fixed', discountValue: 5 }, 5, 24],
    [3.99, { discountType: 'fixed', discountValue: 5 }, 3.99, 0],
    [0, { discountType: 'fixed', discountValue: 5 }, 0, 0],
  ])('subtotal %d with %j: discount %d, total %d', (sub, coupon, discount, expected) => {
    expect(discountAmount(sub, coupon)).toBe(discount);
    expect(total(sub, coupon)).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    [null, 'Custom'],
    [0, 'Free'],
    [5, '$5'],
    [3.99, '$3.99'],
    [1200, '$1,200'],
  ])('priceLabel(%j) = %s', (price, label) => {
    expect(priceLabel(price)).toBe(label);
  });

  it('shows cart prices per month or per year', () => {
    expect(cartPriceLabel(29, 'monthly')).toBe('$29/month');
    expect(cartPriceLabel(29, 'annual')).toBe('$278/year');
    expect(cartPriceLabel(3.99, 'monthly')).toBe('$3.99/month');
    expect(cartPriceLabel(null, 'monthly')).toBe('Custom');
  });

  it('formats money and coupon values', () => {
    expect(formatMoney(24)).toBe('$24.00');
    expect(formatPrice(0.9)).toBe('$0.90');
    expect(couponValueLabel({ discountType: 'percentage', discountValue: 10 })).toBe('10%');
    expect(couponValueLabel({ discountType: 'fixed', discountValue: 5 })).toBe('$5.00');
  });
});

describe('byte formatting', () => {
  it.each([
    [512 * 1024 ** 2, '0.50 GB'],
    [10 * GiB, '10 GB'],
    [1536 * 1024 ** 2, '1.50 GB'],
    [640 * GiB, '640 GB'],
    [1.25 * GiB + 1, '1.25 GB'],
  ])('formatGB(%d) = %s', (bytes, text) => {
    expect(formatGB(bytes)).toBe(text);
  });

  it.each([
    [100 * GiB, '100 GB'],
    [1023 * GiB, '1023 GB'],
    [TiB, '1 TB'],
    [5 * TiB, '5 TB'],
    [2.5 * TiB, '2.50 TB'],
  ])('formatBandwidth(%d) = %s, rescaled at 1 TB', (bytes, text) => {
    expect(formatBandwidth(bytes)).toBe(text);
  });

  it.each([
    [512 * 1024 ** 2, '512 MB'],
    [8 * GiB, '8 GB'],
    [1.5 * TiB, '1.5 TB'],
  ])('formatSize(%d) = %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

const cents = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100);
const price = fc.option(cents, { nil: null });
const period = fc.constantFrom('monthly' as const, 'annual' as const);
const coupon = fc.option(
  fc.oneof(
    fc.record({ discountType: fc.constant('percentage' as const), discountValue: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ discountType: fc.constant('fixed' as const), discountValue: cents.filter((v) => v > 0) }),
  ),
  { nil: null },
);
const lines = fc.array(fc.record({ monthlyPrice: price, billingPeriod: period }), { maxLength: 20 });

const hours = fc.integer({ min: 0, max: 100_000 });

describe('hourly properties', () => {
  it('the hourly rate × 672 is the monthly price to within the rounding (half a tenth of a cent an hour)', () => {
    fc.assert(
      fc.property(cents, (monthly) => {
        const rate = hourlyRate(monthly);
        expect(Math.abs(rate * HOURS_PER_BILLING_MONTH - monthly)).toBeLessThanOrEqual(
          0.0005 * HOURS_PER_BILLING_MONTH + 1e-9,
        );
        expect(Math.round(rate * 1000)).toBeCloseTo(rate * 1000, 9);
      }),
    );
  });

  it('the cap holds for any hour count, and more hours never cost less', () => {
    fc.assert(
      fc.property(cents, hours, hours, (monthly, a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(hourlyCharge(monthly, many)).toBeLessThanOrEqual(monthly);
        expect(hourlyCharge(monthly, few)).toBeLessThanOrEqual(hourlyCharge(monthly, many));
        expect(hourlyCharge(monthly, few)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('GPU hours are never capped: the charge grows with every hour of a non-zero price', () => {
    fc.assert(
      fc.property(
        cents.filter((v) => v >= 0.01),
        hours,
        (hourly, h) => {
          expect(hourlyOnlyCharge(hourly, h + 1)).toBeGreaterThan(hourlyOnlyCharge(hourly, h));
          expect(approxMonthly(hourly)).toBe(hourlyOnlyCharge(hourly, HOURS_PER_AVERAGE_MONTH));
        },
      ),
    );
  });

  it('annual billing is the annual discount applied to the monthly price (round(monthly × 12 × 0.8), never above 12 months), and is not shown hourly', () => {
    fc.assert(
      fc.property(cents, (monthly) => {
        const year = annualPrice(monthly);
        const r7 = Math.round(monthly * 12 * 0.8);
        // The annual figure, unless a price of a few cents would round it above twelve monthly payments.
        expect(year === r7 || (r7 > monthly * 12 && year === Math.round(monthly * 1200) / 100)).toBe(true);
        expect(linePrice(monthly, 'annual')).toBe(year);
        expect(hourlyLabel(monthly, 'annual')).toBeNull();
      }),
    );
  });
});

describe('properties', () => {
  it('the total is never negative nor above the subtotal', () => {
    fc.assert(
      fc.property(lines, coupon, (items, c) => {
        const sub = subtotal(items);
        const t = total(sub, c);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(sub);
        expect(Number.isInteger(Math.round(t * 100))).toBe(true);
        expect(Math.abs(t * 100 - Math.round(t * 100))).toBeLessThan(1e-6);
      }),
    );
  });

  it('a fixed discount never exceeds the subtotal', () => {
    fc.assert(
      fc.property(cents, cents, (sub, value) => {
        expect(discountAmount(sub, { discountType: 'fixed', discountValue: value })).toBeLessThanOrEqual(sub);
      }),
    );
  });

  it('annual ≤ 12 × monthly, and the effective monthly price ≤ monthly', () => {
    fc.assert(
      fc.property(cents, (monthly) => {
        expect(annualPrice(monthly)).toBeLessThanOrEqual(monthly * 12 + 1e-9);
        expect(effectiveMonthlyPrice(monthly)).toBeLessThanOrEqual(monthly);
      }),
    );
  });

  it('a line never costs less than 0 and custom lines cost 0', () => {
    fc.assert(
      fc.property(price, period, (monthly, p) => {
        const value = linePrice(monthly, p);
        expect(value).toBeGreaterThanOrEqual(0);
        if (monthly === null) expect(value).toBe(0);
      }),
    );
  });
});
