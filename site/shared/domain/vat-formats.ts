/**
 * What a VAT number of each country that takes one looks like, for the message when one is refused:
 * data only, so the pages that show the message do not load the checker (vat-number.ts).
 */
/** What a valid number looks like, per billing country, for the message when one is refused. */
export const VAT_FORMATS: Record<string, string> = {
  AT: 'ATU followed by 8 digits (ATU12345678)',
  BE: 'BE followed by 10 digits (BE0123456789)',
  BG: 'BG followed by 9 or 10 digits (BG123456789)',
  CH: 'CHE followed by 9 digits (CHE123456789)',
  CY: 'CY followed by 8 digits and a letter (CY12345678L)',
  CZ: 'CZ followed by 8 to 10 digits (CZ12345678)',
  DE: 'DE followed by 9 digits (DE123456789)',
  DK: 'DK followed by 8 digits (DK12345678)',
  EE: 'EE followed by 9 digits (EE123456789)',
  ES: 'ES followed by 9 characters, the first or the last a letter (ESX1234567X)',
  FI: 'FI followed by 8 digits (FI12345678)',
  FR: 'FR followed by 2 characters and 9 digits (FR12345678901)',
  GB: 'GB followed by 9 or 12 digits (GB123456789)',
  GR: 'EL followed by 9 digits (EL123456789)',
  HR: 'HR followed by 11 digits (HR12345678901)',
  HU: 'HU followed by 8 digits (HU12345678)',
  IE: 'IE followed by 8 or 9 characters (IE1234567WA)',
  IT: 'IT followed by 11 digits (IT12345678901)',
  LT: 'LT followed by 9 or 12 digits (LT123456789)',
  LU: 'LU followed by 8 digits (LU12345678)',
  LV: 'LV followed by 11 digits (LV12345678901)',
  MT: 'MT followed by 8 digits (MT12345678)',
  NL: 'NL followed by 9 digits, B and 2 digits (NL123456789B01)',
  PL: 'PL followed by 10 digits (PL1234567890)',
  PT: 'PT followed by 9 digits (PT123456789)',
  RO: 'RO followed by 2 to 10 digits (RO1234567890)',
  SE: 'SE followed by 12 digits (SE123456789001)',
  SI: 'SI followed by 8 digits (SI12345678)',
  SK: 'SK followed by 10 digits (SK1234567890)',
};

/** The billing countries whose VAT numbers are checked: the EU, the UK and Switzerland. */
export function takesVatNumber(country: string): boolean {
  return Object.hasOwn(VAT_FORMATS, country);
}
