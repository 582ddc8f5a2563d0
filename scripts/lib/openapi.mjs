// The API's OpenAPI document outside the Worker: Vite's module runner loads worker/openapi/build.ts
// (TypeScript, the same app and generator the Worker runs) and generates it. Used by the Astro
// build (the Storefront API docs page, dist/api/openapi.json), scripts/api-table.mjs and unit tests.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { mailTemplatesAsText } from './mail-templates.mjs';

const entry = fileURLToPath(new URL('../../worker/openapi/build.ts', import.meta.url));
let loading;

/** @returns {Promise<import('openapi-types').OpenAPIV3_1.Document>} */
export function loadOpenApiDocument() {
  loading ??= runnerImport(entry, { configFile: false, logLevel: 'error', plugins: [mailTemplatesAsText()] }).then(
    ({ module }) => module.buildOpenApiDocument(),
  );
  return loading;
}

const VIRTUAL_ID = 'virtual:nimbus/openapi';

/**
 * The Astro integration: pages import the document from `virtual:nimbus/openapi` (the Storefront
 * API docs page is built from it), and the build writes it to `<dist>/api/openapi.json`, the same
 * bytes the Worker serves at that path.
 * @returns {import('astro').AstroIntegration}
 */
export function openApiIntegration() {
  return {
    name: 'nimbus:openapi',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'nimbus:openapi',
                resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: async (id) =>
                  id === `\0${VIRTUAL_ID}`
                    ? `export default ${JSON.stringify(await loadOpenApiDocument())};`
                    : undefined,
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const file = new URL('api/openapi.json', dir);
        await mkdir(new URL('.', file), { recursive: true });
        await writeFile(file, JSON.stringify(await loadOpenApiDocument()));
      },
    },
  };
}
