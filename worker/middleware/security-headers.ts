/**
 * Security headers on every API answer. The pages get theirs from the `_headers`
 * file that `npm run build` writes (scripts/lib/headers.mjs); an API answer is JSON only, so
 * its policy forbids everything, and nothing of it may be cached, with one explicit exception: a
 * route that sets the `cacheControl` variable (only the public catalog, lib/catalog-cache.ts, and
 * only on its 200 and 304) is sent with that policy instead.
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';

const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'none'"],
  },
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  crossOriginResourcePolicy: 'same-origin',
});

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const publicPolicy = c.get('cacheControl') as string | undefined;
  c.header('Cache-Control', publicPolicy && c.res.status < 400 ? publicPolicy : 'no-store');
});

export const apiSecurityHeaders = [headers, noStore] as const;
