// Applies the D1 migrations, then seeds the catalog and coupons from content/catalog/, to the
// local database, or with --remote to the deployed one. Idempotent: safe to run again; the
// seed only upserts catalog rows and coupons (accounts and carts are kept).
// Usage: node scripts/db-setup.mjs [--remote] [--persist-to DIR]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toCoupon, toGpuInstance, toPlan, toService, toVpsSize } from '../site/shared/domain/catalog.ts';
import { seedStatements } from '../worker/db/seed.ts';
import { quietEnv, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const remote = args.includes('--remote');
const persistIndex = args.indexOf('--persist-to');
const persist = persistIndex >= 0 ? ['--persist-to', args[persistIndex + 1]] : [];
const target = remote ? ['--remote'] : ['--local', ...persist];
// Locally, wrangler's tables of migrations (printed again after each one) say nothing a person
// needs on every start: its own log level keeps its warnings and errors and drops those; the line
// at the end says what was done. A remote run shows everything.
const options = remote ? {} : { env: { ...quietEnv, WRANGLER_LOG: 'warn' } };

await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...target], options);

// Catalog (plans, services, VPS sizes, GPUs) and coupon seed: the same data files the pages are built from (docs/decisions/server-knows-the-catalog.md).
const catalog = async (name) =>
  JSON.parse(await readFile(new URL(`../content/catalog/${name}`, import.meta.url), 'utf8'));
const sql = seedStatements({
  plans: (await catalog('plans.json')).map(toPlan),
  services: (await catalog('services.json')).map(toService),
  instances: [...(await catalog('vps.json')).map(toVpsSize), ...(await catalog('gpus.json')).map(toGpuInstance)],
  coupons: (await catalog('coupons.json')).map(toCoupon),
}).join('\n');
const dir = await mkdtemp(join(tmpdir(), 'nimbus-seed-'));
try {
  const file = join(dir, 'seed.sql');
  await writeFile(file, `${sql}\n`);
  // Its per-statement JSON report says nothing useful; errors still reach stderr.
  await run('wrangler', ['d1', 'execute', 'DB', ...target, '--file', file, '--yes'], {
    ...options,
    stdio: ['inherit', 'ignore', 'inherit'],
  });
  const where = remote ? 'the remote database' : `the local database (${persist[1] ?? '.wrangler/state'})`;
  console.log(`Migrations applied and the catalog and coupons seeded from content/catalog/ in ${where}.`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
