/**
 * A billing address as it is printed on an invoice, in the order the post of its country expects:
 * "San Francisco, CA 94105" in the US, Canada and Australia; the postcode on its own line after the
 * town in the UK; "10117 Berlin" (then the region, if any) elsewhere. The country's name comes last.
 */
import { countryName } from './countries';

export type PostalAddress = {
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  region: string;
  country: string;
};

const CITY_REGION_POSTCODE = new Set(['US', 'CA', 'AU']);

export function addressLines(address: PostalAddress): string[] {
  const { line1, line2, postalCode, city, region, country } = address;
  let place: string[];
  if (CITY_REGION_POSTCODE.has(country)) {
    place = [[city, [region, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
  } else if (country === 'GB') {
    place = [city, region, postalCode];
  } else {
    place = [[postalCode, city].filter(Boolean).join(' '), region];
  }
  return [line1, line2, ...place, countryName(country)].filter((line) => line !== '');
}
