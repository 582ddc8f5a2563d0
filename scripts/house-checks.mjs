// `npm run lint` runs this after Biome: the house rules no linter knows (docs/architecture.md, "House rules").
// - No hand-written file over 350 lines (CSS included): a longer one is split by concern.
// - The database is opened in worker/db/ and by the scheduled run's entry (worker/scheduled.ts) only: elsewhere
//   code takes the request's `db` or is handed one.
// - Comments cite files of this repository: no "spec §N" or ruling number (the spec is not here), and
//   every docs/… path a source file names exists.
// Prints one line per finding (file:line and the fix) and exits 1 when there is any.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const MAX_LINES = 350;
const SOURCE = /\.(ts|tsx|mjs|astro|css)$/;
// Generated, vendored or data files, and migrations (never edited once applied).
const NOT_HAND_WRITTEN = [
  /^migrations\//,
  /^content\//,
  /api-types\.d\.ts$/,
  /worker-configuration\.d\.ts$/,
  /^site\/public\//,
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !NOT_HAND_WRITTEN.some((pattern) => pattern.test(file)) && existsSync(file));

const findings = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  if (count > MAX_LINES) findings.push(`${file}: ${count} lines (at most ${MAX_LINES}: split it by concern)`);
  const test = /\.test\.tsx?$/.test(file) || file.startsWith('worker/test/') || file.startsWith('e2e/');
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (
      !test &&
      /\bgetDb\(/.test(line) &&
      !file.startsWith('worker/db/') &&
      file !== 'worker/scheduled.ts' &&
      file !== 'scripts/house-checks.mjs'
    )
      findings.push(`${at}: getDb( outside worker/db/ (take the request's db, or have the caller hand one over)`);
    if (file !== 'scripts/house-checks.mjs' && /spec §|\bruling R\d|\(R\d{1,2}[,;)]/.test(line))
      findings.push(`${at}: cites the spec or a ruling (not in this repository): cite a docs/ file or say why`);
    const comment = /^\s*(\/\/|\/?\*|\{\/\*|<!--)/.test(line) ? line : (/\s\/\/\s.*$/.exec(line)?.[0] ?? '');
    for (const [path] of comment.matchAll(/(?<![\w/.])docs\/[\w./-]+\.md\b/g))
      if (!existsSync(path)) findings.push(`${at}: cites ${path}, which does not exist`);
  });
}

for (const finding of findings) console.error(finding);
if (findings.length > 0) {
  console.error(`\n${findings.length} finding(s) of the house checks (scripts/house-checks.mjs).`);
  process.exit(1);
}
console.log(`House checks: ${files.length} files, no finding.`);
