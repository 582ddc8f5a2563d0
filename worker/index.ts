/** The Worker: `/api/*` goes to Hono; every other path is served from the built site by Workers Static Assets. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { ApiError } from './lib/envelope';
import { notFound, onError } from './lib/errors';
import { requireJson } from './middleware/json-body';
import { apiSecurityHeaders } from './middleware/security-headers';
import { auth } from './routes/auth';
import { cart } from './routes/cart';
import { contact } from './routes/contact';
import { coupons } from './routes/coupons';
import { health } from './routes/health';
import { plans } from './routes/plans';
import { profile } from './routes/profile';

const MAX_BODY_BYTES = 16 * 1024;

const app = new Hono<AppEnv>().basePath('/api');

app.use(...apiSecurityHeaders);

app.use(
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, `Request body is too large (limit ${MAX_BODY_BYTES / 1024} KB)`);
    },
  }),
);
app.use(requireJson);

app.route('/health', health);
app.route('/auth', auth);
app.route('/contact', contact);
app.route('/profile', profile);
app.route('/plans', plans);
app.route('/cart', cart);
app.route('/coupons', coupons);

app.notFound(notFound(() => app.routes));
app.onError(onError);

export default app;
