/**
 * The JSON envelope as schemas, and the building blocks routes and middleware use to document what
 * they answer. Every response object here carries a Valibot schema, which hono-openapi turns into
 * the document's JSON Schema: nothing in the OpenAPI document is written by hand.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { MiddlewareHandler } from 'hono';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import * as v from 'valibot';

type DescribeRouteOptions = Parameters<typeof import('hono-openapi').describeRoute>[0];
type Responses = NonNullable<DescribeRouteOptions['responses']>;
type Response = Responses[string];

/** Answers are described as the API sends them; request bodies as a client may send them. */
const OUTPUT = { typeMode: 'output', target: 'draft-2020-12' } as const;
export const INPUT = { typeMode: 'input', target: 'draft-2020-12' } as const;

export const failureBody = v.pipe(
  v.strictObject({
    success: v.literal(false),
    error: v.pipe(v.string(), v.minLength(1), v.description('What went wrong, in words to show the user')),
    fields: v.optional(
      v.pipe(
        v.record(v.string(), v.string()),
        v.description('One message per invalid field (`_` for a rule over the whole body)'),
      ),
    ),
  }),
  v.metadata({ ref: 'Failure' }),
);

export const successBody = <S extends v.GenericSchema>(data: S) => v.strictObject({ success: v.literal(true), data });

const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema, OUTPUT) } });

/** A success: the envelope `{success: true, data}` around `data`. */
export const success = (description: string, data: v.GenericSchema): Response => ({
  description,
  content: json(successBody(data)),
});

/** A body that is not the envelope (the OpenAPI document itself). */
export const plain = (description: string, schema: v.GenericSchema): Response => ({
  description,
  content: json(schema),
});

/** A failure: `{success: false, error, fields?}`. */
export const failure = (description: string, headers?: Record<string, OpenAPIV3_1.HeaderObject>): Response => ({
  description,
  content: json(failureBody),
  ...(headers ? { headers } : {}),
});

/** A schema outside a body (a header's), converted the same way. */
export function jsonSchema(schema: v.GenericSchema): OpenAPIV3_1.HeaderObject['schema'] {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, OUTPUT);
  return converted as OpenAPIV3_1.HeaderObject['schema'];
}

export const retryAfter: Record<string, OpenAPIV3_1.HeaderObject> = {
  'Retry-After': {
    description: 'Seconds until the limit resets',
    required: true,
    schema: jsonSchema(v.pipe(v.number(), v.integer(), v.minValue(1))),
  },
};

/**
 * Attaches OpenAPI details to a middleware, so every route that uses it is documented with them
 * (its security, the statuses it may answer) without repeating them at each route.
 */
export function documented<M extends MiddlewareHandler>(middleware: M, spec: DescribeRouteOptions): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

/** The headers of a publicly cacheable catalog answer (lib/catalog-cache.ts). */
export const catalogCacheHeaders: Record<string, OpenAPIV3_1.HeaderObject> = {
  ETag: {
    description: 'A strong validator of the exact body; send it back as `If-None-Match`',
    required: true,
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: 'Public: CDNs keep it a minute and may serve it five more minutes while they revalidate',
    required: true,
    schema: { type: 'string', example: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
  },
};

/** 304: the `If-None-Match` sent names the current `ETag`; no body. */
export const notModified: Response = {
  description: 'Not modified: `If-None-Match` names the current `ETag`. No body; reuse the copy you have.',
  headers: catalogCacheHeaders,
};

/** The D1 Sessions API bookmark (middleware/d1-session.ts), on answers that read or wrote D1. */
export const bookmarkHeader: OpenAPIV3_1.HeaderObject = {
  description:
    'The newest D1 bookmark of this request; send it back as the `x-d1-bookmark` request header so the next read sees this write',
  required: false,
  schema: { type: 'string' },
};

/** The account a signed-in request acted for (lib/signed-in.ts), on every answer after its session was found. */
export const accountHeader: OpenAPIV3_1.HeaderObject = {
  description:
    'The id of the account this request acted for: the session’s current account (a switch in another tab or a removal from a team changes it), or the API token’s account',
  required: true,
  schema: { type: 'string' },
};
