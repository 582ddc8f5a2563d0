/**
 * Test helpers for passkeys: the options the Worker offers, a software authenticator's answers sent
 * back (test/authenticator.ts), and challenges stored as the Worker stores its own.
 */
import { env } from 'cloudflare:workers';
import { CHALLENGE_TTL_MS } from '../db/passkeys';
import { newChallenge } from '../lib/webauthn';
import { type Ceremony, SoftAuthenticator } from './authenticator';
import { api, freshClient, type signedInUser } from './helpers';
import { markVerified } from './verified';

export const ORIGIN = 'http://nimbus.test';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

export type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: string }[];
  attestation: string;
  excludeCredentials: { id: string }[];
  authenticatorSelection: Record<string, unknown>;
  timeout: number;
};
type RequestOptions = { challenge: string; rpId: string; userVerification: string };
type Listed = { id: string; name: string; createdAt: string; lastUsedAt: string | null; synced: boolean };
export type User = Awaited<ReturnType<typeof signedInUser>>;

/** Every call from a client of its own, so the per-address limits never mix tests. */
export const call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => api<T>(method, path, { ...options, headers: { ...freshClient(), ...options.headers } });

export async function creationOptions(user: User): Promise<CreationOptions> {
  // Adding a passkey needs a verified address; the mailed link has tests of its own.
  await markVerified(user.email);
  const res = await call<CreationOptions>('POST', '/api/passkeys/options', {
    token: user.token,
    body: { password: user.password },
  });
  if (!res.body.success) throw new Error(`options: ${res.status} ${res.body.error}`);
  return res.body.data;
}

/** Sends a registration answer from Chrome on Linux, whose name the default passkey name is made of. */
export const register = (user: User, response: unknown, name?: string) =>
  call<Listed>('POST', '/api/passkeys', {
    token: user.token,
    body: { response, ...(name ? { name } : {}) },
    headers: { 'user-agent': CHROME_LINUX },
  });

export async function addPasskey(user: User, ceremony: Ceremony = { origin: ORIGIN }) {
  const authenticator = await SoftAuthenticator.create();
  const res = await register(user, await authenticator.register(await creationOptions(user), ceremony));
  if (!res.body.success) throw new Error(`register: ${res.status} ${res.body.error}`);
  return { authenticator, passkey: res.body.data };
}

export async function requestOptions(): Promise<RequestOptions> {
  const res = await call<RequestOptions>('POST', '/api/auth/passkey/options');
  if (!res.body.success) throw new Error(`sign-in options: ${res.status} ${res.body.error}`);
  return res.body.data;
}

export const login = (response: unknown, rememberMe?: boolean) =>
  call<{ token: string; id: string; name: string; email: string; expiresAt: string }>(
    'POST',
    '/api/auth/passkey/login',
    { body: { response, ...(rememberMe !== undefined ? { rememberMe } : {}) } },
  );

export const list = async (user: User) => {
  const res = await call<{ passkeys: Listed[] }>('GET', '/api/passkeys', { token: user.token });
  if (!res.body.success) throw new Error(`list: ${res.status}`);
  return res.body.data.passkeys;
};

/** A challenge that expired a second ago, stored as the Worker stores its own. */
export async function expiredChallenge(purpose: 'registration' | 'authentication', userId: string | null) {
  const { challenge, hash } = await newChallenge();
  const created = Date.now() - CHALLENGE_TTL_MS - 1_000;
  await env.DB.prepare(
    'INSERT INTO webauthn_challenges (challenge_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(hash, purpose, userId, created, created + CHALLENGE_TTL_MS)
    .run();
  return challenge;
}
