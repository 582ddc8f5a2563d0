import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../config';
import { availableIn, byPrice, parseSize, toCoupon, toPlan, toService } from './catalog';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../content/catalog/${name}`, import.meta.url), 'utf8'));

describe('parseSize', () => {
  it.each([
    ['512 MB', 512 * 1024 ** 2],
    ['10 GB', 10 * 1024 ** 3],
    ['1 TB', 1024 ** 4],
    ['1.5tb', 1.5 * 1024 ** 4],
  ])('%s → %d bytes', (text, bytes) => {
    expect(parseSize(text)).toBe(bytes);
  });

  it('names what it expected', () => {
    expect(() => parseSize('lots')).toThrow(/"lots" is not a size/);
  });
});

describe('content/catalog data files', () => {
  const plans = read('plans.json').map(toPlan);
  const services = read('services.json').map(toService);
  const coupons = read('coupons.json').map(toCoupon);

  it('has the free tier of the spec, a Pro plan and a custom plan', () => {
    expect(plans.find((plan: { name: string }) => plan.name === 'Free')).toMatchObject({
      monthlyPrice: 0,
      cpuCores: site.freeTier.vcpu,
      ram: parseSize(site.freeTier.memory.replace(/(\d)([A-Z])/, '$1 $2')),
      storage: parseSize(site.freeTier.storage.replace(/(\d)([A-Z])/, '$1 $2')),
      bandwidth: parseSize(site.freeTier.bandwidth.replace(/(\d)([A-Z])/, '$1 $2')),
    });
    expect(plans.map((plan: { name: string }) => plan.name)).toContain('Pro');
    expect(plans.some((plan: { monthlyPrice: number | null }) => plan.monthlyPrice === null)).toBe(true);
  });

  it('has the catalog prices for services', () => {
    const prices = (category: string) =>
      services
        .filter((s: { category: string }) => s.category === category)
        .sort(byPrice)
        .map((s: { monthlyPrice: number | null }) => s.monthlyPrice);
    expect(prices('kvmVps')[0]).toBe(3.99);
    expect(prices('kvmVps').at(-2)).toBe(79.99);
    expect(prices('kvmVps').at(-1)).toBeNull();
    expect(prices('dedicatedServers')).toEqual([99, 149, 199, 299, 499, null]);
    expect(prices('additionalServices')).toEqual([9.99, 19.99, 29.99, 49.99, null]);
  });

  it('only names the data centers of the site config, and keeps every listed service out of stock', () => {
    for (const service of services) {
      if (service.locations !== 'All')
        for (const location of service.locations) expect(site.dataCenters).toContain(location);
      expect(service.isOutOfStock).toBe(true);
    }
    expect(
      site.dataCenters.every((dc) => services.some((s: Parameters<typeof availableIn>[0]) => availableIn(s, dc))),
    ).toBe(true);
  });

  it('seeds the coupons of the data file', () => {
    expect(coupons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'WELCOME10', discountType: 'percentage', discountValue: 10, active: true }),
        expect.objectContaining({ code: 'ANNUAL20', discountType: 'percentage', discountValue: 20, active: true }),
        expect.objectContaining({ code: 'SAVE5', discountType: 'fixed', discountValue: 5, active: true }),
      ]),
    );
  });

  it('explains a bad entry by file, entry and field', () => {
    expect(() => toPlan({ id: 'x', name: 'X', monthlyPrice: -1 })).toThrow(
      'content/catalog/plans.json: entry "x", field "monthlyPrice": expected a price ≥ 0 or null',
    );
    expect(() => toService({ id: 'y', category: 'gpu' })).toThrow(/services.json: entry "y", field "category"/);
  });
});
