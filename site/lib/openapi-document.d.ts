// The API's OpenAPI document, generated at build time from the Worker's routes and schemas
// (scripts/lib/openapi.mjs provides this module to Astro).
declare module 'virtual:nimbus/openapi' {
  const document: import('openapi-types').OpenAPIV3_1.Document;
  export default document;
}
