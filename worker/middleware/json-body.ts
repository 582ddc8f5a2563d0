/**
 * Validation at the boundary: Hono's Standard Schema validator runs a shared Valibot schema on the
 * JSON body and every failure becomes the envelope (400, or 415 for another content type). The
 * middleware also documents the body and those statuses for the OpenAPI document.
 */
import { sValidator } from '@hono/standard-validator';
import type { MiddlewareHandler } from 'hono';
import { resolver } from 'hono-openapi';
import * as v from 'valibot';
import { fieldErrors } from '../../site/shared/api/common';
import { ApiError } from '../lib/envelope';
import { documented, failure, INPUT } from '../openapi/responses';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Bodies must be JSON; a request without a body passes through to the schema. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) {
    const hasBody =
      Number(c.req.header('content-length') ?? '0') > 0 || c.req.header('transfer-encoding') !== undefined;
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (hasBody && !JSON_TYPE.test(mediaType)) {
      throw new ApiError(415, 'Content-Type must be application/json');
    }
  }
  await next();
};

const NOT_AN_OBJECT = 'Request body must be a JSON object';
const isJsonObject = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * The body must be a JSON object valid against `schema`; `example` (checked against the schema's
 * type here and against the document in the tests) shows it in the document and the API docs.
 */
export function jsonBody<S extends v.GenericSchema>(schema: S, example: v.InferInput<S>) {
  // Valibot's objects accept arrays; a JSON body must be an object before the schema runs.
  const objectFirst = v.pipe(v.custom<v.InferInput<S>>(isJsonObject, NOT_AN_OBJECT), schema);
  const middleware = sValidator('json', objectFirst, (result) => {
    if (result.success) return;
    if (!isJsonObject(result.data)) throw new ApiError(400, NOT_AN_OBJECT);
    const { error, fields } = fieldErrors(result.error);
    throw new ApiError(400, error, fields);
  });
  return documented(middleware, {
    requestBody: {
      required: true,
      content: { 'application/json': { schema: resolver(schema, INPUT), example } },
    },
    responses: {
      400: failure('Malformed JSON or an invalid body: `error` is the first message, `fields` one message per field'),
    },
  });
}
