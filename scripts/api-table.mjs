// `npm run api:table`: rewrites README's API table from the OpenAPI document (between its markers).
// A Workers-runtime test (worker/openapi/document.test.ts) fails when README and document disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { loadOpenApiDocument } from './lib/openapi.mjs';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('../worker/openapi/readme-table.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});
const readme = await readFile(readmePath, 'utf8');
const updated = module.withApiTable(readme, await loadOpenApiDocument());
if (updated === readme) {
  console.log('README.md: the API table already matches the OpenAPI document.');
} else {
  await writeFile(readmePath, updated);
  console.log('README.md: API table rewritten from the OpenAPI document.');
}
