/**
 * The OpenAPI document against the app: every route has its operation and every operation
 * its route, each operation says what its middleware answers, the request examples are valid, and
 * the API table of docs/api.md is the one the document gives. (That the document is valid OpenAPI 3.1 is a
 * Node test, scripts/lib/openapi.test.ts: the validator compiles schemas to code, which workerd forbids.)
 */
import { Validator } from '@cfworker/json-schema';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import apiDoc from '../../docs/api.md?raw';
import app from '../index';
import { appOperations, documentOperations, servedDocument } from '../test/contract';
import { apiTable, TABLE_END, TABLE_START } from './api-table';
import { openApiDocument } from './document';
import { success } from './responses';

type Operation = OpenAPIV3_1.OperationObject;

async function operations() {
  const document = await servedDocument();
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) =>
      item?.[method] ? [{ name: `${method.toUpperCase()} ${path}`, operation: item[method] as Operation }] : [],
    ),
  );
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes the envelope once, as a component', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.schemas?.Failure).toMatchObject({
      required: ['success', 'error'],
      additionalProperties: false,
    });
  });

  it('has an operation for every route of the app, and a route for every operation', async () => {
    const document = await servedDocument();
    const routes = appOperations(app.routes).sort();
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(documentOperations(document).sort()).toEqual(routes);
  });

  it('would miss a route that nobody described, so the comparison above catches it', async () => {
    const sample = new Hono()
      .get(
        '/described',
        describeRoute({ summary: 'Described', responses: { 200: success('Yes', v.object({})) } }),
        (c) => c.json({}),
      )
      .get('/forgotten', (c) => c.json({}));
    const document = await openApiDocument(sample);
    expect(appOperations(sample.routes)).toEqual(['GET /described', 'GET /forgotten']);
    expect(documentOperations(document)).toEqual(['GET /described']);
  });

  it('gives every operation a summary, a tag, a JSON success, and the answers of its middleware', async () => {
    for (const { name, operation } of await operations()) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      expect(
        statuses.some((s) => s.startsWith('2')),
        name,
      ).toBe(true);
      for (const status of statuses) {
        const response = operation.responses?.[status] as OpenAPIV3_1.ResponseObject;
        // 304 (Not Modified, the cached catalog) has no body by definition; it names its ETag instead.
        if (status === '304') expect(response.headers?.ETag, `${name} 304`).toBeDefined();
        // A file download (an invoice's PDF) answers its file; everything else the JSON envelope.
        else if (response.content?.['application/pdf'])
          expect(response.content['application/pdf'].schema, `${name} ${status}`).toBeDefined();
        else expect(response.content?.['application/json']?.schema, `${name} ${status}`).toBeDefined();
      }
      // The middleware's answers: bearer routes 401; bodies 400 (validation), 413 and 415.
      if (operation.security?.length) expect(statuses, name).toContain('401');
      if (operation.requestBody) expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (/^(POST|PUT|PATCH|DELETE) /.test(name))
        expect(statuses, name).toEqual(expect.arrayContaining(['413', '415']));
      if (statuses.includes('429')) {
        const tooMany = operation.responses?.['429'] as OpenAPIV3_1.ResponseObject;
        expect(tooMany.headers?.['Retry-After'], name).toBeDefined();
      }
    }
  });

  it('gives every request body an example that its own schema accepts', async () => {
    const document = await servedDocument();
    const bodies = (await operations()).filter(({ operation }) => operation.requestBody);
    expect(bodies.length).toBeGreaterThan(0);
    for (const { name, operation } of bodies) {
      const media = (operation.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json'];
      expect(media?.example, name).toBeDefined();
      const schema = { ...(document as object), ...(media?.schema as object) };
      const result = new Validator(schema as never, '2020-12', false).validate(media?.example);
      expect(result.valid, `${name}: ${JSON.stringify(result.errors.slice(0, 3))}`).toBe(true);
    }
  });

  it('is what docs/api.md lists as the API', async () => {
    const start = apiDoc.indexOf(TABLE_START);
    const end = apiDoc.indexOf(TABLE_END);
    expect(start, 'docs/api.md has the API table markers').toBeGreaterThan(-1);
    const table = apiDoc.slice(start + TABLE_START.length, end).trim();
    expect(table, 'docs/api.md is out of date: run `npm run api:table`').toBe(apiTable(await servedDocument()));
  });
});
