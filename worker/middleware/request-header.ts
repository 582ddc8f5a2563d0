/**
 * A required request header checked with a Valibot schema, like `jsonBody` for bodies: a missing
 * or invalid value answers 400 in the envelope (`fields` names the header), and the OpenAPI
 * document lists the header with the schema's JSON Schema. For headers such as `Idempotency-Key`.
 */
import { sValidator } from '@hono/standard-validator';
import type * as v from 'valibot';
import { fieldErrors, requestObject } from '../../site/shared/api/common';
import { ApiError } from '../lib/envelope';
import { documented, failure, jsonSchema } from '../openapi/responses';

export function requestHeader(
  name: string,
  schema: v.GenericSchema<string, string>,
  docs: { description: string; example: string },
) {
  // Hono hands headers over with lower-case names.
  const middleware = sValidator('header', requestObject({ [name.toLowerCase()]: schema }), (result) => {
    if (result.success) return;
    const { error } = fieldErrors(result.error);
    throw new ApiError(400, error, { [name]: error });
  });
  return documented(middleware, {
    parameters: [
      {
        in: 'header',
        name,
        required: true,
        description: docs.description,
        example: docs.example,
        schema: jsonSchema(schema),
      },
    ],
    responses: { 400: failure(`A missing or invalid \`${name}\` header`) },
  });
}
