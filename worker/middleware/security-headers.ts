/**
 * Security headers on every API answer (issue 6). The pages get theirs from the `_headers`
 * file that `npm run build` writes (scripts/lib/headers.mjs); an API answer is JSON only, so
 * its policy forbids everything, and nothing of it may be cached.
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

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

const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});

export const apiSecurityHeaders = [headers, noStore] as const;
