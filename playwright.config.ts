/** Browser tests: Chromium (see scripts/lib/chromium.mjs) against the built site served by the real Worker on a fresh local D1. */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/browser-flags.mjs';
import { requireChromium } from './scripts/lib/chromium.mjs';

// E2E_PORT (and NIMBUS_DIST for the site folder) let two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 8788);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One per core: the suite keeps both cores busy (tried three: each test took 1.7x as long and the
  // run no less). `E2E_WORKERS` overrides. The timeouts leave room for a machine that is also busy.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${PORT}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${PORT}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test ~16% more CPU (measured on the sitemap pass: user CPU 25.4 and
    // 26.4 s with `retain-on-failure`, 21.2 and 22.2 s without), kept or not. To see a failure step by
    // step, run that test again with `--trace on` and open it with `npx playwright show-trace`.
    trace: 'off',
    launchOptions: {
      // Chromium's headless shell where there is one (docs/decisions/headless-shell-for-browser-tests.md),
      // else CHROMIUM_PATH, the system's Chromium or Playwright's cache; without one, a single message and
      // exit 1 rather than one launch failure per test (`npm test` installs them first where it can).
      executablePath: requireChromium({ forTests: true }),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The site must already be built (`npm test` builds it first).
    command: `node scripts/serve.mjs --port ${PORT} --persist-to .wrangler/e2e-state-${PORT} --fresh`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // `npm test` starts this server beside its other checks and says so (scripts/test.mjs).
    reuseExistingServer: !process.env.CI || process.env.NIMBUS_E2E_SERVER === '1',
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
