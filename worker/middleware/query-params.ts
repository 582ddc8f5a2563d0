/**
 * Query parameters checked with a Valibot object schema, like `pathParam` for the path: an invalid
 * value answers 400 in the envelope (`fields` names the parameter), and the OpenAPI document lists
 * each parameter with its schema's JSON Schema.
 */
import { sValidator } from '@hono/standard-validator';
import type * as v from 'valibot';
import { fieldErrors } from '../../site/shared/api/common';
import { ApiError } from '../lib/envelope';
import { documented, failure, jsonSchema } from '../openapi/responses';

type QuerySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export function queryParams<S extends QuerySchema>(
  schema: S,
  docs: { [K in keyof S['entries'] & string]: { description: string; example: string } },
) {
  const middleware = sValidator('query', schema, (result) => {
    if (result.success) return;
    const { error, fields } = fieldErrors(result.error);
    throw new ApiError(400, error, fields);
  });
  return documented(middleware, {
    parameters: Object.entries(schema.entries).map(([name, entry]) => ({
      in: 'query' as const,
      name,
      required: false,
      description: docs[name as keyof typeof docs].description,
      example: docs[name as keyof typeof docs].example,
      schema: jsonSchema(entry as v.GenericSchema),
    })),
    responses: { 400: failure('A malformed query parameter') },
  });
}
