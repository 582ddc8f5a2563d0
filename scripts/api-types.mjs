// `npm run api:types`: rewrites site/lib/api-types.d.ts, the types of the browser's API calls, from the OpenAPI
// document (scripts/lib/api-types.mjs). A unit test (site/lib/api-types.test.ts) fails when the two disagree.
import { readFile, writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, apiTypes, apiTypesPath } from './lib/api-types.mjs';

const types = await apiTypes();
const current = await readFile(apiTypesPath, 'utf8').catch(() => null);
if (current === types) {
  console.log(`${API_TYPES_FILE} already matches the OpenAPI document.`);
} else {
  await writeFile(apiTypesPath, types);
  console.log(`${API_TYPES_FILE} rewritten from the OpenAPI document.`);
}
