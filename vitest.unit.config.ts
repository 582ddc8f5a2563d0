/** Unit tests: pure modules shared by the site and the worker, run in Node. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['site/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
