/**
 * EU VAT numbers confirmed with VIES (docs/decisions/vat-numbers-confirmed-with-vies.md): asked when
 * billing details are saved and again before a checkout once the last confirmation is over 30 days
 * old; only a fresh confirmation exempts an order from VAT. UK and Swiss numbers are checked by
 * format and check digits only.
 */
import { site } from '../../site/shared/config';
import { isEuCountry } from '../../site/shared/domain/billing';
import { isValidVatNumber } from '../../site/shared/domain/vat-number';
import { freshlyConfirmed, type VatCheck } from '../../site/shared/domain/vat-status';
import { type DetailsRow, recordVatCheck, type VatCheckRecord, vatColumns } from '../db/billing';
import type { Db } from '../db/client';
import { askVies, type ViesConfig } from './vies';

/** A check that hangs longer than this (ms) counts as "VIES could not be reached". */
const DEFAULT_TIMEOUT_MS = 5000;

export function viesConfig(env: Pick<Env, 'VIES_URL' | 'VIES_TIMEOUT_MS'>): ViesConfig {
  const timeoutMs = Number(env.VIES_TIMEOUT_MS);
  return { baseUrl: env.VIES_URL, timeoutMs: timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUT_MS };
}

/** Our own number, so VIES answers with a consultation number: the seller's OSS registration. */
const REQUESTER = { memberStateCode: site.seller.ossMemberState, number: site.seller.ossVatNumber };

type Numbered = { country: string; vatNumber: string | null };

/** Whether VIES is asked about this number at all: an EU billing country's number. */
export function askedOfVies(details: Numbered): details is { country: string; vatNumber: string } {
  return details.vatNumber !== null && details.vatNumber !== '' && isEuCountry(details.country);
}

/** Asks VIES about `vatNumber` at `now`; its answer as stored. Never throws. */
export async function consultVies(config: ViesConfig, vatNumber: string, now: number): Promise<VatCheckRecord> {
  const answer = await askVies(config, { vatNumber, requester: REQUESTER });
  if (answer.kind === 'unreachable') {
    // The reason is for the operator; the customer reads "could not be reached".
    console.warn(`VIES could not confirm ${vatNumber.slice(0, 2)}…: ${answer.reason}`);
    return { status: 'unreachable', checkedAt: now, requestDate: null, requestIdentifier: null };
  }
  if (answer.kind === 'notRegistered') {
    return {
      status: 'notRegistered',
      checkedAt: now,
      requestDate: answer.requestDate || null,
      requestIdentifier: null,
    };
  }
  return {
    status: 'confirmed',
    checkedAt: now,
    requestDate: answer.requestDate || new Date(now).toISOString(),
    requestIdentifier: answer.requestIdentifier,
  };
}

/**
 * Whether the billing details' VAT number exempts an order placed at `now` (reverse charge): a UK or
 * Swiss number with the right format and check digits, or an EU one VIES confirmed in the last 30 days.
 */
export function vatNumberExempts(details: Numbered & VatCheck, now: number): boolean {
  if (details.vatNumber === null || !isValidVatNumber(details.vatNumber, details.country)) return false;
  return !isEuCountry(details.country) || freshlyConfirmed(details, now);
}

/**
 * At checkout, with the billing details checkout read: an EU number whose VIES confirmation is
 * missing or over 30 days old is asked again and the answer recorded; answers the details as they
 * now are. No round trip when nothing needs asking.
 */
export async function confirmAtCheckout(config: ViesConfig, db: Db, row: DetailsRow, now: number): Promise<DetailsRow> {
  if (!askedOfVies(row) || freshlyConfirmed(row, now)) return row;
  const check = await consultVies(config, row.vatNumber, now);
  await recordVatCheck(db, row.accountId, row.vatNumber, check);
  return { ...row, ...vatColumns(check) };
}
