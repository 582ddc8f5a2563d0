// Times the monthly run (worker/lib/monthly-run.ts) for many accounts on a local D1: a bench, not a test.
// Usage: node scripts/bench-monthly-run.mjs [--accounts 10000] [--port 8855]
//   Seeds ACCOUNTS customers with billing details and three monthly services each that ran through
//   October 2026 (a $12 plan all month, a $6.50 KVM VPS all month, a GPU for 100 hours) into a fresh
//   database of its own, serves the Worker on PORT, triggers the monthly Cron Trigger for
//   2026-11-01 00:00 UTC through wrangler's /cdn-cgi/local/scheduled and reports how long it took.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './lib/nimbus-server.mjs';
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const accounts = Number(option('--accounts', '10000'));
const port = option('--port', '8855');
const persist = `.wrangler/bench-monthly-${port}`;
const MONTH_START = Date.UTC(2026, 9, 1);
const RUN_AT = Date.UTC(2026, 10, 1);

await rm(persist, { recursive: true, force: true });
await run('node', ['scripts/db-setup.mjs', '--persist-to', persist]);

// Rows as SQL; each statement stays under D1's 100 bound values by inlining literals.
const q = (text) => `'${String(text).replaceAll("'", "''")}'`;
const lines = [];
const ROWS = 200;
for (let from = 0; from < accounts; from += ROWS) {
  const users = [];
  const details = [];
  const services = [];
  for (let i = from; i < Math.min(accounts, from + ROWS); i++) {
    const id = `bench-${String(i).padStart(6, '0')}`;
    users.push(`(${q(id)}, 'Bench Customer', ${q(`${id}@bench.example`)}, 'x', ${MONTH_START}, ${MONTH_START})`);
    details.push(
      `(${q(id)}, 'Bench Customer', '1 Market Street', '', '94105', 'San Francisco', 'CA', 'US', NULL, ${MONTH_START})`,
    );
    const service = (n, kind, item, name, cents, mills, from, until) =>
      `(${q(`${id}-${n}`)}, ${q(id)}, NULL, NULL, ${q(kind)}, ${q(item)}, ${q(name)}, 1, 'monthly', 'Frankfurt', ${cents}, ${mills}, ${from}, ${from}, ${until ?? 'NULL'}, ${until ? "'ended'" : "'active'"})`;
    services.push(
      service(1, 'plan', 'developer', 'Developer', 1200, 18, MONTH_START - 86_400_000),
      service(2, 'service', 'kvm-2', 'KVM 2', 650, 10, MONTH_START - 86_400_000),
      service(3, 'gpu', 'ai-basic', 'AI Basic', 0, 900, MONTH_START + 3_600_000, MONTH_START + 101 * 3_600_000),
    );
  }
  lines.push(`INSERT INTO users (id, name, email, password_hash, created_at, updated_at) VALUES ${users.join(', ')};`);
  lines.push(
    `INSERT INTO billing_details (account_id, name, line1, line2, postal_code, city, region, country, vat_number, updated_at) VALUES ${details.join(', ')};`,
  );
  lines.push(
    `INSERT INTO account_services (id, account_id, order_id, order_line_id, item_kind, item_id, name, count, billing_period, region, monthly_price_cents, hourly_rate_mills, started_at, metered_from, ended_at, state) VALUES ${services.join(', ')};`,
  );
}
const dir = await mkdtemp(join(tmpdir(), 'nimbus-bench-'));
const file = join(dir, 'seed.sql');
await writeFile(file, lines.join('\n'));
console.log(`Seeding ${accounts} accounts × 3 services…`);
await run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persist, '--file', file, '--yes']);
await rm(dir, { recursive: true, force: true });

// Served as `npm start` serves it (serve.mjs: the VIES stand-in, the dev secrets), on the seeded database.
const server = await startServer({ port: Number(port), persist });
try {
  const url = `http://127.0.0.1:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('0 0 1 * *')}&time=${RUN_AT}`;
  const started = performance.now();
  const res = await fetch(url);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${res.status} ${(await res.text()).trim()}`);
  console.log(
    `Monthly run for 2026-10: ${accounts} accounts × 3 services in ${seconds.toFixed(1)} s (${((seconds * 1000) / accounts).toFixed(2)} ms per account)`,
  );
  const again = performance.now();
  await fetch(url);
  console.log(`The same run again (nothing left to invoice): ${((performance.now() - again) / 1000).toFixed(1)} s`);
} finally {
  await server.kill();
}
