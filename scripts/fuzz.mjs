// `npm run fuzz`: the full property run of worker/test/fuzz.test.ts (generated requests to every
// /api endpoint, in the Workers runtime on a real D1), then the request count, the statuses seen
// and the result. Usage: node scripts/fuzz.mjs [--runs 10000] [--seed N]
import { spawn } from 'node:child_process';
import { quietEnv } from './lib/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(option('--runs', '10000'));
const seed = option('--seed', '');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');

console.log(`Fuzzing every /api endpoint with ${runs} generated requests…`);
const started = Date.now();
const child = spawn(
  'npx',
  ['vitest', 'run', '--config', 'vitest.worker.config.ts', 'worker/test/fuzz.test.ts', '--reporter=default'],
  { env: { ...quietEnv, FUZZ_RUNS: String(runs), FUZZ_SEED: seed }, stdio: ['ignore', 'pipe', 'pipe'] },
);

let summary = null;
let pending = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const match = /FUZZ-SUMMARY (\{.*\})/.exec(line);
    if (match) summary = JSON.parse(match[1]);
  }
});
child.stderr.pipe(process.stderr);

const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log('\nFuzz summary');
if (summary) {
  console.log(`  requests sent: ${summary.requests}`);
  const byStatus = Object.entries(summary.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  console.log(`  statuses:      ${byStatus}`);
} else {
  console.log('  requests sent: unknown (the property failed before its summary; see the counterexample above)');
}
console.log(`  time:          ${seconds} s`);
console.log(`  result:        ${code === 0 ? 'PASS' : 'FAIL'}`);
process.exit(code === 0 && summary && summary.requests >= runs ? 0 : 1);
