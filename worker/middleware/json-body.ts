/**
 * Validation at the boundary: parses a JSON body with a shared schema and turns every
 * failure into the envelope (400, or 415 for another content type).
 */
import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { type Schema, validate } from '../../site/shared/schema';
import { ApiError } from '../lib/envelope';

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

export function jsonBody<T>(schema: Schema<T>) {
  return validator('json', (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ApiError(400, 'Request body must be a JSON object');
    }
    const result = validate(schema, value);
    if (!result.ok) throw new ApiError(400, result.error, result.fields);
    return result.data;
  });
}
