// Credits one line of an invoice with a credit note: the operator's command (docs/billing.md).
//
//   npm run billing:credit -- NIM-2026-000001 1 "Outage on Nov 3" 10.00      # $10.00 net of line 1
//   npm run billing:credit -- NIM-2026-000001 1 "Refund"                      # all that is left on line 1
//   npm run billing:credit -- NIM-2026-000001 1 "Refund" --url https://nimbus.example
//
// It calls POST /api/operator/credit-notes with the Worker secret OPERATOR_KEY (from the environment,
// or locally from .dev.vars). The amount is net, in dollars; the credit note adds the invoice's tax.
import { operatorArgs, operatorPost, parseCents, usage, usd } from './lib/operator-command.mjs';

const { args, base } = operatorArgs();
const [invoiceNumber, line, reason, amount] = args;
const cents = amount === undefined ? undefined : parseCents(amount);
if (!invoiceNumber || !/^\d+$/.test(line ?? '') || !reason || cents === null) {
  usage('npm run billing:credit -- <invoice number> <line, from 1> "<reason>" [net amount in dollars] [--url <site>]');
}

const note = await operatorPost(base, '/api/operator/credit-notes', {
  invoiceNumber,
  line: Number(line),
  reason,
  ...(cents === undefined ? {} : { amountCents: cents }),
});
console.log(
  `Issued ${note.number} for ${note.invoiceNumber}: ${usd(note.totalCents)} (${usd(note.toBalanceCents)} to the account's credit); the customer was mailed.`,
);
