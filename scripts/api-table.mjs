// `npm run api:table`: rewrites README's API table from the OpenAPI document and its limits table from
// worker/lib/limits.ts (each between its markers). Workers-runtime tests (worker/openapi/document.test.ts,
// worker/lib/limits.test.ts) fail when README and the source disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { loadOpenApiDocument } from './lib/openapi.mjs';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('../worker/openapi/readme-table.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
const limits = await runnerImport(fileURLToPath(new URL('../worker/lib/limits-table.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
const readme = await readFile(readmePath, 'utf8');
const updated = limits.module.withLimitsTable(module.withApiTable(readme, await loadOpenApiDocument()));
if (updated === readme) {
  console.log('README.md: the API and limits tables already match the OpenAPI document and worker/lib/limits.ts.');
} else {
  await writeFile(readmePath, updated);
  console.log('README.md: API and limits tables rewritten from the OpenAPI document and worker/lib/limits.ts.');
}
