// `npm run dev`: the Astro dev server (hot reload, http://127.0.0.1:4321) with `/api` proxied to
// the Worker in `wrangler dev` on 8787, both on the same local database as `npm start`.
import { mkdir } from 'node:fs/promises';
import { ensureDevSecrets } from './lib/dev-vars.mjs';
import { run, startLong, waitForHttp } from './lib/run.mjs';
import { startViesStandIn } from './vies-stand-in.mjs';

// Workers Static Assets needs its folder to exist even before the first build.
await mkdir(process.env.NIMBUS_DIST ?? 'dist', { recursive: true });
await run('node', ['scripts/db-setup.mjs']);
await ensureDevSecrets();
// The VIES stand-in (VIES_PORT, default 8796) lives in this process and stops with it.
const vies = await startViesStandIn({ log: console.log });
const worker = startLong('wrangler', [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  '8787',
  '--log-level',
  'warn',
  '--var',
  `VIES_URL:${vies.url}`,
]);
await waitForHttp('http://127.0.0.1:8787/api/health');
const site = startLong('astro', ['dev', '--host', '127.0.0.1', '--port', '4321']);
for (const { child } of [worker, site]) child.on('exit', (code) => process.exit(code ?? 0));
