// Records a bank transfer against an invoice: the operator's command (docs/billing.md).
//
//   npm run billing:payment -- NIM-2026-000001 34.51
//   npm run billing:payment -- NIM-2026-000001 34.51 --url https://nimbus.example
//
// It calls POST /api/operator/payments with the Worker secret OPERATOR_KEY: from the environment, or
// locally from .dev.vars (where `npm start` wrote it). The amount is in dollars as on the bank
// statement: less than what is due leaves the invoice "Partly paid", more becomes account credit; the
// customer gets a receipt either way.
import { devSecret } from './lib/dev-vars.mjs';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const base =
  urlAt >= 0 ? args.splice(urlAt, 2)[1] : (process.env.NIMBUS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`);
const [invoiceNumber, amount] = args;

/** "34.51" → 3451, "34" → 3400, "34.5" → 3450; anything else is refused (no floating point). */
function parseCents(text) {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const cents = parseCents(amount);
if (!invoiceNumber || cents === null) {
  console.error('Usage: npm run billing:payment -- <invoice number> <amount in dollars, e.g. 34.51> [--url <site>]');
  process.exit(2);
}
const key = process.env.OPERATOR_KEY ?? (await devSecret('OPERATOR_KEY'));
if (!key) {
  console.error(
    'No OPERATOR_KEY: set it in the environment, or run `npm start` once to write a local one to .dev.vars.',
  );
  process.exit(2);
}

const response = await fetch(new URL('/api/operator/payments', base), {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
  body: JSON.stringify({ invoiceNumber, amountCents: cents }),
}).catch((error) => {
  console.error(`Could not reach ${base}: ${error.message}`);
  process.exit(1);
});
const body = await response.json().catch(() => null);
if (!response.ok || !body?.success) {
  console.error(`Refused (${response.status}): ${body?.error ?? 'no answer in the envelope'}`);
  process.exit(1);
}
const { invoice, payment } = body.data;
const usd = (cents) => `${(cents / 100).toFixed(2)} USD`;
console.log(
  `Recorded ${payment.receipt}: ${usd(payment.amountCents)} for ${invoice.number}, ${invoice.amountDueCents === 0 ? 'paid in full' : `${usd(invoice.amountDueCents)} still due`}${payment.creditCents > 0 ? `, ${usd(payment.creditCents)} to the account's credit` : ''}; the customer was mailed a receipt.`,
);
