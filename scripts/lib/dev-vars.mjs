// The Worker secrets (wrangler.toml [secrets]): ACCOUNT_KEY encrypts TOTP secrets in D1; OPERATOR_KEY
// guards the operator's endpoints (`npm run billing:payment`). `wrangler dev` reads secrets from
// .dev.vars (git-ignored): on the first local run, write a random one of each there, so `npm start`,
// `npm run dev` and the browser tests need nothing else. They are kept afterwards, so the secrets
// ACCOUNT_KEY sealed stay readable; production sets its own with `wrangler secret put`.
import { randomBytes } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';

const SECRETS = {
  ACCOUNT_KEY: 'the key two-factor secrets are encrypted with',
  OPERATOR_KEY: 'the key of the operator commands',
};

export async function ensureDevSecrets(file = '.dev.vars') {
  for (const [name, what] of Object.entries(SECRETS)) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (new RegExp(`^${name}\\s*=`, 'm').test(current)) continue;
    const line = `${name}="${randomBytes(32).toString('base64url')}"\n`;
    await appendFile(file, current && !current.endsWith('\n') ? `\n${line}` : line);
    console.log(`  Wrote a random ${name} (${what}) to ${file}`);
  }
}

/** A secret's value from .dev.vars (the operator commands read OPERATOR_KEY there); null when absent. */
export async function devSecret(name, file = '.dev.vars') {
  const current = await readFile(file, 'utf8').catch(() => '');
  const match = new RegExp(`^${name}\\s*=\\s*"?([^"\\n]*)"?`, 'm').exec(current);
  return match ? match[1] : null;
}
