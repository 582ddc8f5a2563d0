import { describe, expect, it } from 'vitest';
import { addressLines } from './postal-address';

const base = { line1: '1 Market Street', line2: '', region: '' };

describe('addressLines', () => {
  it('prints a US address as city, state and ZIP code', () => {
    expect(addressLines({ ...base, postalCode: '94105', city: 'San Francisco', region: 'CA', country: 'US' })).toEqual([
      '1 Market Street',
      'San Francisco, CA 94105',
      'United States',
    ]);
  });

  it('prints a German address with the postal code before the city', () => {
    expect(
      addressLines({
        ...base,
        line1: 'Unter den Linden 1',
        line2: 'Hof links',
        postalCode: '10117',
        city: 'Berlin',
        country: 'DE',
      }),
    ).toEqual(['Unter den Linden 1', 'Hof links', '10117 Berlin', 'Germany']);
  });

  it('prints a UK address with the postcode on its own line after the town', () => {
    expect(addressLines({ ...base, postalCode: 'EC2M 2PF', city: 'London', country: 'GB' })).toEqual([
      '1 Market Street',
      'London',
      'EC2M 2PF',
      'United Kingdom',
    ]);
  });

  it('keeps a region on its own line where the country prints one, and leaves out empty lines', () => {
    expect(addressLines({ ...base, postalCode: '20121', city: 'Milano', region: 'MI', country: 'IT' })).toEqual([
      '1 Market Street',
      '20121 Milano',
      'MI',
      'Italy',
    ]);
  });
});
