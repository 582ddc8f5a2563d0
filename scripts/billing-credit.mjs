// Credits one line of an invoice with a credit note: the operator's command (docs/billing.md).
//
//   npm run billing:credit -- NIM-2026-000001 1 "Outage on Nov 3" 10.00      # $10.00 net of line 1
//   npm run billing:credit -- NIM-2026-000001 1 "Refund"                      # all that is left on line 1
//   npm run billing:credit -- NIM-2026-000001 1 "Refund" --url https://nimbus.example
//
// It calls POST /api/operator/credit-notes with the Worker secret OPERATOR_KEY (from the environment,
// or locally from .dev.vars). The amount is net, in dollars; the credit note adds the invoice's tax.
import { devSecret } from './lib/dev-vars.mjs';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--url');
const base =
  urlAt >= 0 ? args.splice(urlAt, 2)[1] : (process.env.NIMBUS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8787}`);
const [invoiceNumber, line, reason, amount] = args;

/** "10.5" → 1050; anything else is refused (no floating point). */
function parseCents(text) {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const cents = amount === undefined ? undefined : parseCents(amount);
if (!invoiceNumber || !/^\d+$/.test(line ?? '') || !reason || cents === null) {
  console.error(
    'Usage: npm run billing:credit -- <invoice number> <line, from 1> "<reason>" [net amount in dollars] [--url <site>]',
  );
  process.exit(2);
}
const key = process.env.OPERATOR_KEY ?? (await devSecret('OPERATOR_KEY'));
if (!key) {
  console.error(
    'No OPERATOR_KEY: set it in the environment, or run `npm start` once to write a local one to .dev.vars.',
  );
  process.exit(2);
}
const response = await fetch(new URL('/api/operator/credit-notes', base), {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
  body: JSON.stringify({
    invoiceNumber,
    line: Number(line),
    reason,
    ...(cents === undefined ? {} : { amountCents: cents }),
  }),
}).catch((error) => {
  console.error(`Could not reach ${base}: ${error.message}`);
  process.exit(1);
});
const body = await response.json().catch(() => null);
if (!response.ok || !body?.success) {
  console.error(`Refused (${response.status}): ${body?.error ?? 'no answer in the envelope'}`);
  process.exit(1);
}
const note = body.data;
console.log(
  `Issued ${note.number} for ${note.invoiceNumber}: ${(note.totalCents / 100).toFixed(2)} USD (${(note.toBalanceCents / 100).toFixed(2)} USD to the account's credit); the customer was mailed.`,
);
