import type { RequestContext } from '../env';
import { constantTimeEqual } from './password';
import { hashToken, toBase64Url } from './tokens';

/** ES256 (COSE -7) only. */
export const ES256 = -7;

/** How long the browser may take over a ceremony; the challenge lives a minute longer. */
export const CEREMONY_TIMEOUT_MS = 4 * 60 * 1000;

/**
 * The fields every browser answer shares, as the OpenAPI examples show them. Each example needs a
 * credential id of its own: JSON Schema tools read a string `id` anywhere in the document as a
 * schema identifier and refuse a duplicate.
 */
export const exampleCredential = (id: string) => ({
  id,
  rawId: id,
  type: 'public-key' as const,
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
});

/**
 * The relying party: the host and origin this request came in on. On Cloudflare only the Worker's
 * own routes and custom domains reach it, and a browser signs the origin it really is on, so a
 * forged Origin header or a client-given value is never trusted. Locally it is `localhost:<port>`
 * (WebAuthn refuses IP addresses as an RP ID, so open the site on localhost, not 127.0.0.1).
 */
export function relyingParty(c: RequestContext): { rpID: string; origin: string } {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * A fresh challenge: 32 bytes from `crypto.getRandomValues`, their base64url text (what the browser
 * signs inside clientDataJSON) and its SHA-256, the only form D1 keeps.
 */
export async function newChallenge(): Promise<{ bytes: Uint8Array<ArrayBuffer>; challenge: string; hash: string }> {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const challenge = toBase64Url(bytes);
  return { bytes, challenge, hash: await hashToken(challenge) };
}

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
};

/** The challenge a browser signed, read from its base64url clientDataJSON; null for anything malformed. */
export function challengeOf(clientDataJSON: string): string | null {
  const bytes = fromBase64Url(clientDataJSON);
  if (!bytes) return null;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(parsed.challenge)
      ? parsed.challenge
      : null;
  } catch {
    return null;
  }
}

/** The hash of the challenge a browser signed ('' when there is none: it matches no row). */
export async function signedChallengeHash(clientDataJSON: string): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  return challenge ? hashToken(challenge) : '';
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * `expectedChallenge` for @simplewebauthn/server: the challenge in the signed clientData must hash
 * to the stored hash, compared in constant time.
 */
export function matchesHash(storedHash: string) {
  return async (challenge: string) => constantTimeEqual(hexBytes(await hashToken(challenge)), hexBytes(storedHash));
}

/** The user handle of an account's passkeys: its id's bytes (no e-mail or name in it). */
export function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(userId));
}

export function userHandleText(userId: string): string {
  return toBase64Url(userHandle(userId));
}

export { toBase64Url };

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Passkey on Chrome, Linux": a new passkey's name until the customer renames it. */
export function defaultPasskeyName(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  const where = [browser, system].filter(Boolean).join(', ');
  return where ? `Passkey on ${where}` : 'Passkey';
}
