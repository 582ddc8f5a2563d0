/** The one error path: every failure leaves as the envelope; unexpected ones are logged, not shown. */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, failure } from './envelope';

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    return c.json(failure(err.message, err.fields), err.status as ContentfulStatusCode);
  }
  if (err instanceof HTTPException) {
    return c.json(failure(err.message || 'Request failed'), err.status as ContentfulStatusCode);
  }
  console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json(failure('Something went wrong on our side. Please try again.'), 500);
};

export const notFound: NotFoundHandler = (c: Context) =>
  c.json(failure(`No API route for ${c.req.method} ${c.req.path}`), 404);
