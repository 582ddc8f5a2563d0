// `npm test`: every check and test, in order, stopping at the first failure.
// Prints each step's time and, at the end, the total of tests passed and failed.
import { readFile, rm } from 'node:fs/promises';
import { run } from './lib/run.mjs';

const steps = [
  ['lint and format', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit tests',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.unit.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
  ],
  [
    'worker tests',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.worker.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/worker.json',
    ],
  ],
  ['fault test (short)', 'node', ['scripts/fault.mjs', '--short']],
  ['build', 'npm', ['run', 'build']],
  ['link check', 'node', ['scripts/check-links.mjs', process.env.NIMBUS_DIST ?? 'dist']],
  ['deploy dry run', 'npx', ['wrangler', 'deploy', '--dry-run', '--outdir', '.wrangler/dry-run']],
  ['browser tests', 'npx', ['playwright', 'test']],
  ['site audit (fast)', 'node', ['scripts/audit.mjs', '--fast', '--no-build']],
];

async function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of ['unit', 'worker']) {
    try {
      const report = JSON.parse(await readFile(`test-results/${file}.json`, 'utf8'));
      total.passed += report.numPassedTests;
      total.failed += report.numFailedTests;
      total.skipped += report.numPendingTests + report.numTodoTests;
    } catch {
      // That step did not run.
    }
  }
  try {
    const report = JSON.parse(await readFile('test-results/e2e-8788.json', 'utf8'));
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } catch {
    // That step did not run.
  }
  return total;
}

await rm('test-results', { recursive: true, force: true });
const started = Date.now();
const timings = [];
let failure = null;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  try {
    await run(command, args);
    timings.push([name, Date.now() - t0, 'ok']);
  } catch (error) {
    timings.push([name, Date.now() - t0, 'FAILED']);
    failure = error;
    break;
  }
}

console.log('\nSummary');
for (const [name, ms, status] of timings)
  console.log(`  ${status.padEnd(6)} ${name.padEnd(16)} ${(ms / 1000).toFixed(1)} s`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const total = await counts();
console.log(
  `\n${total.passed} passed, ${total.failed + (failure && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped`,
);
if (failure) {
  console.error(`\n${failure.message}`);
  process.exit(1);
}
