/**
 * Passkeys (rulings R30): the request schemas, written once for the Worker and the Security
 * section. The browser's WebAuthn answers are checked for shape and size here; what they prove is
 * checked by @simplewebauthn/server in the Worker.
 */
import * as v from 'valibot';
import { PASSKEY_NAME_MAX, passkeyMessages, passkeyNameTooLong } from './passkey-messages';
import { requestObject } from './validate';
import { limits, messages } from './validation';

const NOT_A_PASSKEY = 'response must be the browser’s passkey answer';

const base64url = (max: number) =>
  v.pipe(v.string(NOT_A_PASSKEY), v.regex(/^[A-Za-z0-9_-]+$/, NOT_A_PASSKEY), v.maxLength(max, NOT_A_PASSKEY));

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters in base64url. */
const credentialId = base64url(1364);

const common = {
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key', NOT_A_PASSKEY),
  clientExtensionResults: v.optional(v.record(v.string(), v.unknown(), NOT_A_PASSKEY)),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'], NOT_A_PASSKEY)),
};

/** What `navigator.credentials.create()` answers, as @simplewebauthn/browser sends it. */
export const registrationResponse = v.object(
  {
    ...common,
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(8192),
        transports: v.optional(
          v.pipe(v.array(v.pipe(v.string(NOT_A_PASSKEY), v.maxLength(20, NOT_A_PASSKEY))), v.maxLength(10)),
        ),
      },
      NOT_A_PASSKEY,
    ),
  },
  NOT_A_PASSKEY,
);

/** What `navigator.credentials.get()` answers, as @simplewebauthn/browser sends it. */
export const authenticationResponse = v.object(
  {
    ...common,
    response: v.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(512),
        userHandle: v.optional(base64url(128)),
      },
      NOT_A_PASSKEY,
    ),
  },
  NOT_A_PASSKEY,
);

const passkeyName = v.pipe(
  v.string(passkeyMessages.nameRequired),
  v.trim(),
  v.minLength(1, passkeyMessages.nameRequired),
  v.maxLength(PASSKEY_NAME_MAX, passkeyNameTooLong),
);

/** The current password, asked again before a factor changes (ASVS 5.0 V7.5: re-authentication). */
const currentPassword = v.pipe(
  v.string(passkeyMessages.passwordRequired),
  v.minLength(1, passkeyMessages.passwordRequired),
  v.maxLength(limits.password, messages.passwordTooLong),
);

// Pure, so an island bundles only the schema it uses.
export const passkeyOptionsSchema = /* @__PURE__ */ requestObject({ password: currentPassword });
export const passkeyRegisterSchema = /* @__PURE__ */ requestObject({
  response: registrationResponse,
  name: /* @__PURE__ */ v.optional(passkeyName),
});
export const passkeyRenameSchema = /* @__PURE__ */ requestObject({ name: passkeyName });
export type PasskeyRenameInput = v.InferOutput<typeof passkeyRenameSchema>;
export const passkeyRemoveSchema = /* @__PURE__ */ requestObject({ password: currentPassword });
export const passkeySignInSchema = /* @__PURE__ */ requestObject({
  response: authenticationResponse,
  rememberMe: /* @__PURE__ */ v.optional(v.boolean('rememberMe must be true or false')),
});

/** Our id of a passkey (a UUID), in `/api/passkeys/{id}`. */
export const passkeyIdSchema = v.pipe(v.string(passkeyMessages.notFound), v.uuid('The passkey id must be a UUID'));
