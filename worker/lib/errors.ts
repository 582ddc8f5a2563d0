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

type Route = { method: string; path: string };

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a route's path (with `:param` segments, as in `/api/orders/:id`) covers a request path. */
function covers(routePath: string, path: string): boolean {
  const route = withoutTrailingSlash(routePath);
  if (!route.includes(':')) return route === path;
  const pattern = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

/**
 * What an unmatched request gets: 405 with `Allow` when the path exists for other methods,
 * else 404. `routes` lists the app's routes (Hono's `app.routes`); middleware (`ALL`) is not a route.
 */
export function notFound(routes: () => readonly Route[]): NotFoundHandler {
  return (c: Context) => {
    const path = withoutTrailingSlash(c.req.path);
    const allowed = [
      ...new Set(
        routes()
          .filter((route) => route.method !== 'ALL' && covers(route.path, path))
          .map((route) => route.method),
      ),
    ];
    if (allowed.length === 0) return c.json(failure(`No API route for ${c.req.method} ${c.req.path}`), 404);
    if (allowed.includes('GET')) allowed.push('HEAD');
    c.header('Allow', allowed.join(', '));
    return c.json(failure(`${c.req.method} is not allowed on ${c.req.path} (allowed: ${allowed.join(', ')})`), 405);
  };
}
