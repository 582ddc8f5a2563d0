/**
 * Workers-runtime tests: the real Worker in workerd with a real D1 and the real migrations.
 *
 * The test files share one workerd and one database (`isolate: false`): starting a Worker per file cost
 * ~5 s each, 27 files ran in ~180 s, together in ~40 s. Every test makes its own accounts
 * (unique addresses, fresh client addresses for the limits), so none depends on another file's rows; a
 * test that counts rows counts its own (worker/db/seed.test.ts).
 */
import { readFileSync } from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { startViesStandIn } from './scripts/vies-stand-in.mjs';

/** The Worker secret that encrypts TOTP secrets (wrangler.toml [secrets]): a fixed value for the tests. */
const TEST_ACCOUNT_KEY = 'test-account-key-0123456789abcdefghijklmnopqrstuvwxyz';
// wrangler reads required secrets from the environment as well; set here, it does not warn they are missing.
process.env.ACCOUNT_KEY ??= TEST_ACCOUNT_KEY;
/** The operator's key (wrangler.toml [secrets]) in the tests. */
const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdefghijklmnopqrstuvwxyz';
process.env.OPERATOR_KEY ??= TEST_OPERATOR_KEY;

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  // VIES's local stand-in (VIES_PORT, default 8796, or a free port when that one is taken), in this
  // process: it stops when the tests end. Tests switch it per member state (worker/test/vies.ts).
  const vies = await startViesStandIn();
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // FUZZ_RUNS / FUZZ_SEED size and replay worker/test/fuzz.test.ts (`npm run fuzz` sets a large count).
          bindings: {
            TEST_MIGRATIONS: migrations,
            ACCOUNT_KEY: TEST_ACCOUNT_KEY,
            OPERATOR_KEY: TEST_OPERATOR_KEY,
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
            FUZZ_SEED: process.env.FUZZ_SEED ?? '',
            VIES_URL: vies.url,
            // Short, so the test of a VIES that does not answer waits one second, not five.
            VIES_TIMEOUT_MS: '1000',
            // A database as the code before teams left it (`wrangler d1 export`), for the upgrade test.
            PRE_TEAMS_DUMP: readFileSync('worker/test/fixtures/pre-teams.sql', 'utf8'),
          },
          // Empty databases of their own for the upgrade tests (worker/db/upgrade-to-*.test.ts).
          d1Databases: ['UPGRADE_DB', 'SERVICES_UPGRADE_DB'],
          // Tests do not need the built site; an empty assets folder keeps them independent of `astro build`.
          assets: { directory: './worker/test/fixtures/assets' },
        },
      }),
    ],
    test: {
      include: ['worker/**/*.test.ts'],
      setupFiles: ['./worker/test/apply-migrations.ts', './worker/test/contract-report.ts'],
      testTimeout: 20_000,
      isolate: false,
      // One file at a time: a test may change a shared row for a moment (orders.test.ts reprices a plan).
      fileParallelism: false,
    },
  };
});
