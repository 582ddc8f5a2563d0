/**
 * `/api/passkeys`: the signed-in customer's passkeys, and the WebAuthn shapes that passkey sign-in
 * (`auth.ts`) shares. The browser's WebAuthn answers are checked here for shape and size; what they
 * prove is checked by @simplewebauthn/server in the Worker. Texts in `passkeys-messages.ts`.
 */
import * as v from 'valibot';
import { defineSchema, limits, ONE_LINE, oneLineText, requestObject, timestamp } from './common';
import { fieldMessages } from './common-messages';
import { PASSKEY_NAME_MAX, passkeyMessages, passkeyNameTooLong } from './passkeys-messages';

export * from './passkeys-messages';

const NOT_A_PASSKEY = 'response must be the browser’s passkey answer';

const base64url = (max: number) =>
  v.pipe(v.string(NOT_A_PASSKEY), v.regex(/^[A-Za-z0-9_-]+$/, NOT_A_PASSKEY), v.maxLength(max, NOT_A_PASSKEY));

/** A credential as @simplewebauthn/browser sends it: what every credential has, and its ceremony's `response`. */
const credential = <const E extends v.ObjectEntries>(response: E) => {
  // A credential id is at most 1023 bytes (WebAuthn), 1364 characters in base64url.
  const credentialId = base64url(1364);
  return v.object(
    {
      id: credentialId,
      rawId: credentialId,
      type: v.literal('public-key', NOT_A_PASSKEY),
      clientExtensionResults: v.optional(v.record(v.string(), v.unknown(), NOT_A_PASSKEY)),
      authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'], NOT_A_PASSKEY)),
      response: v.object(response, NOT_A_PASSKEY),
    },
    NOT_A_PASSKEY,
  );
};

/** What `navigator.credentials.create()` answers. */
export const registrationResponse = /* @__PURE__ */ defineSchema(() =>
  credential({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(8192),
    transports: v.optional(
      v.pipe(v.array(v.pipe(v.string(NOT_A_PASSKEY), v.maxLength(20, NOT_A_PASSKEY))), v.maxLength(10)),
    ),
  }),
);

/** What `navigator.credentials.get()` answers. */
export const authenticationResponse = /* @__PURE__ */ defineSchema(() =>
  credential({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(512),
    userHandle: v.optional(base64url(128)),
  }),
);

const passkeyName = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.string(passkeyMessages.nameRequired),
    v.trim(),
    v.minLength(1, passkeyMessages.nameRequired),
    v.maxLength(PASSKEY_NAME_MAX, passkeyNameTooLong),
    v.regex(ONE_LINE, oneLineText('Name')),
  ),
);

/** The current password, asked again before a factor changes (ASVS 5.0 V7.5: re-authentication). */
const currentPassword = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.string(passkeyMessages.passwordRequired),
    v.minLength(1, passkeyMessages.passwordRequired),
    v.maxLength(limits.password, fieldMessages.passwordTooLong),
  ),
);

export const passkeyOptionsSchema = /* @__PURE__ */ defineSchema(() => requestObject({ password: currentPassword }));
export const passkeyRegisterSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({ response: registrationResponse, name: v.optional(passkeyName) }),
);
export const passkeyRenameSchema = /* @__PURE__ */ defineSchema(() => requestObject({ name: passkeyName }));
export type PasskeyRenameInput = v.InferOutput<typeof passkeyRenameSchema>;
export const passkeyRemoveSchema = /* @__PURE__ */ defineSchema(() => requestObject({ password: currentPassword }));

/** Our id of a passkey (a UUID), in `/api/passkeys/{id}`. */
export const passkeyIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(passkeyMessages.notFound), v.uuid('The passkey id must be a UUID')),
);

// Answers.

/** A registered passkey as the Security section lists it (never its key). */
export const passkeyData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      id: v.pipe(v.string(), v.uuid(), v.description('For PUT and DELETE /api/passkeys/{id}')),
      name: v.pipe(v.string(), v.description('The customer’s name for it; "Passkey on <browser>, <system>" at first')),
      createdAt: timestamp('When it was registered'),
      lastUsedAt: v.pipe(v.nullable(timestamp('')), v.description('The last sign-in with it, or null')),
      synced: v.pipe(v.boolean(), v.description('Backed up by a password manager, so other devices may have it too')),
    }),
    v.metadata({ ref: 'Passkey' }),
  ),
);
export type Passkey = v.InferOutput<typeof passkeyData>;

export const passkeyListData = /* @__PURE__ */ defineSchema(() => v.strictObject({ passkeys: v.array(passkeyData) }));
export const passkeyRemovedData = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    removed: v.literal(true),
    signedOut: v.pipe(
      v.boolean(),
      v.description('true when this session was signed in with that passkey: it has ended with it'),
    ),
  }),
);

/** The challenge of a ceremony, in its options. */
export const challenge = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(), v.description('32 random bytes, base64url; single-use, valid 5 minutes')),
);

/** `PublicKeyCredentialCreationOptionsJSON` for `navigator.credentials.create()` (via @simplewebauthn/browser). */
export const passkeyCreationOptionsData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      challenge,
      rp: v.strictObject({ name: v.string(), id: v.pipe(v.string(), v.description('The host the site is on')) }),
      user: v.strictObject({
        id: v.pipe(v.string(), v.description('The user handle, base64url')),
        name: v.string(),
        displayName: v.string(),
      }),
      pubKeyCredParams: v.array(v.strictObject({ alg: v.literal(-7), type: v.literal('public-key') })),
      timeout: v.number(),
      attestation: v.literal('none'),
      excludeCredentials: v.array(
        v.strictObject({
          id: v.pipe(v.string(), v.description('A credential id, base64url')),
          type: v.literal('public-key'),
          transports: v.optional(v.array(v.string())),
        }),
      ),
      authenticatorSelection: v.strictObject({
        residentKey: v.literal('required'),
        requireResidentKey: v.literal(true),
        userVerification: v.literal('required'),
      }),
      extensions: v.strictObject({ credProps: v.literal(true) }),
      hints: v.array(v.picklist(['hybrid', 'security-key', 'client-device'])),
    }),
    v.metadata({ ref: 'PasskeyCreationOptions' }),
  ),
);
