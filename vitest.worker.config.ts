/** Workers-runtime tests: the real Worker in workerd with a real (isolated) D1 and the real migrations. */
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('migrations');
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // FUZZ_RUNS / FUZZ_SEED size and replay worker/test/fuzz.test.ts (`npm run fuzz` sets a large count).
          bindings: {
            TEST_MIGRATIONS: migrations,
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
            FUZZ_SEED: process.env.FUZZ_SEED ?? '',
          },
          // Tests do not need the built site; an empty assets folder keeps them independent of `astro build`.
          assets: { directory: './worker/test/fixtures/assets' },
        },
      }),
    ],
    test: {
      include: ['worker/**/*.test.ts'],
      setupFiles: ['./worker/test/apply-migrations.ts', './worker/test/contract-report.ts'],
      testTimeout: 20_000,
    },
  };
});
