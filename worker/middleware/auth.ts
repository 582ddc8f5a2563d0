/**
 * `requireAuth`, the first of the hand-assembled middleware of a signed-in route, kept until every
 * route declares itself with `signedInRoute` (middleware/signed-in-route.ts), which it now is.
 */
import { SESSION_EXPIRED } from '../lib/signed-in';
import { signedInRoute } from './signed-in-route';

export { SESSION_EXPIRED };

export const requireAuth = signedInRoute({});
