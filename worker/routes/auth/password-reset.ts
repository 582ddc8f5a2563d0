/**
 * Password reset: ask for a link, check it, set a new password with it. The request for a link
 * answers the same words, with the same awaited work, whether or not the account exists, and also
 * past the per-address limits (then no mail goes out): only the per-client limit answers 429, so
 * nobody can keep the owner from asking for a link (docs/decisions/password-guess-limits.md). The
 * token and the mail are made after the answer has gone out.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  forgotPasswordSchema,
  passwordResetData,
  recoveryMessages,
  resetLinkSentData,
  resetPasswordSchema,
  resetTokenData,
  resetTokenSchema,
} from '../../../site/shared/api/auth';
import { twoFactorMessages } from '../../../site/shared/api/two-factor';
import { applyPasswordReset, consumeLink, issueLink, peekLink } from '../../db/links';
import { recordSignIn } from '../../db/sign-ins';
import { twoFactorOf } from '../../db/two-factor';
import { userByEmail, userById } from '../../db/users';
import type { AppEnv } from '../../env';
import { greeting, mailInBackground, siteLink } from '../../lib/account-mail';
import { countAttempt } from '../../lib/attempts';
import { clientKey } from '../../lib/client-address';
import { COMMON_PASSWORD, isCommonPassword } from '../../lib/common-passwords';
import { ApiError, ok } from '../../lib/envelope';
import { runNamed } from '../../lib/named-batch';
import { hashPassword } from '../../lib/password';
import { spendSecondFactor } from '../../lib/second-factor';
import { jsonBody } from '../../middleware/json-body';
import { rateLimit } from '../../middleware/rate-limit';
import { failure, success } from '../../openapi/responses';

const TOKEN_EXAMPLE = 'q3Jb0v6m1W8yXc2ZrT5uKp9LhN4sDf7GaE1iOj0BwQk';

const forgotLimit = rateLimit('forgotPassword');
const resetLimit = rateLimit('resetPassword');

const invalidLink = () =>
  new ApiError(400, recoveryMessages.resetLinkInvalid, { token: recoveryMessages.resetLinkInvalid });

export const passwordReset = new Hono<AppEnv>()
  .post(
    '/forgot-password',
    forgotLimit,
    jsonBody(forgotPasswordSchema, { email: 'ada@example.com' }),
    describeRoute({
      tags: ['Account'],
      summary: 'Ask for a password reset link',
      description:
        'Mails a link to `/reset-password` (valid 1 hour, works once) when an account has that address. The answer is the same either way, so it tells nobody which addresses have accounts. Past the per-address limits (`RATE_LIMIT_FORGOT_PASSWORD_EMAIL` per address and client, `RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT` per address) the answer is the same too, and no mail goes out.',
      responses: {
        200: success(
          'Always this answer, account or not, within the per-address limits or past them',
          resetLinkSentData,
        ),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const db = c.var.db;
      const attempt = countAttempt(db, c.env, [
        { name: 'forgotPasswordEmail', key: `${email}|${clientKey(c)}` },
        { name: 'forgotPasswordAccount', key: email },
      ]);
      // Known or unknown, within the limits or past them, the answer waits for the same one round
      // trip; the token is stored and the mail sent afterwards.
      const found = await runNamed(db, { users: userByEmail(db, email), ...attempt.statements });
      const [user] = found.users;
      if (user && !attempt.judge(found).refused) {
        mailInBackground(c, async () => {
          const token = await issueLink(db, user.id, 'password-reset');
          return {
            to: user.email,
            template: 'password-reset',
            values: { greeting: greeting(user), email: user.email, link: siteLink(c, '/reset-password', token) },
          };
        });
      }
      return ok(c, { message: recoveryMessages.resetLinkSent });
    },
  )
  .post(
    '/reset-password/check',
    resetLimit,
    jsonBody(resetTokenSchema, { token: TOKEN_EXAMPLE }),
    describeRoute({
      tags: ['Account'],
      summary: 'Check a password reset link',
      description: 'Lets the reset page say at once that a link is used or expired; it does not spend the link.',
      responses: {
        200: success('The link is live', resetTokenData),
        400: failure(recoveryMessages.resetLinkInvalid),
      },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const db = c.var.db;
      const userId = await peekLink(db, token, 'password-reset');
      if (!userId) throw invalidLink();
      // With two-factor sign-in on, the page asks a current code before the new password.
      const [factor] = await twoFactorOf(db, userId);
      return ok(c, { valid: true as const, twoFactor: Boolean(factor?.enabledAt) });
    },
  )
  .post(
    '/reset-password',
    resetLimit,
    jsonBody(resetPasswordSchema, { token: TOKEN_EXAMPLE, password: 'Moonrise2027' }),
    describeRoute({
      tags: ['Account'],
      summary: 'Set a new password with a reset link',
      description:
        'The new password follows the sign-up policy. When the account has two-factor sign-in on (the check answers `twoFactor: true`), `code` must be a current TOTP or recovery code. The link is spent, every session of the account is signed out, and a "your password was changed" mail is sent.',
      responses: {
        200: success('The password is changed; sign in with it', passwordResetData),
        400: failure(
          `Invalid body (\`fields\` names each field), a common password, "${recoveryMessages.resetLinkInvalid}", "${twoFactorMessages.resetNeedsCode}" or "${twoFactorMessages.wrongCode}"`,
        ),
      },
    }),
    async (c) => {
      const { token, password, code } = c.req.valid('json');
      // Checked before the link is spent, so a refused password leaves the link usable.
      if (isCommonPassword(password)) throw new ApiError(400, COMMON_PASSWORD, { password: COMMON_PASSWORD });
      const db = c.var.db;
      // With two-factor sign-in on, a current code (TOTP or recovery) is checked before the link is
      // spent, so a wrong code leaves the link usable.
      const owner = await peekLink(db, token, 'password-reset');
      if (!owner) throw invalidLink();
      const [factor] = await twoFactorOf(db, owner);
      if (factor?.enabledAt) {
        const needsCode = () =>
          new ApiError(400, twoFactorMessages.resetNeedsCode, { code: twoFactorMessages.resetNeedsCode });
        if (!code) throw needsCode();
        if (!(await spendSecondFactor(c, db, factor, code))) {
          throw new ApiError(400, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });
        }
      }
      const userId = await consumeLink(db, token, 'password-reset');
      if (!userId) throw invalidLink();
      // The reset shows in the sign-in history: the owner sees it even if someone else did it.
      const history = recordSignIn(db, {
        userId,
        outcome: 'success',
        method: 'password-reset',
        userAgent: c.req.header('user-agent'),
      });
      await applyPasswordReset(db, userId, await hashPassword(password), Date.now(), history);
      const [user] = await userById(db, userId);
      if (user) {
        mailInBackground(c, async () => ({
          to: user.email,
          template: 'password-changed',
          values: { name: user.name, email: user.email, link: siteLink(c, '/forgot-password') },
        }));
      }
      return ok(c, { reset: true as const });
    },
  );
