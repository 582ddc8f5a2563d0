// What the operator's commands share (billing-payment.mjs, billing-credit.mjs): the site they call, an
// amount in dollars read as cents, and one POST to /api/operator with the Worker secret OPERATOR_KEY.
import { devSecret } from './dev-vars.mjs';

/** The command's arguments without `--url <site>`, and the site: that, NIMBUS_URL, or the local Worker on PORT. */
export function operatorArgs(argv = process.argv.slice(2), env = process.env) {
  const args = [...argv];
  const urlAt = args.indexOf('--url');
  const base = urlAt >= 0 ? args.splice(urlAt, 2)[1] : (env.NIMBUS_URL ?? `http://127.0.0.1:${env.PORT ?? 8787}`);
  return { args, base };
}

/** "34.51" → 3451, "34" → 3400, "34.5" → 3450; anything else is refused with null (no floating point). */
export function parseCents(text) {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Says how the command is called and stops with 2. */
export function usage(text) {
  console.error(`Usage: ${text}`);
  process.exit(2);
}

/**
 * POSTs `body` to `path` under `base` as the operator and answers the envelope's data. The key comes from
 * the environment, or locally from .dev.vars; no key, no answer or a refusal is said and stops the command.
 */
export async function operatorPost(base, path, body) {
  const key = process.env.OPERATOR_KEY ?? (await devSecret('OPERATOR_KEY'));
  if (!key) {
    console.error(
      'No OPERATOR_KEY: set it in the environment, or run `npm start` once to write a local one to .dev.vars.',
    );
    process.exit(2);
  }
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  }).catch((error) => {
    console.error(`Could not reach ${base}: ${error.message}`);
    process.exit(1);
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok || !answer?.success) {
    console.error(`Refused (${response.status}): ${answer?.error ?? 'no answer in the envelope'}`);
    process.exit(1);
  }
  return answer.data;
}

/** "34.51 USD" of 3451 cents, as the commands print amounts. */
export const usd = (cents) => `${(cents / 100).toFixed(2)} USD`;
