/**
 * E-mail verification: the link mailed at sign-up (worker/routes/auth.ts) is opened
 * here, and a signed-in customer whose address is not verified yet can ask for a new link.
 * Verification gates one thing: adding a passkey or two-factor sign-in (lib/verified-email.ts);
 * everything else is open to an unverified customer.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  emailVerifiedData,
  recoveryMessages,
  verificationSentData,
  verifyEmailSchema,
} from '../../../site/shared/api/auth';
import { consumeLink, markEmailVerified } from '../../db/links';
import { userById } from '../../db/users';
import type { AppEnv } from '../../env';
import { mailVerificationLink } from '../../lib/account-mail';
import { enforceLimits } from '../../lib/attempts';
import { ApiError, ok } from '../../lib/envelope';
import { describeDefault, waitText } from '../../lib/limits';
import { namedBatch } from '../../lib/named-batch';
import { jsonBody } from '../../middleware/json-body';
import { rateLimit } from '../../middleware/rate-limit';
import { signedInRoute } from '../../middleware/signed-in-route';
import { failure, retryAfter, success } from '../../openapi/responses';

const verifyLimit = rateLimit('verifyEmail');
const resendLimit = rateLimit('resendVerification');

export const tooManyResends = (seconds: number) =>
  `Too many verification e-mails. Please try again in ${waitText(seconds)}.`;

export const emailVerification = new Hono<AppEnv>()
  .post(
    '/verify-email',
    verifyLimit,
    jsonBody(verifyEmailSchema, { token: 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk' }),
    describeRoute({
      tags: ['Account'],
      summary: 'Verify an e-mail address',
      description: 'Spends the link mailed at sign-up (or resent), valid 24 hours, and marks the address verified.',
      responses: {
        200: success('The address is verified', emailVerifiedData),
        400: failure(recoveryMessages.verifyLinkInvalid),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const db = c.var.db;
      const userId = await consumeLink(db, token, 'email-verification');
      if (!userId)
        throw new ApiError(400, recoveryMessages.verifyLinkInvalid, { token: recoveryMessages.verifyLinkInvalid });
      await markEmailVerified(db, userId);
      return ok(c, { verified: true as const });
    },
  )
  .post(
    '/verify-email/resend',
    signedInRoute({}),
    resendLimit,
    describeRoute({
      tags: ['Account'],
      summary: 'Send a new verification link',
      description: 'Mails a fresh link (valid 24 hours) to the signed-in customer’s address.',
      responses: {
        200: success('The link is on its way', verificationSentData),
        409: failure(recoveryMessages.alreadyVerified),
        429: failure(
          `More than ${describeDefault('resendVerificationAccount')} for one account (default; RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT sets it)`,
          retryAfter,
        ),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ users: userById(db, signedIn.actor.user) });
      const [user] = batch.read((await signedIn.run(batch.statements)).results).users;
      if (!user) throw new ApiError(401, 'Authentication required');
      await enforceLimits(c, [{ name: 'resendVerificationAccount', key: user.id }], tooManyResends);
      if (user.emailVerifiedAt !== null) throw new ApiError(409, recoveryMessages.alreadyVerified);
      mailVerificationLink(c, user);
      return ok(c, { sent: true as const });
    },
  );
