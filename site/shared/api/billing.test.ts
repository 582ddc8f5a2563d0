import { describe, expect, it } from 'vitest';
import { billingDetailsSchema, billingErrors } from './billing';
import { validate } from './common';

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
