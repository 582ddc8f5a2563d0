/** Sign-up, login and logout (spec §7, rulings R13, R15), with brute-force and abuse limits (issue 6). */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { accountData, loggedOutData, sessionData } from '../../site/shared/responses';
import { loginSchema, signupSchema } from '../../site/shared/validation';
import { rateLimitPeek } from '../db/rate-limits';
import { createSession, revokeSessionByTokenHash } from '../db/sessions';
import { createUser, userByEmail } from '../db/users';
import type { AppEnv } from '../env';
import { mailVerificationLink } from '../lib/account-mail';
import { COMMON_PASSWORD, isCommonPassword } from '../lib/common-passwords';
import { ApiError, ok } from '../lib/envelope';
import { describeDefault, limitOf, waitText } from '../lib/limits';
import { loginKeys, loginRetryAfter, recordLoginFailure, tooManyLogins } from '../lib/login-attempts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../lib/password';
import { requireAuth } from '../middleware/auth';
import { jsonBody } from '../middleware/json-body';
import { clientKey, rateLimit } from '../middleware/rate-limit';
import { failure, retryAfter, success } from '../openapi/responses';

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';

const signupLimit = rateLimit(
  'signup',
  (seconds) => `Too many sign-up attempts. Please try again in ${waitText(seconds)}.`,
);

export const auth = new Hono<AppEnv>()
  .post(
    '/signup',
    signupLimit,
    jsonBody(signupSchema, { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Sunrise2026', terms: true }),
    describeRoute({
      tags: ['Account'],
      summary: 'Create an account',
      description:
        'The password needs 8+ characters, one uppercase letter and one number, and must not be a common one. A link to verify the address is mailed (valid 24 hours).',
      responses: {
        201: success('The account was created; sign in next', accountData),
        400: failure('Invalid body (`fields` names each field), or a common password'),
        409: failure(DUPLICATE_EMAIL),
      },
    }),
    async (c) => {
      const { name, email, password } = c.req.valid('json');
      if (isCommonPassword(password)) throw new ApiError(400, COMMON_PASSWORD, { password: COMMON_PASSWORD });
      const db = c.var.db;
      const user = await createUser(db, { name, email, passwordHash: await hashPassword(password) });
      if (!user) throw new ApiError(409, DUPLICATE_EMAIL);
      mailVerificationLink(c, user);
      return ok(c, { id: user.id, name: user.name, email: user.email }, 201);
    },
  )
  .post(
    '/login',
    jsonBody(loginSchema, { email: 'ada@example.com', password: 'Sunrise2026', rememberMe: true }),
    describeRoute({
      tags: ['Account'],
      summary: 'Sign in',
      description: 'Answers a bearer token for the `Authorization` header of the other calls.',
      responses: {
        200: success('Signed in', sessionData),
        401: failure(BAD_CREDENTIALS),
        429: failure(
          `More than ${describeDefault('loginFailures')} failed logins for one e-mail, or from one client (default; the Worker var \`RATE_LIMIT_LOGIN_FAILURES\` sets it)`,
          retryAfter,
        ),
      },
    }),
    async (c) => {
      const { email, password, rememberMe } = c.req.valid('json');
      const db = c.var.db;
      const client = clientKey(c);
      const limit = limitOf(c.env, 'loginFailures');
      const now = Date.now();
      // One round trip: both failure counters and the account.
      const [emailKey, addressKey] = loginKeys(email, client) as [string, string];
      const [[emailHit], [clientHit], [user]] = await db.batch([
        rateLimitPeek(db, emailKey, limit.windowMs, now),
        rateLimitPeek(db, addressKey, limit.windowMs, now),
        userByEmail(db, email),
      ]);
      const retryAfter = loginRetryAfter(
        [emailHit, clientHit].filter((hit) => hit !== undefined),
        limit,
        now,
      );
      if (retryAfter !== null) {
        c.header('Retry-After', String(retryAfter));
        throw new ApiError(429, tooManyLogins(retryAfter));
      }
      // An unknown e-mail costs one hash too, so timing does not tell which accounts exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        await recordLoginFailure(db, email, client, limit);
        throw new ApiError(401, BAD_CREDENTIALS);
      }
      const session = await createSession(db, user.id, rememberMe === true);
      return ok(c, {
        token: session.token,
        id: user.id,
        name: user.name,
        email: user.email,
        expiresAt: new Date(session.expiresAt).toISOString(),
      });
    },
  )
  .post(
    '/logout',
    requireAuth,
    describeRoute({
      tags: ['Account'],
      summary: 'Sign out',
      description: 'Revokes this token only; other sessions stay signed in.',
      responses: { 200: success('The token is revoked', loggedOutData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      await signedIn.run([revokeSessionByTokenHash(db, signedIn.tokenHash, signedIn.allowed)]);
      return ok(c, { loggedOut: true });
    },
  );
