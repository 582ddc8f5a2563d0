// The Worker secret ACCOUNT_KEY encrypts TOTP secrets in D1 (wrangler.toml [secrets]). `wrangler dev`
// reads secrets from .dev.vars (git-ignored): on the first local run, write a random one there, so
// `npm start`, `npm run dev` and the browser tests need nothing else. It is kept afterwards, so the
// secrets it sealed stay readable; production sets its own with `wrangler secret put ACCOUNT_KEY`.
import { randomBytes } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';

export async function ensureAccountKey(file = '.dev.vars') {
  const current = await readFile(file, 'utf8').catch(() => '');
  if (/^ACCOUNT_KEY\s*=/m.test(current)) return;
  const line = `ACCOUNT_KEY="${randomBytes(32).toString('base64url')}"\n`;
  await appendFile(file, current && !current.endsWith('\n') ? `\n${line}` : line);
  console.log(`  Wrote a random ACCOUNT_KEY (the key two-factor secrets are encrypted with) to ${file}`);
}
