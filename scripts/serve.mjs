// Serves the built site and the API from one `wrangler dev` on its own local database.
// Usage: node scripts/serve.mjs [--port 8787] [--persist-to DIR] [--fresh] [--no-setup]   (NIMBUS_DIST: another
// built site folder; PORT: the port when --port is not given; VIES_PORT: the VIES stand-in's, 8796)
//   --fresh     wipes that database first (the browser tests start from an empty one).
//   --no-setup  the caller has applied the migrations and the seed already (npm start does it beside the build).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureDevSecrets } from './lib/dev-vars.mjs';
import { run, startLong, waitForHttp } from './lib/run.mjs';
import { startViesStandIn } from './vies-stand-in.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = option('--port', process.env.PORT || '8787');
const persist = option('--persist-to', '.wrangler/state');

if (args.includes('--fresh')) await rm(persist, { recursive: true, force: true });

await ensureDevSecrets();
if (!args.includes('--no-setup')) await run('node', ['scripts/db-setup.mjs', '--persist-to', persist]);

const assets = process.env.NIMBUS_DIST ? ['--assets', process.env.NIMBUS_DIST] : [];
// VIES has a local stand-in in this process (VIES_PORT, default 8796): it stops when this server stops.
const vies = await startViesStandIn({ log: console.log });
const { child } = startLong('wrangler', [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--persist-to',
  persist,
  '--log-level',
  'warn',
  '--var',
  `VIES_URL:${vies.url}`,
  ...assets,
]);
await waitForHttp(`http://127.0.0.1:${port}/api/health`);
// localhost rather than 127.0.0.1: the same server, and the address where passkeys work (browsers
// refuse an IP address as a WebAuthn relying party).
console.log(`\n  Nimbus Cloud is running at http://localhost:${port}\n`);
// `wrangler dev` simulates the Email Service binding; each mail lands in a folder of this run
// (removed when it stops) as email-text/<id>.txt and email-html/<id>.html.
console.log(`  Mails it sends are written to ${join(process.cwd(), '.wrangler', 'tmp', 'email')}/<run>/\n`);
child.on('exit', (code) => process.exit(code ?? 0));
