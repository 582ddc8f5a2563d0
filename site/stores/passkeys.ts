/**
 * The signed-in customer's passkeys (docs/decisions/two-factor-and-passkeys.md) for the Security section, and the actions that add,
 * rename and remove them. Each action answers what to tell the customer.
 */

import type { FieldErrors } from '../lib/api';
import { answer, api } from '../lib/api';
import { writeFlash } from '../lib/flash';
import { loginUrlFor } from '../lib/login-url';
import type { Passkey } from '../shared/api/passkeys';
import { passkeyMessages } from '../shared/api/passkeys-messages';
import { type Loaded, load, loaderAtom } from './loader';
import { signOutLocally } from './session';
import { signedIn } from './signed-in';

export type { Passkey };

export type PasskeysState = Loaded<{ passkeys: Passkey[] }>;

export type Outcome = { ok: true; text: string } | { ok: false; text: string; fields: FieldErrors };

export const $passkeys = loaderAtom<{ passkeys: Passkey[] }>();

const OFFLINE = 'An error occurred. Please try again.';
const failed = (text: string, fields: FieldErrors = {}): Outcome => ({ ok: false, text, fields });

function update(change: (passkeys: Passkey[]) => Passkey[]) {
  const state = $passkeys.get();
  if (state.status === 'ready') $passkeys.set({ status: 'ready', passkeys: change(state.passkeys) });
}

export function loadPasskeys() {
  return load($passkeys, answer(api.GET('/api/passkeys', signedIn)), ({ passkeys }) => ({ passkeys }), {
    failed: 'Failed to load your passkeys.',
    exception: OFFLINE,
  });
}

/** The password again, the browser's ceremony, then the Worker's verification. */
export async function addPasskey(password: string): Promise<Outcome> {
  try {
    const options = await answer(
      api.POST('/api/passkeys/options', {
        ...signedIn,
        body: {
          password,
        },
      }),
    );
    if (!options.ok) return failed(options.error || passkeyMessages.notRegistered, options.fields);
    // The ceremony's code (and the WebAuthn library behind it) loads when a passkey is first added.
    const { ceremonyError, createPasskey } = await import('../lib/passkeys');
    let response: Awaited<ReturnType<typeof createPasskey>>;
    try {
      response = await createPasskey(options.data);
    } catch (error) {
      return failed(ceremonyError(error, passkeyMessages.notRegistered));
    }
    const added = await answer(api.POST('/api/passkeys', { ...signedIn, body: { response } }));
    if (!added.ok) return failed(added.error || passkeyMessages.notRegistered);
    update((passkeys) => [...passkeys, added.data]);
    return { ok: true, text: passkeyMessages.added };
  } catch {
    return failed(OFFLINE);
  }
}

export async function renamePasskey(id: string, name: string): Promise<Outcome> {
  try {
    const result = await answer(
      api.PUT('/api/passkeys/{id}', { ...signedIn, params: { path: { id } }, body: { name } }),
    );
    if (!result.ok) return failed(result.error || 'Failed to rename the passkey.', result.fields);
    update((passkeys) => passkeys.map((passkey) => (passkey.id === id ? result.data : passkey)));
    return { ok: true, text: passkeyMessages.renamed };
  } catch {
    return failed(OFFLINE);
  }
}

export async function removePasskey(id: string, password: string): Promise<Outcome> {
  try {
    const result = await answer(
      api.DELETE('/api/passkeys/{id}', { ...signedIn, params: { path: { id } }, body: { password } }),
    );
    if (!result.ok) return failed(result.error || 'Failed to remove the passkey.', result.fields);
    if (result.data.signedOut) {
      // This browser signed in with that passkey, so its session ended too
      // (docs/decisions/passkey-removal-ends-sessions.md): say so on the login page.
      signOutLocally();
      writeFlash({ message: passkeyMessages.removedSignedOut, kind: 'success' });
      window.location.replace(loginUrlFor(window.location.pathname));
      return { ok: true, text: passkeyMessages.removedSignedOut };
    }
    update((passkeys) => passkeys.filter((passkey) => passkey.id !== id));
    return { ok: true, text: passkeyMessages.removed };
  } catch {
    return failed(OFFLINE);
  }
}
