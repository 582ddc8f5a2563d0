/** Request bodies stop at 16 KB: more is refused with 413 before any route reads it. */
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../lib/envelope';

export const MAX_BODY_BYTES = 16 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, `Request body is too large (limit ${MAX_BODY_BYTES / 1024} KB)`);
  },
});
