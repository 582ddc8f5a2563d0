import { describe, expect, it } from 'vitest';
import { site } from '../config';
import { regionOf, regionsOf } from './regions';

describe('regions of a cart line', () => {
  it.each([
    ['All', site.dataCenters],
    [null, site.dataCenters],
    [
      ['London', 'Frankfurt'],
      ['London', 'Frankfurt'],
    ],
  ] as const)('%j offers %j', (locations, expected) => {
    expect(regionsOf(locations)).toEqual(expected);
  });

  it('runs in the pick while it is offered, else in the first location', () => {
    expect(regionOf(['London', 'Frankfurt'], 'Frankfurt')).toBe('Frankfurt');
    expect(regionOf(['London', 'Frankfurt'], null)).toBe('London');
    expect(regionOf(['London', 'Frankfurt'], 'Sydney')).toBe('London');
    expect(regionOf('All', null)).toBe(site.dataCenters[0]);
  });
});
