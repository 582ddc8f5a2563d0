// Records a bank transfer against an invoice: the operator's command (docs/billing.md).
//
//   npm run billing:payment -- NIM-2026-000001 34.51
//   npm run billing:payment -- NIM-2026-000001 34.51 --url https://nimbus.example
//
// It calls POST /api/operator/payments with the Worker secret OPERATOR_KEY: from the environment, or
// locally from .dev.vars (where `npm start` wrote it). The amount is in dollars as on the bank
// statement: less than what is due leaves the invoice "Partly paid", more becomes account credit; the
// customer gets a receipt either way.
import { operatorArgs, operatorPost, parseCents, usage, usd } from './lib/operator-command.mjs';

const { args, base } = operatorArgs();
const [invoiceNumber, amount] = args;
const cents = parseCents(amount);
if (!invoiceNumber || cents === null) {
  usage('npm run billing:payment -- <invoice number> <amount in dollars, e.g. 34.51> [--url <site>]');
}

const { invoice, payment } = await operatorPost(base, '/api/operator/payments', { invoiceNumber, amountCents: cents });
console.log(
  `Recorded ${payment.receipt}: ${usd(payment.amountCents)} for ${invoice.number}, ${invoice.amountDueCents === 0 ? 'paid in full' : `${usd(invoice.amountDueCents)} still due`}${payment.creditCents > 0 ? `, ${usd(payment.creditCents)} to the account's credit` : ''}; the customer was mailed a receipt.`,
);
