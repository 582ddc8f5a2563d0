/**
 * Passkeys of the signed-in customer, in the Security section: register (options, then verify),
 * list, rename and remove. Signing in with one (signed out, on /login) is routes/auth/passkey.ts.
 *
 * Challenges are single-use and kept only as SHA-256 hashes for 5 minutes (db/passkeys.ts); the
 * relying party is the host the request came in on (lib/webauthn.ts). Only a verified address may
 * add one (lib/verified-email.ts). Adding or removing a passkey
 * asks for the current password again (ASVS 5.0 V7.5: re-authentication before an authentication
 * factor changes, since a stolen session could otherwise plant a passkey of its own) and mails the
 * customer either way; renaming changes nothing about sign-in and needs only the session.
 */
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  passkeyCreationOptionsData,
  passkeyData,
  passkeyIdSchema,
  passkeyListData,
  passkeyMessages,
  passkeyOptionsSchema,
  passkeyRegisterSchema,
  passkeyRemovedData,
  passkeyRemoveSchema,
  passkeyRenameSchema,
} from '../../site/shared/api/passkeys';
import { site } from '../../site/shared/config';
import {
  deletePasskey,
  findChallenge,
  insertPasskey,
  type ListedPasskey,
  MAX_PASSKEYS,
  ownPasskey,
  passkeyCount,
  passkeysOf,
  renamePasskey,
  spendChallenge,
  storeChallenge,
} from '../db/passkeys';
import { sessionPasskey } from '../db/sessions';
import { userById } from '../db/users';
import type { AppEnv } from '../env';
import { mailPasskeyChange } from '../lib/account-mail';
import { PASSWORD_LIMITS, requireCurrentPassword, WRONG_PASSWORD } from '../lib/current-password';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { requireVerifiedEmail, unverifiedResponse } from '../lib/verified-email';
import {
  CEREMONY_TIMEOUT_MS,
  defaultPasskeyName,
  ES256,
  exampleCredential,
  matchesHash,
  newChallenge,
  relyingParty,
  signedChallengeHash,
  toBase64Url,
  userHandle,
} from '../lib/webauthn';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { documentLimit } from '../middleware/rate-limit';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const WRITE_LIMITS = ['passkeyWrite', 'passkeyWriteAddress'] as const;
/** Adding and removing ask for the password: the sign-in's limits count those attempts too. */
const withPassword = { 429: documentLimit([...WRITE_LIMITS, ...PASSWORD_LIMITS]) };

const EXAMPLE_ID = '6f1c2b9e-4d1a-4c55-9a3e-0b7f5e2d8c41';
const idParam = pathParam('id', passkeyIdSchema, { description: 'The passkey id (a UUID)', example: EXAMPLE_ID });
const EXAMPLE_PASSWORD = { password: 'Sunrise2026' };

const toPasskey = (row: Pick<ListedPasskey, 'id' | 'name' | 'createdAt' | 'lastUsedAt' | 'backedUp'>) => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt).toISOString(),
  synced: row.backedUp,
});

export const passkeys = new Hono<AppEnv>()
  .get(
    '/',
    signedInRoute({}),
    describeRoute({
      tags: ['Security'],
      summary: 'List your passkeys',
      responses: { 200: success('The passkeys, oldest first', passkeyListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ listed: passkeysOf(db, signedIn.actor.user) });
      const { listed } = batch.read((await signedIn.run(batch.statements)).results);
      return ok(c, { passkeys: listed.map(toPasskey) });
    },
  )
  .post(
    '/options',
    signedInRoute({ limits: WRITE_LIMITS }),
    jsonBody(passkeyOptionsSchema, EXAMPLE_PASSWORD),
    describeRoute({
      tags: ['Security'],
      summary: 'Start adding a passkey',
      description:
        'Asks for the current password, then answers the options for `navigator.credentials.create()`: ES256, attestation "none", user verification and a discoverable credential required, the account’s passkeys excluded. The challenge is single-use and valid 5 minutes.',
      responses: {
        200: success('Options for the browser', passkeyCreationOptionsData),
        400: failure(`Invalid body, or "${WRONG_PASSWORD}"`),
        ...unverifiedResponse,
        409: failure(passkeyMessages.tooMany),
        ...withPassword,
      },
    }),
    async (c) => {
      const { password } = c.req.valid('json');
      const { db, signedIn } = c.var;
      // Two round trips: the password is checked between reading the account and storing the challenge.
      const batch = namedBatch({
        users: userById(db, signedIn.actor.user),
        existing: passkeysOf(db, signedIn.actor.user),
      });
      const { results } = await signedIn.run(batch.statements);
      const { users, existing } = batch.read(results);
      const [user] = users;
      if (!user) throw new ApiError(401, 'Authentication required');
      requireVerifiedEmail(user);
      await requireCurrentPassword(c, user, password);
      if (existing.length >= MAX_PASSKEYS) throw new ApiError(409, passkeyMessages.tooMany);
      const fresh = await newChallenge();
      await signedIn.runNext([storeChallenge(db, fresh.hash, signedIn.actor)]);
      const options = await generateRegistrationOptions({
        rpName: site.name,
        rpID: relyingParty(c).rpID,
        userName: user.email,
        userID: userHandle(user.id),
        userDisplayName: user.name,
        challenge: fresh.bytes,
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: [ES256],
      });
      return ok(c, options);
    },
  )
  .post(
    '/',
    signedInRoute({ limits: WRITE_LIMITS }),
    jsonBody(passkeyRegisterSchema, {
      response: {
        ...exampleCredential('Jk3tC1sBvN2xQ8eWm4rY7a'),
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
          attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVg',
          transports: ['internal', 'hybrid'],
        },
      },
      name: 'Work laptop',
    }),
    describeRoute({
      tags: ['Security'],
      summary: 'Add a passkey',
      description:
        'Verifies what `navigator.credentials.create()` answered for the options of `POST /api/passkeys/options` (challenge, origin, RP ID, ES256, user verification), stores the passkey and mails the customer. `name` defaults to the browser and system, e.g. "Passkey on Chrome, Linux".',
      responses: {
        201: success('The passkey was added', passkeyData),
        400: failure(
          `Invalid body, or "${passkeyMessages.notRegistered}" (unknown, spent or expired challenge, wrong origin, no user verification, not ES256)`,
        ),
        ...unverifiedResponse,
        409: failure(`"${passkeyMessages.alreadyRegistered}", or "${passkeyMessages.tooMany}"`),
      },
    }),
    async (c) => {
      const { response, name } = c.req.valid('json');
      const { db, signedIn } = c.var;
      const hash = await signedChallengeHash(response.response.clientDataJSON);
      const batch = namedBatch({
        challenge: findChallenge(db, hash, 'registration', signedIn.actor.user),
        counted: passkeyCount(db, signedIn.actor.user),
        users: userById(db, signedIn.actor.user),
      });
      const { user, results } = await signedIn.run(batch.statements);
      const { challenge, counted, users } = batch.read(results);
      const [account] = users;
      if (!account) throw new ApiError(401, 'Authentication required');
      requireVerifiedEmail(account);
      const [live] = challenge;
      if (!live) throw new ApiError(400, passkeyMessages.notRegistered);
      if ((counted[0]?.count ?? 0) >= MAX_PASSKEYS) throw new ApiError(409, passkeyMessages.tooMany);
      const { rpID, origin } = relyingParty(c);
      const verification = await verifyRegistrationResponse({
        response: {
          ...response,
          clientExtensionResults: response.clientExtensionResults ?? {},
        } as RegistrationResponseJSON,
        expectedChallenge: matchesHash(live.challengeHash),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: [ES256],
      }).catch(() => null);
      if (!verification?.verified) throw new ApiError(400, passkeyMessages.notRegistered);
      const { credential, credentialBackedUp } = verification.registrationInfo;
      const now = Date.now();
      const stored = namedBatch({
        inserted: insertPasskey(
          db,
          signedIn.actor,
          hash,
          {
            credentialId: credential.id,
            publicKey: toBase64Url(credential.publicKey),
            counter: credential.counter,
            transports: (response.response.transports ?? []).filter((transport) => TRANSPORTS.has(transport)),
            name: name ?? defaultPasskeyName(c.req.header('user-agent')),
            backedUp: credentialBackedUp,
            createdAt: now,
          },
          now,
        ),
        spent: spendChallenge(db, hash, 'registration', signedIn.actor.user, now),
      });
      const { inserted, spent } = stored.read(await signedIn.runNext(stored.statements));
      if (!spent[0]) throw new ApiError(400, passkeyMessages.notRegistered);
      const [row] = inserted;
      if (!row) throw new ApiError(409, passkeyMessages.alreadyRegistered);
      mailPasskeyChange(c, user, 'added', row.name);
      return ok(c, toPasskey(row), 201);
    },
  )
  .put(
    '/:id',
    signedInRoute({ limits: WRITE_LIMITS }),
    idParam,
    jsonBody(passkeyRenameSchema, { name: 'Work laptop' }),
    describeRoute({
      tags: ['Security'],
      summary: 'Rename a passkey',
      responses: {
        200: success('The renamed passkey', passkeyData),
        404: failure(`${passkeyMessages.notFound} (also for another customer’s passkey)`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      const { db, signedIn } = c.var;
      const batch = namedBatch({ renamed: renamePasskey(db, signedIn.actor, id, name) });
      const { renamed } = batch.read((await signedIn.run(batch.statements)).results);
      const [row] = renamed;
      if (!row) throw new ApiError(404, passkeyMessages.notFound);
      return ok(c, toPasskey(row));
    },
  )
  .delete(
    '/:id',
    signedInRoute({ limits: WRITE_LIMITS }),
    idParam,
    jsonBody(passkeyRemoveSchema, EXAMPLE_PASSWORD),
    describeRoute({
      tags: ['Security'],
      summary: 'Remove a passkey',
      description: 'Asks for the current password; the passkey can no longer sign in, and the customer gets a mail.',
      responses: {
        200: success('The passkey was removed', passkeyRemovedData),
        400: failure(`Invalid body, or "${WRONG_PASSWORD}"`),
        404: failure(`${passkeyMessages.notFound} (also for another customer’s passkey)`),
        ...withPassword,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { password } = c.req.valid('json');
      const { db, signedIn } = c.var;
      const batch = namedBatch({
        users: userById(db, signedIn.actor.user),
        own: ownPasskey(db, id, signedIn.actor.user),
        started: sessionPasskey(db, signedIn.tokenHash),
      });
      const { users, own, started } = batch.read((await signedIn.run(batch.statements)).results);
      const [user] = users;
      if (!user || !own[0]) throw new ApiError(404, passkeyMessages.notFound);
      await requireCurrentPassword(c, user, password);
      const startedWithIt = started[0]?.passkeyId === id;
      const removal = namedBatch(
        deletePasskey(db, signedIn.actor, id, { tokenHash: signedIn.tokenHash, startedWithIt }),
      );
      const [removed] = removal.read(await signedIn.runNext(removal.statements)).removed;
      if (!removed) throw new ApiError(404, passkeyMessages.notFound);
      mailPasskeyChange(c, user, 'removed', removed.name);
      return ok(c, { removed: true as const, signedOut: startedWithIt });
    },
  );
