/**
 * Signing in with a passkey, signed out: `/api/auth/passkey/options`, then
 * `/api/auth/passkey/login`, which answers the same login data as a password. A passkey
 * with user verification is something the customer has plus something they are or know, so it
 * signs in without the TOTP step. Mounted by routes/passkeys.ts.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { passkeyRequestOptionsData, passkeySignInSchema, sessionData } from '../../../site/shared/api/auth';
import { passkeyMessages } from '../../../site/shared/api/passkeys';
import { findChallenge, passkeyForSignIn, recordPasskeyUse, spendChallenge, storeChallenge } from '../../db/passkeys';
import { createSession, signedInAnswer } from '../../db/sessions';
import { recordSignIn } from '../../db/sign-ins';
import type { AppEnv } from '../../env';
import { ApiError, ok } from '../../lib/envelope';
import { runNamed } from '../../lib/named-batch';
import {
  CEREMONY_TIMEOUT_MS,
  exampleCredential,
  fromBase64Url,
  matchesHash,
  newChallenge,
  relyingParty,
  signedChallengeHash,
  userHandleText,
} from '../../lib/webauthn';
import { jsonBody } from '../../middleware/json-body';
import { rateLimit } from '../../middleware/rate-limit';
import { failure, success } from '../../openapi/responses';

const challengeLimit = rateLimit('passkeyChallenge');
const signInLimit = rateLimit('passkeySignIn');

export const passkeySignIn = new Hono<AppEnv>()
  .post(
    '/options',
    challengeLimit,
    describeRoute({
      tags: ['Account'],
      summary: 'Start a passkey sign-in',
      description:
        'Answers the options for `navigator.credentials.get()` (any passkey of this site, user verification required). The challenge is single-use and valid 5 minutes.',
      responses: { 200: success('Options for the browser', passkeyRequestOptionsData) },
    }),
    async (c) => {
      const db = c.var.db;
      const fresh = await newChallenge();
      await storeChallenge(db, fresh.hash, null);
      const options = await generateAuthenticationOptions({
        rpID: relyingParty(c).rpID,
        challenge: fresh.bytes,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
      });
      return ok(c, {
        rpId: options.rpId,
        challenge: options.challenge,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required' as const,
      });
    },
  )
  .post(
    '/login',
    signInLimit,
    jsonBody(passkeySignInSchema, {
      response: {
        ...exampleCredential('Q9xWm2rT5uKp8LhN4sDf7g'),
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
          authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
          signature: 'MEUCIQDx2nBz3Q',
          userHandle: 'NmYxYzJiOWUtNGQxYQ',
        },
      },
      rememberMe: true,
    }),
    describeRoute({
      tags: ['Account'],
      summary: 'Sign in with a passkey',
      description:
        'Verifies what `navigator.credentials.get()` answered for the options of `POST /api/auth/passkey/options` and answers the same data as `POST /api/auth/login`. A passkey with user verification counts as two factors: no TOTP step follows.',
      responses: {
        200: success('Signed in', sessionData),
        400: failure(`Invalid body, or "${passkeyMessages.signInExpired}" (unknown, spent or expired challenge)`),
        401: failure(
          `"${passkeyMessages.unknownPasskey}" (never registered or removed), or "${passkeyMessages.signInFailed}" (wrong origin or RP ID, bad signature, no user verification, counter gone back)`,
        ),
      },
    }),
    async (c) => {
      const { response, rememberMe } = c.req.valid('json');
      const db = c.var.db;
      const hash = await signedChallengeHash(response.response.clientDataJSON);
      const found = await runNamed(db, {
        challenges: findChallenge(db, hash, 'authentication', null),
        passkeys: passkeyForSignIn(db, response.id),
      });
      const [live] = found.challenges;
      const [passkey] = found.passkeys;
      if (!live) throw new ApiError(400, passkeyMessages.signInExpired);
      if (!passkey) throw new ApiError(401, passkeyMessages.unknownPasskey);
      const { userHandle: handle } = response.response;
      if (handle !== undefined && handle !== userHandleText(passkey.userId))
        throw new ApiError(401, passkeyMessages.signInFailed);
      const { rpID, origin } = relyingParty(c);
      const verification = await verifyAuthenticationResponse({
        response: {
          ...response,
          clientExtensionResults: response.clientExtensionResults ?? {},
        } as AuthenticationResponseJSON,
        expectedChallenge: matchesHash(live.challengeHash),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: fromBase64Url(passkey.publicKey) ?? new Uint8Array(),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      }).catch(() => null);
      // The sign-in history shows the owner a failed attempt with one of their passkeys.
      const userAgent = c.req.header('user-agent');
      if (!verification?.verified) {
        await db.batch(recordSignIn(db, { userId: passkey.userId, outcome: 'failure', userAgent, method: 'passkey' }));
        throw new ApiError(401, passkeyMessages.signInFailed);
      }
      const now = Date.now();
      const { used, spent } = await runNamed(db, {
        used: recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter, hash, now),
        spent: spendChallenge(db, hash, 'authentication', null, now),
      });
      if (!spent[0]) throw new ApiError(400, passkeyMessages.signInExpired);
      // Another sign-in with this passkey got a higher counter in first: one of the two is a clone.
      if (!used[0]) throw new ApiError(401, passkeyMessages.signInFailed);
      const session = await createSession(db, passkey.userId, rememberMe === true, {
        userAgent,
        passkeyId: passkey.id,
        alsoRun: recordSignIn(db, { userId: passkey.userId, outcome: 'success', userAgent, method: 'passkey' }),
      });
      return ok(c, signedInAnswer(session, { id: passkey.userId, name: passkey.name, email: passkey.email }));
    },
  );
