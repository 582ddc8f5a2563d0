/**
 * Two-factor sign-in with TOTP and recovery codes, in the profile's Security section: read the
 * state, turn it on (password → secret and QR code → one valid code → 10 recovery codes, shown once),
 * turn it off and make new recovery codes (password and a current code). Every change is mailed.
 * The second sign-in step itself is `POST /api/auth/login/mfa` (routes/auth.ts).
 */
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  recoveryCodesData,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorMessages,
  twoFactorOffData,
  twoFactorSetupData,
  twoFactorSetupSchema,
  twoFactorStatusData,
} from '../../site/shared/api/two-factor';
import {
  disableTwoFactor,
  ENROLMENT_TTL_MS,
  enableTwoFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startEnrolment,
  twoFactorOf,
} from '../db/two-factor';
import { userById } from '../db/users';
import type { AppEnv, SignedInEnv } from '../env';
import { mailTwoFactorChange } from '../lib/account-mail';
import { PASSWORD_LIMITS, requireCurrentPassword, WRONG_PASSWORD } from '../lib/current-password';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { hashRecoveryCode, newRecoveryCodes } from '../lib/recovery-codes';
import { openTotpSecret, sealTotpSecret, spendSecondFactor } from '../lib/second-factor';
import type { SignedIn } from '../lib/signed-in';
import { matchTotp, newTotpSecret, secretText, totpUri } from '../lib/totp';
import { requireVerifiedEmail, unverifiedResponse } from '../lib/verified-email';
import { jsonBody } from '../middleware/json-body';
import { documentLimit } from '../middleware/rate-limit';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

/** The routes that ask for the password count those attempts against the sign-in's limits too. */
const withPassword = { 429: documentLimit(['twoFactor', ...PASSWORD_LIMITS]) };
const tags = ['Two-factor sign-in'];

const wrongCode = () => new ApiError(400, twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });

/** The customer and their authenticator row, read with the session check in one batch. */
async function customerAndFactor(db: AppEnv['Variables']['db'], signedIn: SignedIn) {
  const batch = namedBatch({ users: userById(db, signedIn.actor.user), factors: twoFactorOf(db, signedIn.actor.user) });
  const { users, factors } = batch.read((await signedIn.run(batch.statements)).results);
  const [user] = users;
  if (!user) throw new ApiError(404, 'Profile not found');
  return { user, factor: factors[0] ?? null };
}

/** How /disable and /recovery-codes refuse: what confirmedCustomer() checks. */
const confirmedFailures = {
  400: failure(`Invalid body, "${WRONG_PASSWORD}" or "${twoFactorMessages.wrongCode}"`),
  404: failure('Profile not found'),
  409: failure(twoFactorMessages.notOn),
  ...withPassword,
};

/**
 * Turning off and new recovery codes: the customer, once the password is right, two-factor is on and
 * `code` (TOTP or an unused recovery code, which is spent) is current.
 */
async function confirmedCustomer(c: Context<SignedInEnv>, password: string, code: string) {
  const { db, signedIn } = c.var;
  const { user, factor } = await customerAndFactor(db, signedIn);
  await requireCurrentPassword(c, user, password);
  if (!factor?.enabledAt) throw new ApiError(409, twoFactorMessages.notOn);
  if (!(await spendSecondFactor(c, db, { ...factor, userId: user.id }, code))) throw wrongCode();
  return user;
}

const hashAll = (userId: string, codes: string[]) => Promise.all(codes.map((code) => hashRecoveryCode(userId, code)));

export const twoFactor = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({}),
    describeRoute({
      tags,
      summary: 'Read the two-factor state',
      responses: { 200: success('Whether TOTP is on, and how many recovery codes are left', twoFactorStatusData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({
        factors: twoFactorOf(db, signedIn.actor.user),
        codes: recoveryCodesLeft(db, signedIn.actor.user),
      });
      const { factors, codes } = batch.read((await signedIn.run(batch.statements)).results);
      const enabled = Boolean(factors[0]?.enabledAt);
      return ok(c, { enabled, recoveryCodesLeft: enabled ? (codes[0]?.left ?? 0) : 0 });
    },
  )
  .post(
    '/setup',
    signedInRoute({ limits: ['twoFactor'] }),
    jsonBody(twoFactorSetupSchema, { password: 'Sunrise2026' }),
    describeRoute({
      tags,
      summary: 'Begin turning TOTP on',
      description:
        'Checks the current password and makes a new 160-bit secret, stored encrypted and pending until `POST /api/two-factor/enable` confirms it with a code. Starting again replaces a pending secret.',
      responses: {
        200: success('The secret as text and its otpauth:// URI (for the QR code)', twoFactorSetupData),
        400: failure(`Invalid body, or "${WRONG_PASSWORD}"`),
        ...unverifiedResponse,
        404: failure('Profile not found'),
        409: failure(twoFactorMessages.alreadyOn),
        ...withPassword,
      },
    }),
    async (c) => {
      const { password } = c.req.valid('json');
      const { db, signedIn } = c.var;
      const { user, factor } = await customerAndFactor(db, signedIn);
      requireVerifiedEmail(user);
      await requireCurrentPassword(c, user, password);
      if (factor?.enabledAt) throw new ApiError(409, twoFactorMessages.alreadyOn);
      const secret = newTotpSecret();
      const enrol = namedBatch({
        stored: startEnrolment(db, signedIn.actor, await sealTotpSecret(c.env, secret, user.id)),
      });
      const { stored } = enrol.read(await signedIn.runNext(enrol.statements));
      if (stored.length === 0) throw new ApiError(409, twoFactorMessages.alreadyOn);
      return ok(c, { secret: secretText(secret), uri: totpUri(secret, user.email) });
    },
  )
  .post(
    '/enable',
    signedInRoute({ limits: ['twoFactor'] }),
    jsonBody(twoFactorEnableSchema, { code: '123456' }),
    describeRoute({
      tags,
      summary: 'Confirm TOTP with a code and turn it on',
      description:
        'One valid code from the app turns TOTP on. The answer holds 10 single-use recovery codes, shown this once (only their hashes are kept). A mail tells the customer.',
      responses: {
        200: success('TOTP is on; keep these codes', recoveryCodesData),
        400: failure(`Invalid body, or "${twoFactorMessages.wrongCode}"`),
        ...unverifiedResponse,
        404: failure('Profile not found'),
        409: failure(
          `"${twoFactorMessages.alreadyOn}", or "${twoFactorMessages.noEnrolment}" (no set-up begun, or begun over 15 minutes ago)`,
        ),
      },
    }),
    async (c) => {
      const { code } = c.req.valid('json');
      const { db, signedIn } = c.var;
      const { user, factor } = await customerAndFactor(db, signedIn);
      requireVerifiedEmail(user);
      if (factor?.enabledAt) throw new ApiError(409, twoFactorMessages.alreadyOn);
      // A set-up left pending expires: a secret shown long ago may have been seen by someone else.
      if (!factor || factor.createdAt <= Date.now() - ENROLMENT_TTL_MS)
        throw new ApiError(409, twoFactorMessages.noEnrolment);
      const secret = await openTotpSecret(c.env, factor.secretBox, user.id);
      const step = matchTotp(secret, code, Date.now(), null);
      if (step === null) throw wrongCode();
      const codes = newRecoveryCodes();
      const enable = namedBatch(enableTwoFactor(db, signedIn.actor, step, await hashAll(user.id, codes)));
      const { turnedOn } = enable.read(await signedIn.runNext(enable.statements));
      if (turnedOn.length === 0) throw new ApiError(409, twoFactorMessages.alreadyOn);
      mailTwoFactorChange(c, user, 'two-factor-enabled');
      return ok(c, { recoveryCodes: codes });
    },
  )
  .post(
    '/disable',
    signedInRoute({ limits: ['twoFactor'] }),
    jsonBody(twoFactorConfirmSchema, { password: 'Sunrise2026', code: '123456' }),
    describeRoute({
      tags,
      summary: 'Turn TOTP off',
      description:
        'Needs the current password and a current code: a TOTP code or an unused recovery code (which is spent), so a customer who lost the phone can still turn it off. A mail tells the customer.',
      responses: {
        200: success('TOTP is off; its recovery codes no longer work', twoFactorOffData),
        ...confirmedFailures,
      },
    }),
    async (c) => {
      const { password, code } = c.req.valid('json');
      const user = await confirmedCustomer(c, password, code);
      await c.var.signedIn.runNext(namedBatch(disableTwoFactor(c.var.db, c.var.signedIn.actor)).statements);
      mailTwoFactorChange(c, user, 'two-factor-disabled');
      return ok(c, { enabled: false as const });
    },
  )
  .post(
    '/recovery-codes',
    signedInRoute({ limits: ['twoFactor'] }),
    jsonBody(twoFactorConfirmSchema, { password: 'Sunrise2026', code: '123456' }),
    describeRoute({
      tags,
      summary: 'Make new recovery codes',
      description:
        'Needs the current password and a current code (TOTP or recovery). Every old recovery code stops working; the 10 new ones are shown this once. A mail tells the customer.',
      responses: {
        200: success('The new codes', recoveryCodesData),
        ...confirmedFailures,
      },
    }),
    async (c) => {
      const { password, code } = c.req.valid('json');
      const user = await confirmedCustomer(c, password, code);
      const codes = newRecoveryCodes();
      const replace = replaceRecoveryCodes(c.var.db, c.var.signedIn.actor, await hashAll(user.id, codes));
      await c.var.signedIn.runNext(namedBatch(replace).statements);
      mailTwoFactorChange(c, user, 'two-factor-recovery-codes');
      return ok(c, { recoveryCodes: codes });
    },
  );
