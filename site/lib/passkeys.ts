/**
 * The browser's part of passkeys (docs/decisions/two-factor-and-passkeys.md). @simplewebauthn/browser is imported only when a
 * ceremony starts (a chunk of its own), so /login and /profile fetch it on use and no other page
 * ever does.
 */
import type {
  AuthenticationExtensionsClientOutputs,
  PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { passkeyMessages } from '../shared/api/passkeys-messages';
import { type ApiResult, answer, api } from './api';
import type { components } from './api-types';

/** What a passkey sign-in answers: the session. */
export type LoginData = components['schemas']['Session'];

const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all; no import needed to know. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The browser's side of a failed ceremony, in words for the customer. */
export function ceremonyError(error: unknown, fallback: string): string {
  const { name = '', code = '' } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return passkeyMessages.alreadyRegistered;
  if (code === 'ERROR_INVALID_DOMAIN') return passkeyMessages.ipAddress;
  if (name === 'NotAllowedError' || name === 'AbortError') return passkeyMessages.cancelled;
  return fallback;
}

/**
 * A ceremony's answer as the API's schema types it: the extension results are an interface in
 * @simplewebauthn/browser, which TypeScript does not take for the schema's record until it is copied.
 */
const asSent = <R extends { clientExtensionResults: AuthenticationExtensionsClientOutputs }>({
  clientExtensionResults,
  ...sent
}: R) => ({ ...sent, clientExtensionResults: { ...clientExtensionResults } });

/** Asks the browser to create a passkey for the options `POST /api/passkeys/options` answered. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await webauthn();
  return asSent(await startRegistration({ optionsJSON }));
}

/**
 * Signs in with a passkey: a challenge from the Worker, the browser's ceremony, the answer checked by
 * the Worker. `autofill` waits in the background for the customer to pick a passkey in the e-mail
 * field's suggestions (conditional mediation) and answers null where the browser cannot. Throws when
 * the browser's ceremony fails or is cancelled; `rememberMe` is read when the answer is sent.
 */
export async function signInWithPasskey(
  mode: 'button' | 'autofill',
  rememberMe: () => boolean,
): Promise<ApiResult<LoginData> | null> {
  const { browserSupportsWebAuthnAutofill, startAuthentication } = await webauthn();
  if (mode === 'autofill' && !(await browserSupportsWebAuthnAutofill())) return null;
  const options = await answer(api.POST('/api/auth/passkey/options'));
  if (!options.ok) return mode === 'autofill' ? null : options;
  const response = asSent(
    await startAuthentication({ optionsJSON: options.data, useBrowserAutofill: mode === 'autofill' }),
  );
  return answer(api.POST('/api/auth/passkey/login', { body: { response, rememberMe: rememberMe() } }));
}
