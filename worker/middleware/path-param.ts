/**
 * A path parameter checked with a Valibot schema, like `requestHeader` for headers: an invalid value
 * answers 400 in the envelope (`fields` names the parameter), and the OpenAPI document lists the
 * parameter with the schema's JSON Schema.
 */
import { sValidator } from '@hono/standard-validator';
import type * as v from 'valibot';
import { fieldErrors, requestObject } from '../../site/shared/api/common';
import { ApiError } from '../lib/envelope';
import { documented, failure, jsonSchema } from '../openapi/responses';

export function pathParam<N extends string>(
  name: N,
  schema: v.GenericSchema<string, string>,
  docs: { description: string; example: string },
) {
  const middleware = sValidator('param', requestObject({ [name]: schema } as Record<N, typeof schema>), (result) => {
    if (result.success) return;
    const { error } = fieldErrors(result.error);
    throw new ApiError(400, error, { [name]: error });
  });
  return documented(middleware, {
    parameters: [
      {
        in: 'path',
        name,
        required: true,
        description: docs.description,
        example: docs.example,
        schema: jsonSchema(schema),
      },
    ],
    responses: { 400: failure(`A malformed \`${name}\``) },
  });
}
