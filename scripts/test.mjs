// `npm test`: every check and test, stopping at the first failure (`phases` says what runs side by
// side). Each step prints one line (name, ok or FAILED, time) and writes its full output to
// test-results/logs/<step>.log; the summary names the log of a failed step and shows its end. The last line is always
// "N passed, N failed, N skipped" (CI reads it): the tests counted by vitest and Playwright, plus
// one failure for a failed step that is not a test file.
// `npm test -- --only chromium,browser-tests` runs just those steps (names as in the log files).
import { closeSync, openSync, writeSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { startServer } from './lib/nimbus-server.mjs';
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

/** Set by the first step: the audit then drives exactly this Chromium, the browser tests the headless shell if any. */
let chromiumPath;
let shellPath;

/**
 * The browser tests' server (serve.mjs on E2E_PORT, a fresh database), started in the background as
 * soon as the site is built, so its start-up overlaps the other checks; the browser tests and then the
 * audit use it (each started a server of its own before: about 20 s each). Null when the run skips it
 * (`--only`): the browser tests and the audit then start their own as before.
 */
let server = null;
const sharedServer = async () => {
  if (!server) return null;
  await server;
  return true;
};

const step = {
  chromium: {
    name: 'Chromium',
    // In-process: it may install Chromium (saying so on the console) before any slow step runs,
    // or stop the run within seconds with the one thing to do.
    async run({ output, note }) {
      const found = await ensureChromium({ log: note, output });
      chromiumPath = found.path;
      shellPath = found.shell;
      return `${found.path} (${found.source})${found.shell ? `; browser tests: ${found.shell}` : ''}`;
    },
  },
  lint: { name: 'lint and format', command: ['npm', 'run', 'lint'] },
  // `npm run typecheck` is both, one after the other; here they run in different lanes.
  typecheck: {
    name: 'typecheck (site)',
    command: ['npx', 'astro', 'check', '--minimumFailingSeverity', 'warning'],
    // The build before it in its lane has just generated the content and route types (`astro sync`).
    prepare: () => (chosen.includes(step.build) ? { command: [...step.typecheck.command, '--noSync'] } : {}),
  },
  typecheckWorker: { name: 'typecheck (worker)', command: ['npx', 'tsc', '-p', 'worker/tsconfig.json', '--noEmit'] },
  // The Worker's Env type is generated from wrangler.toml: a var or secret added there without
  // `wrangler types` fails here.
  workerTypes: {
    name: 'worker types up to date',
    command: ['npx', 'wrangler', 'types', '--strict-vars=false', '--check', 'worker/worker-configuration.d.ts'],
  },
  unit: { name: 'unit tests', command: ['npx', ...vitest('vitest.unit.config.ts', 'unit')] },
  worker: { name: 'worker tests', command: ['npx', ...vitest('vitest.worker.config.ts', 'worker')] },
  fault: {
    name: 'fault test (short)',
    command: ['node', 'scripts/fault.mjs', '--short', '--port', String(ports.fault)],
  },
  build: { name: 'build', command: ['node', 'scripts/build.mjs'] },
  serve: {
    name: 'browser-test server',
    async run() {
      const persist = `.wrangler/e2e-state-${e2ePort}`;
      server = startServer({ port: e2ePort, persist, fresh: true, dist: process.env.NIMBUS_DIST });
      // Its failure is the browser tests' failure (they wait for it); until then nobody listens.
      server.catch(() => {});
      return `starting on port ${e2ePort}, in the background`;
    },
  },
  links: { name: 'link check', command: ['node', 'scripts/check-links.mjs', process.env.NIMBUS_DIST ?? 'dist'] },
  // What the Nu HTML Checker found on every page once, checked in well under a second (`npm run audit`
  // runs the checker itself).
  html: { name: 'HTML check', command: ['node', 'scripts/check-html.mjs', process.env.NIMBUS_DIST ?? 'dist'] },
  // The document the Worker serves, as the build wrote it, against Redocly's recommended rules (redocly.yaml).
  openapiLint: {
    name: 'OpenAPI lint',
    command: ['npx', 'redocly', 'lint', `${process.env.NIMBUS_DIST ?? 'dist'}/api/openapi.json`],
  },
  // Names spelled one way across content/ (.textlintrc.json, content/terminology.json).
  prose: { name: 'prose lint', command: ['npx', 'textlint', 'content'] },
  dryRun: {
    name: 'deploy dry run',
    command: ['npx', 'wrangler', 'deploy', '--dry-run', '--outdir', '.wrangler/dry-run'],
  },
  browser: {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test'],
    // playwright.config.ts uses a running server when NIMBUS_E2E_SERVER says the runner started one.
    prepare: async () => ((await sharedServer()) ? { env: { NIMBUS_E2E_SERVER: '1' } } : {}),
  },
  audit: {
    name: 'site audit (fast)',
    command: ['node', 'scripts/audit.mjs', '--fast', '--no-build', '--port', String(ports.audit)],
    prepare: async () =>
      (await sharedServer())
        ? { command: ['node', 'scripts/audit.mjs', '--fast', '--no-build', '--port', String(e2ePort), '--running'] }
        : {},
  },
};

// Phases run one after another; the lanes of a phase run side by side, each lane's steps in order.
// Most steps here use one core (astro check, tsc, the build, the Workers-runtime tests, which run one
// file at a time), so the two lanes of the checks phase keep both cores of a small machine busy: the
// Workers-runtime tests (the longest step) and then the short checks that only read (the worker's
// generated types, lint, prose) in one, everything else in the other (what needs the build first, the
// fault test, the worker's typecheck and the unit tests). The lanes take about as long as each other
// on a fresh clone. Steps in two lanes share no files: the Workers-runtime tests need no build and
// write nothing the other lane reads. The browser-test server starts once the build is there and comes
// up while the other checks run. The browser tests keep both cores busy; the fast audit beside them
// mostly waits on page loads one at a time, and judges no timing (Lighthouse's performance score and
// TBT are reported, not judged, with --fast), so it shares their phase and their server instead of
// taking a minute after them.
const phases = [
  [[step.chromium]],
  [
    [
      step.build,
      step.serve,
      step.typecheck,
      step.links,
      step.html,
      step.openapiLint,
      step.dryRun,
      step.fault,
      step.typecheckWorker,
      step.unit,
    ],
    [step.worker, step.workerTypes, step.lint, step.prose],
  ],
  [[step.browser], [step.audit]],
];
const steps = phases.flat(2);

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
const chosen = only ? steps.filter((s) => only.includes(slug(s.name))) : steps;
if (chosen.length === 0) {
  console.error(`--only takes step names among: ${steps.map((s) => slug(s.name)).join(', ')}`);
  process.exit(1);
}

await rm('test-results', { recursive: true, force: true });
await mkdir(LOGS, { recursive: true });
const started = Date.now();
const width = Math.max(...chosen.map((step) => step.name.length)) + 3;
const label = (name) => `  ${name} ${'.'.repeat(width - name.length)} `;
let failed = null;

/** Runs one step into its log; prints its line (at once when it runs alone, else when it ends). */
async function runStep(step, alone) {
  const log = `${LOGS}/${slug(step.name)}.log`;
  const fd = openSync(log, 'w');
  let lineOpen = alone;
  if (alone) process.stdout.write(label(step.name));
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
      const prepared = (await step.prepare?.()) ?? {};
      const [command, ...args] = prepared.command ?? step.command;
      const env = {
        ...quietEnv,
        ...(chromiumPath ? { CHROMIUM_PATH: chromiumPath } : {}),
        ...(shellPath ? { CHROMIUM_TEST_PATH: shellPath } : {}),
        ...prepared.env,
      };
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
  if (error) failed ??= { step, log, error };
}

for (const phase of phases) {
  const lanes = phase.map((lane) => lane.filter((s) => chosen.includes(s))).filter((lane) => lane.length);
  const alone = lanes.length === 1;
  // A failure stops every lane before its next step; a step already running in another lane ends first.
  await Promise.all(
    lanes.map(async (lane) => {
      for (const s of lane) {
        if (failed) return;
        await runStep(s, alone);
      }
    }),
  );
  if (failed) break;
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
if (server) await (await server.catch(() => null))?.kill();
const total = await counts();
const failures = total.failed + (failed && total.failed === 0 ? 1 : 0);
console.log(`\n${total.passed} passed, ${failures} failed, ${total.skipped} skipped`);
process.exitCode = failed ? 1 : 0;
