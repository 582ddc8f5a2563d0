// The types of the API for the browser's calls, generated from the OpenAPI document by openapi-typescript:
// `npm run api:types` writes site/lib/api-types.d.ts, and a unit test (api-types.test.ts) fails when that
// file and the document disagree. Types only: site/lib/api.ts reads them, and no byte of them ships.
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { loadOpenApiDocument } from './openapi.mjs';

export const API_TYPES_FILE = 'site/lib/api-types.d.ts';
export const apiTypesPath = fileURLToPath(new URL(`../../${API_TYPES_FILE}`, import.meta.url));

const HEADER = `// Generated from the OpenAPI document by \`npm run api:types\` (scripts/lib/api-types.mjs); do not edit.
// site/lib/api.ts types the browser's calls with it.
`;

/**
 * An optional field of a request body may also be `undefined`, as in the contracts' Valibot types (the site's
 * TypeScript has `exactOptionalPropertyTypes`): JSON.stringify leaves such a field out, as if it were not set.
 * An answer's JSON has no `undefined`, so its optional fields stay as they are.
 */
function orUndefined(property, _schema, { path }) {
  if (!property.questionToken || !property.type || !path?.includes('/requestBody/')) return property;
  const type = ts.factory.createUnionTypeNode([
    property.type,
    ts.factory.createKeywordTypeNode(ts.SyntaxKind.UndefinedKeyword),
  ]);
  return ts.factory.updatePropertySignature(property, property.modifiers, property.name, property.questionToken, type);
}

/** The text of site/lib/api-types.d.ts for `document` (the API client test gives it the one the Worker serves). */
export async function apiTypesOf(document) {
  // openapi-typescript may annotate the objects it reads; it gets a copy of the shared document.
  const ast = await openapiTS(structuredClone(document), { silent: true, transformProperty: orUndefined });
  return HEADER + astToString(ast);
}

/** The text of site/lib/api-types.d.ts for the document the routes give now. */
export async function apiTypes() {
  return apiTypesOf(await loadOpenApiDocument());
}
