/**
 * VIES for the tests: the stand-in that vitest.worker.config.ts started (scripts/vies-stand-in.mjs),
 * switched per member state, and a customer's VIES record as D1 holds it.
 */
import { env } from 'cloudflare:workers';
import { userIdOf } from './helpers';

export type StandInAnswer = 'unavailable' | 'busy' | 'slow' | 'normal';

/** Makes the stand-in answer checks of `memberState` numbers this way until switched back to "normal". */
export async function switchVies(memberState: string, answer: StandInAnswer) {
  const res = await fetch(`${env.VIES_URL}/stand-in/member-states/${memberState}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ answer }),
  });
  if (!res.ok) throw new Error(`stand-in switch: ${res.status}`);
}

export type VatRow = {
  vat_number: string | null;
  vat_status: string | null;
  vat_checked_at: number | null;
  vat_request_date: string | null;
  vat_request_id: string | null;
};

export async function vatRowOf(email: string): Promise<VatRow | null> {
  return env.DB.prepare(
    'SELECT vat_number, vat_status, vat_checked_at, vat_request_date, vat_request_id FROM billing_details WHERE account_id = ?',
  )
    .bind(await userIdOf(email))
    .first<VatRow>();
}

/** Moves the last VIES check `days` into the past, as if that many days had gone by since. */
export async function ageVatCheck(email: string, days: number) {
  await env.DB.prepare('UPDATE billing_details SET vat_checked_at = vat_checked_at - ? WHERE account_id = ?')
    .bind(days * 86_400_000, await userIdOf(email))
    .run();
}
