import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, billingErrors, validate } from '../api/billing';
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

const INVALID_GERMAN_VAT = 'Enter a valid VAT number for Germany: DE followed by 9 digits (DE123456789)';
const ADDRESS = { name: 'Ada Lovelace', line1: 'Unter den Linden 1', postalCode: '10117', city: 'Berlin' };

describe('billingDetailsSchema', () => {
  it('names every missing field', () => {
    expect(validate(billingDetailsSchema, {})).toEqual({
      ok: false,
      error: billingErrors.nameRequired,
      fields: {
        name: billingErrors.nameRequired,
        line1: billingErrors.line1Required,
        postalCode: billingErrors.postalCodeRequired,
        city: billingErrors.cityRequired,
        country: billingErrors.countryRequired,
      },
    });
  });

  it('refuses blank fields as missing', () => {
    const result = validate(billingDetailsSchema, { name: '  ', line1: '', postalCode: ' ', city: '', country: ' ' });
    expect(result).toMatchObject({
      ok: false,
      fields: {
        name: billingErrors.nameRequired,
        line1: billingErrors.line1Required,
        postalCode: billingErrors.postalCodeRequired,
        city: billingErrors.cityRequired,
        country: billingErrors.countryRequired,
      },
    });
  });

  it('refuses a country that is not on the list', () => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'XX' });
    expect(result).toEqual({
      ok: false,
      error: 'Choose a country from the list',
      fields: { country: 'Choose a country from the list' },
    });
  });

  it('accepts a lower-case country code as the code, and fills the optional fields', () => {
    expect(validate(billingDetailsSchema, { ...ADDRESS, name: ' Ada Lovelace ', country: ' de ' })).toEqual({
      ok: true,
      data: { ...ADDRESS, line2: '', region: '', country: 'DE', vatNumber: '' },
    });
  });

  it('stores a valid VAT number normalized', () => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'DE', vatNumber: 'de 136.695-976' });
    expect(result).toMatchObject({ ok: true, data: { country: 'DE', vatNumber: 'DE136695976' } });
  });

  it('refuses a VAT number for a country outside the EU, the UK and Switzerland', () => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'US', vatNumber: 'DE136695976' });
    expect(result).toEqual({
      ok: false,
      error: billingErrors.vatNotTaken,
      fields: { vatNumber: billingErrors.vatNotTaken },
    });
  });

  it('refuses an invalid German VAT number, naming Germany and the format', () => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'DE', vatNumber: 'DE136695977' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({ vatNumber: INVALID_GERMAN_VAT });
    expect(result.fields.vatNumber).toContain('Germany');
    expect(result.fields.vatNumber).toContain('DE followed by 9 digits');
  });

  it('refuses another country’s valid number, naming the billing country', () => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'AT', vatNumber: 'DE136695976' });
    expect(result).toMatchObject({ ok: false, fields: { vatNumber: expect.stringContaining('Austria') } });
  });

  it.each([
    ['name', 'Ada\nLovelace', 'Name or company must be one line'],
    ['line1', 'Unter den\r\nLinden 1', 'Address must be one line'],
    ['city', 'Ber\u2028lin', 'City must be one line'],
    ['line2', 'Hof\u202Elinks', 'Address line 2 must be one line'],
  ])('refuses a line break or bidi control in %s', (field, value, message) => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'DE', [field]: value });
    expect(result).toMatchObject({ ok: false, fields: { [field]: message } });
  });

  it('refuses a name longer than 120 characters', () => {
    const result = validate(billingDetailsSchema, { ...ADDRESS, country: 'DE', name: 'x'.repeat(121) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toEqual(['name']);
  });
});
