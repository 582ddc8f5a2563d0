/**
 * Encryption at rest for secrets the Worker must read back (the TOTP secret): AES-256-GCM with
 * a key derived by HKDF-SHA-256 from the Worker secret `ACCOUNT_KEY` (never stored in D1, so a copy
 * of the database reveals no secret). Each value gets a fresh random 96-bit IV, and is bound to a
 * context (the account's id) as additional data, so a sealed value moved to another row fails to open.
 *
 * Stored as base64url of `IV || ciphertext+tag`.
 */
import { toBase64Url } from './tokens';

/** The shortest ACCOUNT_KEY accepted: 32 characters (the local one is 32 random bytes in base64url). */
export const MIN_KEY_LENGTH = 32;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** Why the Worker cannot seal or open: the secret is missing or too short. */
export class MissingAccountKey extends Error {
  constructor() {
    super(
      `The Worker secret ACCOUNT_KEY is missing or shorter than ${MIN_KEY_LENGTH} characters: set it with \`wrangler secret put ACCOUNT_KEY\` (locally scripts/serve.mjs writes one to .dev.vars).`,
    );
  }
}

function derive(secret: string, purpose: string): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']).then((base) =>
      crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: encoder.encode('nimbus-cloud secret-box'),
          info: encoder.encode(purpose),
        },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );
    keys.set(id, key);
  }
  return key;
}

function keyFor(secret: string | undefined, purpose: string): Promise<CryptoKey> {
  if (typeof secret !== 'string' || secret.length < MIN_KEY_LENGTH) throw new MissingAccountKey();
  return derive(secret, purpose);
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export type BoxKey = { secret: string | undefined; purpose: string };

/** Encrypts `plain` under the key for `purpose`, bound to `context`. */
export async function seal(key: BoxKey, plain: Uint8Array, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    await keyFor(key.secret, key.purpose),
    plain,
  );
  const out = new Uint8Array(iv.length + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), iv.length);
  return toBase64Url(out);
}

/** Decrypts what `seal` made with the same key and context; throws when anything differs. */
export async function open(key: BoxKey, box: string, context: string): Promise<Uint8Array> {
  const bytes = fromBase64Url(box);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: encoder.encode(context) },
    await keyFor(key.secret, key.purpose),
    bytes.slice(12),
  );
  return new Uint8Array(plain);
}
