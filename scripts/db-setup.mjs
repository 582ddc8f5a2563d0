// Applies the D1 migrations (and the catalog seed, once it exists) to the local database, or
// with --remote to the deployed one. Idempotent: safe to run again; accounts are kept.
// Usage: node scripts/db-setup.mjs [--remote] [--persist-to DIR]
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const remote = args.includes('--remote');
const persistIndex = args.indexOf('--persist-to');
const persist = persistIndex >= 0 ? ['--persist-to', args[persistIndex + 1]] : [];
const target = remote ? ['--remote'] : ['--local', ...persist];

await run('wrangler', ['d1', 'migrations', 'apply', 'DB', ...target]);
