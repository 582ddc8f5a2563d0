/** Sign-up, login and logout, with brute-force and abuse limits. */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  accountData,
  loggedOutData,
  loginData,
  loginSchema,
  mfaLoginSchema,
  sessionData,
  signupSchema,
} from '../../../site/shared/api/auth';
import { twoFactorMessages } from '../../../site/shared/api/two-factor';
import { createSession, revokeSessionByTokenHash, signedInAnswer } from '../../db/sessions';
import { recordSignIn } from '../../db/sign-ins';
import {
  countTicketAttempt,
  issueTicket,
  spendTicket,
  TICKET_MAX_FAILURES,
  ticketWithFactor,
  twoFactorOnFor,
} from '../../db/two-factor';
import { createUser, userByEmail } from '../../db/users';
import type { AppEnv } from '../../env';
import { mailVerificationLink } from '../../lib/account-mail';
import { countAttempt, passwordCounters } from '../../lib/attempts';
import { clientKey } from '../../lib/client-address';
import { COMMON_PASSWORD, isCommonPassword } from '../../lib/common-passwords';
import { PASSWORD_LIMITS } from '../../lib/current-password';
import { ApiError, ok } from '../../lib/envelope';
import { waitText } from '../../lib/limits';
import { runNamed } from '../../lib/named-batch';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import { spendSecondFactor, TooManyWrongCodes } from '../../lib/second-factor';
import { hashToken } from '../../lib/tokens';
import { jsonBody } from '../../middleware/json-body';
import { documentLimit, rateLimit } from '../../middleware/rate-limit';
import { signedInRoute } from '../../middleware/signed-in-route';
import { failure, retryAfter, success } from '../../openapi/responses';

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const BAD_CREDENTIALS = 'Invalid email or password';

export const tooManyLogins = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${waitText(seconds)}.`;

const mfaLimit = rateLimit('loginMfa');
/** A locked ticket answers 429 without a wait (signing in again makes a new ticket); the limits send one. */
const retryAfterUnlessLocked = {
  'Retry-After': {
    ...retryAfter['Retry-After'],
    required: false,
    description: 'Seconds until a limit resets; not sent for a locked ticket (sign in again)',
  },
};

const signupLimit = rateLimit(
  'signup',
  (seconds) => `Too many sign-up attempts. Please try again in ${waitText(seconds)}.`,
);

export const signIn = new Hono<AppEnv>()
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
      description:
        'Answers a bearer token for the `Authorization` header of the other calls. With two-factor sign-in on, a right password answers `mfaRequired` and a ticket instead (no token): send it with a code to `POST /api/auth/login/mfa`.',
      responses: {
        200: success('Signed in, or (two-factor sign-in on) a ticket for the second step', loginData),
        401: failure(BAD_CREDENTIALS),
        429: documentLimit(PASSWORD_LIMITS),
      },
    }),
    async (c) => {
      const { email, password, rememberMe } = c.req.valid('json');
      const db = c.var.db;
      const userAgent = c.req.header('user-agent');
      // One round trip: the account, and the attempt counted before the password is looked at.
      const attempt = countAttempt(db, c.env, passwordCounters(email, clientKey(c)));
      const found = await runNamed(db, {
        users: userByEmail(db, email),
        factors: twoFactorOnFor(db, email),
        ...attempt.statements,
      });
      const [user] = found.users;
      const [secondFactor] = found.factors;
      const { refused, refunds } = attempt.judge(found);
      if (refused) {
        // The owner sees a lockout in the history once per window, not once per retry. Recorded by
        // address, so an unknown one runs the same statement and records nothing.
        if (refused.first)
          await db.batch(recordSignIn(db, { email, outcome: 'locked', userAgent, method: 'password' }));
        c.header('Retry-After', String(refused.retryAfter));
        throw new ApiError(429, tooManyLogins(refused.retryAfter));
      }
      // An unknown e-mail costs one hash too, so timing does not tell which accounts exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !valid) {
        await db.batch(recordSignIn(db, { email, outcome: 'failure', userAgent, method: 'password' }));
        throw new ApiError(401, BAD_CREDENTIALS);
      }
      // A right password gives its attempt back, in the batch that starts the session (or the ticket).
      if (secondFactor) {
        const ticket = await issueTicket(db, user.id, rememberMe === true, Date.now(), refunds);
        return ok(c, { mfaRequired: true as const, ticket });
      }
      const session = await createSession(db, user.id, rememberMe === true, {
        userAgent,
        alsoRun: [
          ...recordSignIn(db, { userId: user.id, outcome: 'success', userAgent, method: 'password' }),
          ...refunds,
        ],
      });
      return ok(c, signedInAnswer(session, user));
    },
  )
  .post(
    '/login/mfa',
    mfaLimit,
    jsonBody(mfaLoginSchema, { ticket: 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk', code: '123456' }),
    describeRoute({
      tags: ['Account'],
      summary: 'Sign in: the second step',
      description:
        'The ticket from `POST /api/auth/login` and a code from the authenticator app (each accepted once) or an unused recovery code (spent). A ticket is valid 5 minutes and works once; the fifth wrong code locks it.',
      responses: {
        200: success('Signed in', sessionData),
        400: failure(`Invalid body, "${twoFactorMessages.wrongCode}", or "${twoFactorMessages.ticketExpired}"`),
        429: failure(
          `"${twoFactorMessages.ticketLocked}" (five codes tried on this ticket, the last wrong), too many wrong codes for the account (\`RATE_LIMIT_MFA_FAILURES\`), or too many steps from one client (\`RATE_LIMIT_LOGIN_MFA\`)`,
          retryAfterUnlessLocked,
        ),
      },
    }),
    async (c) => {
      const { ticket, code } = c.req.valid('json');
      const db = c.var.db;
      const now = Date.now();
      const ticketHash = await hashToken(ticket);
      const expired = () =>
        new ApiError(400, twoFactorMessages.ticketExpired, { ticket: twoFactorMessages.ticketExpired });
      // The attempt is counted on the ticket before the code is looked at (its five are all it gets).
      const { tickets, counts } = await runNamed(db, {
        tickets: ticketWithFactor(db, ticketHash),
        counts: countTicketAttempt(db, ticketHash, now),
      });
      const [row] = tickets;
      const [counted] = counts;
      if (!row || row.usedAt !== null || row.expiresAt <= now || row.enabledAt === null) throw expired();
      if (!counted) {
        if (row.failedAttempts >= TICKET_MAX_FAILURES) throw new ApiError(429, twoFactorMessages.ticketLocked);
        throw expired();
      }
      // The sign-in history: the code's kind by its shape, as spendSecondFactor reads it.
      const userAgent = c.req.header('user-agent');
      const method = /^\d{6}$/.test(code) ? 'totp' : 'recovery-code';
      const spent = await spendSecondFactor(c, db, row, code, now).catch(async (error: unknown) => {
        if (error instanceof TooManyWrongCodes && error.first)
          await db.batch(recordSignIn(db, { userId: row.userId, outcome: 'locked', userAgent, method }));
        throw error;
      });
      if (!spent) {
        await db.batch(recordSignIn(db, { userId: row.userId, outcome: 'failure', userAgent, method }));
        if (counted.attempts >= TICKET_MAX_FAILURES) throw new ApiError(429, twoFactorMessages.ticketLocked);
        throw new ApiError(400, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
      }
      if (!(await spendTicket(db, ticketHash, now))) throw expired();
      // The first step's "Remember me" decides how long the session lives.
      const session = await createSession(db, row.userId, row.rememberMe, {
        userAgent,
        alsoRun: recordSignIn(db, { userId: row.userId, outcome: 'success', userAgent, method }),
      });
      return ok(c, signedInAnswer(session, { id: row.userId, name: row.name, email: row.email }));
    },
  )
  .post(
    '/logout',
    signedInRoute({}),
    describeRoute({
      tags: ['Account'],
      summary: 'Sign out',
      description: 'Revokes this token only; other sessions stay signed in.',
      responses: { 200: success('The token is revoked', loggedOutData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      await signedIn.run([revokeSessionByTokenHash(db, signedIn.actor, signedIn.tokenHash)]);
      return ok(c, { loggedOut: true });
    },
  );
