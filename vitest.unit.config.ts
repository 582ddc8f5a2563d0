/**
 * Unit tests: pure modules shared by the site and the worker, run in Node. The stores (and the API
 * client they share) keep state in modules and stub browser globals, so each of their files gets fresh
 * modules; every other file shares its worker's (a fresh module graph per file cost half the run).
 */
import { defineConfig } from 'vitest/config';

const STATEFUL = ['site/stores/**/*.test.ts', 'site/lib/api.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: ['site/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: STATEFUL,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'stateful', include: STATEFUL, setupFiles: ['site/lib/page-origin.test-setup.ts'] },
      },
    ],
  },
});
