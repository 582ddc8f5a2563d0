/**
 * The Worker: `/api/*` goes to Hono; every other path is served from the built site by Workers
 * Static Assets; the hourly Cron Trigger runs the clean-up in scheduled.ts.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { notFound, onError } from './lib/errors';
import { limitBody } from './middleware/body-limit';
import { d1Session } from './middleware/d1-session';
import { requireJson } from './middleware/json-body';
import { apiSecurityHeaders } from './middleware/security-headers';
import { accounts } from './routes/accounts';
import { auth } from './routes/auth';
import { billing } from './routes/billing';
import { budget } from './routes/budget';
import { cart } from './routes/cart';
import { contact } from './routes/contact';
import { coupons } from './routes/coupons';
import { health } from './routes/health';
import { invitations } from './routes/invitations';
import { openApi } from './routes/openapi';
import { operator } from './routes/operator';
import { orders } from './routes/orders';
import { passkeys } from './routes/passkeys';
import { plans } from './routes/plans';
import { profile } from './routes/profile';
import { profileData } from './routes/profile-data';
import { services } from './routes/services';
import { sessions } from './routes/sessions';
import { signIns } from './routes/sign-ins';
import { team } from './routes/team';
import { teamInvitations } from './routes/team-invitations';
import { teamTokens } from './routes/team-tokens';
import { teams } from './routes/teams';
import { tokens } from './routes/tokens';
import { twoFactor } from './routes/two-factor';
import { scheduled } from './scheduled';

const app = new Hono<AppEnv>().basePath('/api');

app.use(...apiSecurityHeaders);

app.use(limitBody);
app.use(requireJson);
app.use(d1Session);

app.route('/health', health);
app.route('/auth', auth);
app.route('/contact', contact);
app.route('/profile', profile);
app.route('/profile', profileData);
app.route('/sessions', sessions);
app.route('/sign-ins', signIns);
app.route('/plans', plans);
app.route('/cart', cart);
app.route('/coupons', coupons);
app.route('/orders', orders);
app.route('/services', services);
app.route('/billing/budget', budget);
app.route('/billing', billing);
app.route('/operator', operator);
app.route('/accounts', accounts);
app.route('/teams', teams);
app.route('/team/invitations', teamInvitations);
app.route('/team/tokens', teamTokens);
app.route('/team', team);
app.route('/invitations', invitations);
app.route('/tokens', tokens);
app.route('/passkeys', passkeys);
app.route('/two-factor', twoFactor);
app.route('/openapi.json', openApi(app));

app.notFound(notFound(() => app.routes));
app.onError(onError);

export { app };

// The app itself stays the default export, with the scheduled handler beside its `fetch`: the OpenAPI
// build and the direct-call tests import the default export and read the app's routes.
export default Object.assign(app, { scheduled }) satisfies ExportedHandler<Env>;
