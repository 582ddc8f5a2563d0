import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartErrors } from '../shared/api/cart-messages';
import { annualPrice, subtotal, total } from '../shared/domain/pricing';
import {
  cartTargets,
  decodeEstimate,
  type Estimate,
  emptyEstimate,
  encodeEstimate,
  estimateLines,
  estimateMessages,
  estimateTotals,
} from './estimate';
import { anyEstimate, catalog } from './estimate.fixtures';

describe('lines and totals', () => {
  it('prices a mixed setup monthly: hourly, monthly and annual totals', () => {
    const estimate: Estimate = {
      period: 'monthly',
      plans: ['starter'],
      services: [],
      vps: { 'standard-1': 2 },
      gpus: { 'ai-basic': { count: 1, hours: 100 } },
    };
    const lines = estimateLines(estimate, catalog);
    expect(lines.map((line) => [line.name, line.monthly])).toEqual([
      ['Starter', 12],
      ['Standard 1', 10],
      ['AI Basic', 90],
    ]);
    // $0.018 + 2 × $0.007 + $0.90 an hour; $112 a month; twelve of them a year.
    expect(estimateTotals(lines, 'monthly')).toEqual({
      hourly: 0.932,
      monthly: 112,
      annual: 1344,
      perPeriod: 112,
      customCount: 0,
    });
  });

  it('applies the annual rounding to plans and VPS with annual billing, never to GPU hours, and shows no hourly total', () => {
    const estimate: Estimate = {
      period: 'annual',
      plans: ['pro'],
      services: [],
      vps: { 'standard-2': 3 },
      gpus: { 'ai-standard': { count: 2, hours: 10 } },
    };
    const totals = estimateTotals(estimateLines(estimate, catalog), 'annual');
    // Pro $278 a year, 3 × $96, and 2 × 10 h × $1.50 = $30 a month for twelve months.
    expect(totals.annual).toBe(278 + 3 * annualPrice(10) + 360);
    expect(totals.perPeriod).toBe(totals.annual);
    expect(totals.monthly).toBe(Math.round((totals.annual / 12) * 100) / 100);
    expect(totals.hourly).toBeNull();
  });

  it('says which items cannot go in the cart and why; VPS sizes and GPUs with their counts go in', () => {
    const estimate: Estimate = {
      ...emptyEstimate('annual'),
      plans: ['pro', 'enterprise'],
      services: ['vps-basic'],
      vps: { 'standard-1': 1, 'standard-2': 3 },
      gpus: { 'ai-pro': { count: 2, hours: 730 }, 'ai-basic': { count: 9, hours: 10 } },
    };
    const lines = estimateLines(estimate, catalog);
    expect(Object.fromEntries(lines.map((line) => [line.name, line.notCartable]))).toEqual({
      Pro: null,
      Enterprise: cartErrors.customPrice,
      'VPS Basic': cartErrors.outOfStock,
      'Standard 1': null,
      'Standard 2': estimateMessages.vpsOnePerLine,
      'AI Basic': cartErrors.tooMany,
      'AI Pro': null,
    });
    // A GPU goes in with its count and monthly billing even in an annual estimate.
    expect(cartTargets(lines)).toEqual([
      { planId: 'pro' },
      { instanceId: 'standard-1' },
      { instanceId: 'ai-pro', count: 2, billingPeriod: 'monthly' },
    ]);
    expect(estimateTotals(lines, 'monthly').customCount).toBe(1);
  });

  it('an estimate of custom-priced and out-of-stock items only has nothing for the cart', () => {
    const lines = estimateLines({ ...emptyEstimate(), plans: ['enterprise'], services: ['vps-basic'] }, catalog);
    expect(lines).toHaveLength(2);
    expect(cartTargets(lines)).toEqual([]);
    expect(cartTargets(estimateLines(emptyEstimate(), catalog))).toEqual([]);
  });

  it('a GPU count from 1 to 8 goes in as it is, 9 or more does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (count) => {
        const lines = estimateLines({ ...emptyEstimate(), gpus: { 'ai-basic': { count, hours: 1 } } }, catalog);
        const targets = cartTargets(lines);
        expect(targets).toEqual(count <= 8 ? [{ instanceId: 'ai-basic', count, billingPeriod: 'monthly' }] : []);
      }),
    );
  });
});

describe('the estimate in the URL', () => {
  it('writes a readable query and reads it back', () => {
    const estimate: Estimate = {
      period: 'annual',
      plans: ['starter', 'pro'],
      services: ['advanced-ddos'],
      vps: { 'standard-1': 2 },
      gpus: { 'ai-basic': { count: 1, hours: 200 } },
    };
    const query = encodeEstimate(estimate);
    expect(query).toBe('billing=annual&plans=starter,pro&services=advanced-ddos&vps=standard-1:2&gpus=ai-basic:1:200');
    expect(decodeEstimate(`?${query}`, catalog)).toEqual({ estimate, malformed: false });
  });

  it('an empty estimate is an empty query, and an empty query an empty estimate', () => {
    expect(encodeEstimate(emptyEstimate())).toBe('');
    expect(decodeEstimate('', catalog)).toEqual({ estimate: emptyEstimate(), malformed: false });
    expect(decodeEstimate('?utm_source=newsletter', catalog)).toEqual({ estimate: emptyEstimate(), malformed: false });
  });

  it.each([
    'billing=weekly',
    'plans=starter,no-such-plan',
    'plans=pro,pro',
    'plans=pro&plans=starter',
    'vps=standard-1',
    'vps=standard-1:0',
    'vps=standard-1:100',
    'vps=standard-1:1.5',
    'vps=standard-1:2,standard-1:3',
    'vps=standard-1:2:3',
    'gpus=ai-basic:1',
    'gpus=ai-basic:1:745',
    'gpus=ai-basic:-1:10',
    'gpus=ai-basic:1:1e3',
    'services=<script>',
    'plans=%E0%A4%A',
    'vps=standard-1:99999999999999999999',
  ])('a link it cannot read (%s) opens an empty estimate, marked malformed', (query) => {
    expect(decodeEstimate(`?${query}`, catalog)).toEqual({ estimate: emptyEstimate(), malformed: true });
  });

  it('any estimate survives the round trip through its link', () => {
    fc.assert(
      fc.property(anyEstimate, (estimate) => {
        expect(decodeEstimate(`?${encodeEstimate(estimate)}`, catalog)).toEqual({ estimate, malformed: false });
      }),
    );
  });

  it('no query string throws or yields anything but a valid estimate', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (query) => {
        const { estimate } = decodeEstimate(query, catalog);
        expect(decodeEstimate(`?${encodeEstimate(estimate)}`, catalog).estimate).toEqual(estimate);
      }),
    );
  });
});

describe('properties', () => {
  it("for any configuration, the calculator's total for its period equals the cart's total of the same items", () => {
    fc.assert(
      fc.property(anyEstimate, (estimate) => {
        const lines = estimateLines(estimate, catalog);
        const totals = estimateTotals(lines, estimate.period);
        // The cart holds plans and services, one line each at the estimate's period (docs/decisions/one-cart-line-per-item.md); a
        // custom price counts 0 (docs/decisions/coupons-are-server-data.md). VPS sizes and GPU hours are added as what they cost.
        const cartLines = lines
          .filter((line) => line.kind === 'plan' || line.kind === 'service')
          .map((line) => ({ monthlyPrice: line.monthlyPrice, billingPeriod: estimate.period }));
        const others = lines.filter((line) => line.kind === 'vps' || line.kind === 'gpu');
        const othersForPeriod = others.reduce(
          (sum, line) => sum + (estimate.period === 'annual' ? line.yearly : line.monthly),
          0,
        );
        expect(totals.perPeriod).toBeCloseTo(total(subtotal(cartLines), null) + othersForPeriod, 6);
        if (others.length === 0) expect(totals.perPeriod).toBe(total(subtotal(cartLines), null));
      }),
    );
  });

  it('the totals are whole cents, never negative, and a year billed monthly is twelve months', () => {
    fc.assert(
      fc.property(anyEstimate, (estimate) => {
        const totals = estimateTotals(estimateLines(estimate, catalog), estimate.period);
        for (const value of [totals.monthly, totals.annual]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);
        }
        if (estimate.period === 'monthly') expect(totals.annual).toBeCloseTo(totals.monthly * 12, 6);
        else expect(totals.hourly).toBeNull();
      }),
    );
  });
});
