/**
 * VAT numbers of the EU, the UK and Switzerland: format and check digits by `jsvat`, a maintained
 * library. Both the billing form and the API check with this module; the Worker then confirms EU
 * numbers with VIES (docs/decisions/vat-numbers-confirmed-with-vies.md).
 */
import { checkVAT, countries } from 'jsvat';
import { takesVatNumber } from './vat-formats';

export { takesVatNumber };

/** jsvat's rules for the countries whose numbers are checked (jsvat also knows others, e.g. Norway). */
const COUNTRIES = countries.filter((country) => takesVatNumber(country.codes[0] ?? ''));

/** As stored and printed: upper case, without spaces, dots or dashes ("de 136 695 976" → "DE136695976"). */
export function normalizeVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * Whether `value` (normalized) is a valid VAT number of `country`: the right format and check digits,
 * and issued by that country (a German number for a German address).
 */
export function isValidVatNumber(value: string, country: string): boolean {
  if (!takesVatNumber(country)) return false;
  const result = checkVAT(value, COUNTRIES);
  return result.isValid && result.country?.isoCode.short === country;
}
