/**
 * VAT numbers of the EU, the UK and Switzerland: format and check digits by `jsvat`, a maintained
 * library (no online lookup). Both the billing form and the API check with this module.
 */
import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  switzerland,
  unitedKingdom,
} from 'jsvat';
import { takesVatNumber } from './vat-formats';

export { takesVatNumber };

const COUNTRIES = [
  austria,
  belgium,
  bulgaria,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  switzerland,
  unitedKingdom,
];

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
