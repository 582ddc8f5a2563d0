import { describe, expect, it } from 'vitest';
import { isValidVatNumber, normalizeVatNumber, takesVatNumber } from './vat-number';

// Real numbers' formats and check digits (the examples jsvat and the tax offices publish).
const VALID = [
  ['DE', 'DE136695976'],
  ['AT', 'ATU13585627'],
  ['FR', 'FR40303265045'],
  ['NL', 'NL004495445B01'],
  ['GR', 'EL094259216'],
  ['GB', 'GB980780684'],
  ['CH', 'CHE116281710'],
] as const;

describe('isValidVatNumber', () => {
  it.each(VALID)('accepts a valid number of %s: %s', (country, number) => {
    expect(isValidVatNumber(number, country)).toBe(true);
  });

  it.each([
    ['DE', 'DE136695977'],
    ['DE', 'DE136695967'],
    ['AT', 'ATU13585628'],
    ['FR', 'FR40303265046'],
    ['NL', 'NL004495446B01'],
    ['GR', 'EL094259217'],
    ['GB', 'GB980780685'],
    ['CH', 'CHE116281711'],
  ])('refuses a one-digit typo that breaks the check digits (%s %s)', (country, number) => {
    expect(isValidVatNumber(number, country)).toBe(false);
  });

  it.each([
    ['AT', 'DE136695976'],
    ['DE', 'ATU13585627'],
    ['FR', 'GB980780684'],
    ['EL', 'EL094259216'],
    ['US', 'DE136695976'],
  ])('refuses a number of another country than the billing country %s (%s)', (country, number) => {
    expect(isValidVatNumber(number, country)).toBe(false);
  });

  it.each(['', 'DE', 'DE12345678', 'DE1366959761', 'XX136695976'])('refuses a malformed number %j', (number) => {
    expect(isValidVatNumber(number, 'DE')).toBe(false);
  });

  it('is checked for the EU, the UK and Switzerland only', () => {
    expect(['DE', 'GR', 'GB', 'CH'].map(takesVatNumber)).toEqual([true, true, true, true]);
    expect(['US', 'NO', 'EL', 'XX'].map(takesVatNumber)).toEqual([false, false, false, false]);
  });
});

describe('normalizeVatNumber', () => {
  it.each([
    ['de 136 695 976', 'DE136695976'],
    ['DE136.695.976', 'DE136695976'],
    ['che-116.281.710', 'CHE116281710'],
    ['nl0044\t95445b01', 'NL004495445B01'],
    ['  atu13585627  ', 'ATU13585627'],
  ])('%j → %s', (typed, stored) => {
    expect(normalizeVatNumber(typed)).toBe(stored);
  });
});
