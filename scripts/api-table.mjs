// `npm run api:table`: rewrites the API table of docs/api.md from the OpenAPI document, the limits table of
// docs/security.md from worker/lib/limits.ts and the role table of docs/teams.md from the domain's
// permission table (each between its markers). Workers-runtime tests (worker/openapi/document.test.ts,
// worker/lib/limits.test.ts, worker/lib/permissions-table.test.ts) fail when the docs and the source disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { loadOpenApiDocument } from './lib/openapi.mjs';

const load = async (path) =>
  (await runnerImport(fileURLToPath(new URL(path, import.meta.url)), { configFile: false, logLevel: 'error' })).module;
const { withApiTable } = await load('../worker/openapi/api-table.ts');
const { withLimitsTable } = await load('../worker/lib/limits-table.ts');
const { withPermissionsTable } = await load('../worker/lib/permissions-table.ts');
const document = await loadOpenApiDocument();

const tables = [
  {
    file: 'docs/api.md',
    what: 'the API table',
    source: 'the OpenAPI document',
    write: (md) => withApiTable(md, document),
  },
  { file: 'docs/security.md', what: 'the limits table', source: 'worker/lib/limits.ts', write: withLimitsTable },
  {
    file: 'docs/teams.md',
    what: 'the role table',
    source: 'site/shared/domain/teams.ts',
    write: withPermissionsTable,
  },
];
for (const { file, what, source, write } of tables) {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const text = await readFile(path, 'utf8');
  const updated = write(text);
  if (updated === text) {
    console.log(`${file}: ${what} already matches ${source}.`);
  } else {
    await writeFile(path, updated);
    console.log(`${file}: ${what} rewritten from ${source}.`);
  }
}
