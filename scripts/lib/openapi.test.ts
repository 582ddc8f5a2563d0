import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './openapi.mjs';

// Runs in Node: the validator compiles the OpenAPI 3.1 meta-schema with Ajv, which the Workers runtime forbids.
describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (schema and references)', async () => {
    const document = await loadOpenApiDocument();
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  }, 60_000);

  it('names every route with its method, body, auth and statuses', async () => {
    const document = await loadOpenApiDocument();
    const cartAdd = document.paths?.['/api/cart/add']?.post;
    // A browser session, or an API token with the cart:write scope.
    expect(cartAdd?.security).toEqual([{ bearerAuth: [] }, { apiToken: ['cart:write'] }]);
    // Account security takes a browser session only.
    expect(document.paths?.['/api/profile/password']?.put?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(cartAdd?.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
    ]);
    expect(cartAdd?.requestBody).toMatchObject({ required: true, content: { 'application/json': {} } });
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components?.securitySchemes?.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  }, 60_000);
});
