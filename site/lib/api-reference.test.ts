import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../scripts/lib/openapi.mjs';
import {
  access,
  codeSpans,
  curlExample,
  endpointGroups,
  rules,
  schemaSections,
  tokenLabel,
  typeLabel,
} from './api-reference';

/** A small document with what the real one does not have yet: a header parameter (Idempotency-Key). */
const sample: OpenAPIV3_1.Document = {
  openapi: '3.1.0',
  info: { title: 'Sample', version: '1' },
  servers: [{ url: 'https://api.example' }],
  tags: [{ name: 'Orders', description: 'Orders' }],
  paths: {
    '/api/orders': {
      post: {
        tags: ['Orders'],
        summary: 'Place an order',
        security: [{ bearerAuth: [] }],
        parameters: [
          {
            in: 'header',
            name: 'Idempotency-Key',
            required: true,
            description: 'One per checkout attempt',
            example: 'b7e1c7d2',
          },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { coupon: { type: 'string' } } },
              example: { coupon: "O'Brien" },
            },
          },
        },
        responses: {
          '201': {
            description: 'Created',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { success: { const: true }, data: { $ref: '#/components/schemas/Order' } },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Order: { type: 'object', properties: { number: { type: 'string', minLength: 6 } }, required: ['number'] },
    },
  },
};

describe('the Storefront API page model', () => {
  it('names types in words and links named schemas', () => {
    expect(typeLabel({ anyOf: [{ $ref: '#/components/schemas/Plan' }, { type: 'null' }] })).toEqual({
      text: 'Plan or null',
      ref: 'Plan',
    });
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/Plan' } })).toEqual({
      text: 'array of Plan',
      ref: 'Plan',
    });
    expect(typeLabel({ const: true })).toEqual({ text: 'true' });
  });

  it('states the rules of a field in words', () => {
    expect(rules({ type: 'string', minLength: 1, maxLength: 100 })).toEqual(['1–100 characters']);
    expect(rules({ type: 'string', enum: ['monthly', 'annual'] })).toEqual(['one of `monthly`, `annual`']);
    expect(rules({ type: 'integer', minimum: 0 })).toEqual(['≥ 0', 'whole number']);
  });

  it('writes a curl example with the auth and header parameters, and a shell-safe body', () => {
    const operation = sample.paths?.['/api/orders']?.post as OpenAPIV3_1.OperationObject;
    expect(curlExample(sample, 'POST', '/api/orders', operation)).toBe(
      [
        'curl -X POST https://api.example/api/orders \\',
        '  -H "Authorization: Bearer $NIMBUS_TOKEN" \\',
        '  -H "Idempotency-Key: b7e1c7d2" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"coupon":"O'\\''Brien"}'`,
      ].join('\n'),
    );
  });

  it("puts a path parameter's example into the curl command", () => {
    const operation: OpenAPIV3_1.OperationObject = {
      parameters: [{ in: 'path', name: 'id', required: true, example: '0b6a4f0e' }],
      responses: {},
    };
    expect(curlExample(sample, 'GET', '/api/orders/{id}', operation)).toBe(
      'curl https://api.example/api/orders/0b6a4f0e',
    );
  });

  it('groups endpoints by tag with their headers, body and answers', () => {
    const [group] = endpointGroups(sample);
    expect(group?.tag).toBe('Orders');
    expect(group?.endpoints[0]).toMatchObject({
      id: 'post-api-orders',
      auth: true,
      access: { open: false, session: true, tokenScopes: null, other: [] },
      headers: [{ name: 'Idempotency-Key', required: true, description: 'One per checkout attempt' }],
      body: [{ caption: null, fields: [{ name: 'coupon', required: false }] }],
      answers: [{ status: '201', data: { type: { text: 'Order', ref: 'Order' }, fields: [] } }],
    });
    expect(schemaSections(sample)).toEqual([
      {
        name: 'Order',
        id: 'schema-order',
        fields: [
          {
            name: 'number',
            type: { text: 'string' },
            required: true,
            rules: ['at least 6 characters'],
            description: '',
          },
        ],
      },
    ]);
  });

  it('covers every operation of the real document, each with a curl example', async () => {
    const document = await loadOpenApiDocument();
    const endpoints = endpointGroups(document).flatMap((group) => group.endpoints);
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      ['get', 'post', 'put', 'patch', 'delete'].filter((m) => item?.[m as 'get']),
    );
    expect(endpoints).toHaveLength(operations.length);
    for (const endpoint of endpoints) expect(endpoint.examples.curl).toMatch(/^curl /);
  }, 60_000);

  describe.each([
    [
      'a browser session only',
      [{ bearerAuth: [] }],
      { open: false, session: true, tokenScopes: null, other: [] },
      'Browser session only',
    ],
    [
      'a session or a token with its scope',
      [{ bearerAuth: [] }, { apiToken: ['cart:write'] }],
      { open: false, session: true, tokenScopes: ['cart:write'], other: [] },
      'API token: cart:write',
    ],
    [
      'anyone, or a token that is then checked',
      [{}, { apiToken: ['catalog:read'] }],
      { open: true, session: false, tokenScopes: ['catalog:read'], other: [] },
      'API token: catalog:read',
    ],
    ['anyone', undefined, { open: true, session: false, tokenScopes: null, other: [] }, null],
    [
      "the operator's key",
      [{ operatorKey: [] }],
      { open: false, session: false, tokenScopes: null, other: ['operatorKey'] },
      null,
    ],
  ] as const)('an operation for %s', (_, security, expected, label) => {
    const operation: OpenAPIV3_1.OperationObject = {
      responses: {},
      ...(security ? { security: security.map((requirement) => ({ ...requirement })) } : {}),
    };
    it('says who may call it, and with which token scope', () => {
      expect(access(operation)).toEqual(expected);
      expect(tokenLabel(access(operation))).toBe(label);
    });
    it('sends a credential in its curl example only when one is needed', () => {
      const curl = curlExample(sample, 'GET', '/api/x', operation);
      expect(curl.includes('Authorization: Bearer $NIMBUS_TOKEN')).toBe(!expected.open);
    });
  });

  it('names the scope of every operation of the real document that takes a token, and session-only ones', async () => {
    const document = await loadOpenApiDocument();
    const labels = Object.fromEntries(
      endpointGroups(document)
        .flatMap((group) => group.endpoints)
        .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, tokenLabel(endpoint.access)]),
    );
    expect(labels).toMatchObject({
      'GET /api/plans': 'API token: catalog:read',
      'GET /api/cart': 'API token: cart:read',
      'POST /api/cart/add': 'API token: cart:write',
      'DELETE /api/cart/remove': 'API token: cart:write',
      'POST /api/orders': 'API token: orders:write',
      'GET /api/orders': 'API token: orders:read',
      'GET /api/orders/{id}': 'API token: orders:read',
      'GET /api/billing/details': 'API token: billing:read',
      'PUT /api/billing/details': 'Browser session only',
      'GET /api/billing/invoices/{number}/pdf': 'API token: billing:read',
      'GET /api/tokens': 'Browser session only',
      'POST /api/tokens': 'Browser session only',
      'PUT /api/profile/password': 'Browser session only',
      'GET /api/health': null,
    });
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      apiToken: { type: 'http', scheme: 'bearer', description: expect.stringContaining('nmb_pat_[0-9A-Za-z]{49}') },
    });
  }, 60_000);

  it('splits `code` spans out of descriptions', () => {
    expect(codeSpans('Send `planId` or `serviceId`.')).toEqual([
      { code: false, text: 'Send ' },
      { code: true, text: 'planId' },
      { code: false, text: ' or ' },
      { code: true, text: 'serviceId' },
      { code: false, text: '.' },
    ]);
  });
});
