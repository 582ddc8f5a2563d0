/** `GET /api/openapi.json`: the OpenAPI document of this app, generated once per isolate. */
import type { Hono } from 'hono';
import { Hono as Router } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { openApiDocument } from '../openapi/document';
import { plain } from '../openapi/responses';

/** The document is OpenAPI's own format, not the envelope: tools read it as it is. */
const openApiShape = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.looseObject({})),
});

export function openApi(app: Hono<AppEnv>) {
  let document: Promise<OpenAPIV3_1.Document> | undefined;
  return new Router<AppEnv>().get(
    '/',
    describeRoute({
      tags: ['Health'],
      summary: 'This OpenAPI document',
      description: 'OpenAPI 3.1, generated from the schemas that validate the requests and answers.',
      responses: { 200: plain('The OpenAPI 3.1 document', openApiShape) },
    }),
    async (c) => {
      document ??= openApiDocument(app as unknown as Hono);
      return c.json(await document);
    },
  );
}
