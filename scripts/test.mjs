// `npm test`: every check and test, in order, stopping at the first failure. Each step prints one
// line (name, ok or FAILED, time) and writes its full output to test-results/logs/<step>.log; the
// summary names the log of a failed step and shows its end. The last line is always
// "N passed, N failed, N skipped" (CI reads it): the tests counted by vitest and Playwright, plus
// one failure for a failed step that is not a test file.
// `npm test -- --only chromium,browser-tests` runs just those steps (names as in the log files).
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { quietEnv, run } from './lib/run.mjs';

// E2E_PORT moves a whole run off the default ports, so two runs can share a machine: the browser
// tests' server on E2E_PORT, the fault test's on the next port and the audit's on the one after.
const e2ePort = Number(process.env.E2E_PORT ?? 8788);
const ports = process.env.E2E_PORT ? { fault: e2ePort + 1, audit: e2ePort + 2 } : { fault: 8791, audit: 8799 };
const LOGS = 'test-results/logs';
const TAIL_LINES = 30;

const vitest = (config, report) => [
  'vitest',
  'run',
  '--config',
  config,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-results/${report}.json`,
];

/** Set by the first step; the browser tests and the audit then drive exactly this Chromium. */
let chromiumPath;

const steps = [
  {
    name: 'Chromium',
    // In-process: it may install Chromium (saying so on the console) before any slow step runs,
    // or stop the run within seconds with the one thing to do.
    async run({ output, note }) {
      const found = await ensureChromium({ log: note, output });
      chromiumPath = found.path;
      return `${found.path} (${found.source})`;
    },
  },
  { name: 'lint and format', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit tests', command: ['npx', ...vitest('vitest.unit.config.ts', 'unit')] },
  { name: 'worker tests', command: ['npx', ...vitest('vitest.worker.config.ts', 'worker')] },
  { name: 'fault test (short)', command: ['node', 'scripts/fault.mjs', '--short', '--port', String(ports.fault)] },
  { name: 'build', command: ['node', 'scripts/build.mjs'] },
  { name: 'link check', command: ['node', 'scripts/check-links.mjs', process.env.NIMBUS_DIST ?? 'dist'] },
  {
    name: 'deploy dry run',
    command: ['npx', 'wrangler', 'deploy', '--dry-run', '--outdir', '.wrangler/dry-run'],
  },
  { name: 'browser tests', command: ['npx', 'playwright', 'test'] },
  {
    name: 'site audit (fast)',
    command: ['node', 'scripts/audit.mjs', '--fast', '--no-build', '--port', String(ports.audit)],
  },
];

const slug = (name) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const read = async (file) => JSON.parse(await readFile(file, 'utf8'));
  for (const file of ['unit', 'worker']) {
    try {
      const report = await read(`test-results/${file}.json`);
      total.passed += report.numPassedTests;
      total.failed += report.numFailedTests;
      total.skipped += report.numPendingTests + report.numTodoTests;
    } catch {
      // That step did not run.
    }
  }
  try {
    const report = await read(`test-results/e2e-${e2ePort}.json`);
    total.passed += report.stats.expected + report.stats.flaky;
    total.failed += report.stats.unexpected;
    total.skipped += report.stats.skipped;
  } catch {
    // That step did not run.
  }
  return total;
}

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '').split(',') : null;
const chosen = only ? steps.filter((step) => only.includes(slug(step.name))) : steps;
if (chosen.length === 0) {
  console.error(`--only takes step names among: ${steps.map((step) => slug(step.name)).join(', ')}`);
  process.exit(1);
}

await rm('test-results', { recursive: true, force: true });
await mkdir(LOGS, { recursive: true });
const started = Date.now();
const width = Math.max(...chosen.map((step) => step.name.length)) + 3;
const label = (name) => `  ${name} ${'.'.repeat(width - name.length)} `;
let failed = null;

for (const step of chosen) {
  const log = `${LOGS}/${slug(step.name)}.log`;
  const fd = openSync(log, 'w');
  let lineOpen = true;
  process.stdout.write(label(step.name));
  // A step's own message for the person at the console, on a line of its own under the step.
  const note = (text) => {
    process.stdout.write(`${lineOpen ? '\n' : ''}    ${text}\n`);
    lineOpen = false;
  };
  const t0 = Date.now();
  let detail = '';
  let error = null;
  try {
    if (step.command) {
      const [command, ...args] = step.command;
      const env = { ...quietEnv, ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}) };
      await run(command, args, { stdio: ['ignore', fd, fd], env });
    } else {
      detail = await step.run({ output: (text) => writeSync(fd, text), note });
    }
  } catch (caught) {
    error = caught;
  } finally {
    closeSync(fd);
  }
  const status = error ? 'FAILED' : 'ok';
  const line = `${status.padEnd(6)} ${seconds(Date.now() - t0).padStart(8)}${detail ? `  ${detail}` : ''}`;
  process.stdout.write(`${lineOpen ? '' : label(step.name)}${line}\n`);
  if (error) {
    failed = { step, log, error };
    break;
  }
}

console.log(
  `\n  ${failed ? 'Stopped after a failure' : `All ${chosen.length} steps passed`} in ${seconds(Date.now() - started)}`,
);
if (failed) {
  const { step, log, error } = failed;
  if (step.command) {
    const lines = stripVTControlCharacters(await readFile(log, 'utf8'))
      .trimEnd()
      .split('\n');
    console.log(`\n${step.name} failed (${error.message}). Full output: ${log}`);
    if (lines.length > TAIL_LINES) console.log(`Its last ${TAIL_LINES} lines:`);
    console.log(lines.slice(-TAIL_LINES).join('\n'));
  } else {
    console.log(`\n${error.message}`);
    if ((await readFile(log, 'utf8')).trim()) console.log(`(What was run, and its output: ${log})`);
  }
}
const total = await counts();
const failures = total.failed + (failed && total.failed === 0 ? 1 : 0);
console.log(`\n${total.passed} passed, ${failures} failed, ${total.skipped} skipped`);
process.exitCode = failed ? 1 : 0;
