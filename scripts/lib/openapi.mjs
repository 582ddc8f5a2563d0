// The API's OpenAPI document outside the Worker: Vite's module runner loads worker/openapi/build.ts
// (TypeScript, the same app and generator the Worker runs) and generates it. Used by the Astro
// build (the Storefront API docs page, dist/api/openapi.json), scripts/api-table.mjs and unit tests.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('../../worker/openapi/build.ts', import.meta.url));
let loading;

/** @returns {Promise<import('openapi-types').OpenAPIV3_1.Document>} */
export function loadOpenApiDocument() {
  loading ??= runnerImport(entry, { configFile: false, logLevel: 'error' }).then(({ module }) =>
    module.buildOpenApiDocument(),
  );
  return loading;
}
