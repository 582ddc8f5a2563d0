/**
 * Passkeys in the Workers runtime: a software authenticator with a real ES256 key pair
 * (test/authenticator.ts) registers and signs in, and every refusal the ceremonies need is checked
 * against @simplewebauthn/server's real verification.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { passkeyMessages } from '../../site/shared/api/passkeys';
import { CHALLENGE_TTL_MS } from '../db/passkeys';
import { hashToken } from '../lib/tokens';
import { newChallenge, userHandleText } from '../lib/webauthn';
import { type Ceremony, SoftAuthenticator } from '../test/authenticator';
import { api, freshClient, signedInUser, strongPassword } from '../test/helpers';
import { mailsTo, waitForMail } from '../test/mail';
import { markVerified } from '../test/verified';
import { WRONG_PASSWORD } from './profile';

const ORIGIN = 'http://nimbus.test';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

type CreationOptions = {
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
type User = Awaited<ReturnType<typeof signedInUser>>;

/** Every call from a client of its own, so the per-address limits never mix tests. */
const call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => api<T>(method, path, { ...options, headers: { ...freshClient(), ...options.headers } });

async function creationOptions(user: User): Promise<CreationOptions> {
  // Adding a passkey needs a verified address; the mailed link has tests of its own.
  await markVerified(user.email);
  const res = await call<CreationOptions>('POST', '/api/passkeys/options', {
    token: user.token,
    body: { password: user.password },
  });
  if (!res.body.success) throw new Error(`options: ${res.status} ${res.body.error}`);
  return res.body.data;
}

const register = (user: User, response: unknown, name?: string) =>
  call<Listed>('POST', '/api/passkeys', {
    token: user.token,
    body: { response, ...(name ? { name } : {}) },
    headers: { 'user-agent': CHROME_LINUX },
  });

async function addPasskey(user: User, ceremony: Ceremony = { origin: ORIGIN }) {
  const authenticator = await SoftAuthenticator.create();
  const res = await register(user, await authenticator.register(await creationOptions(user), ceremony));
  if (!res.body.success) throw new Error(`register: ${res.status} ${res.body.error}`);
  return { authenticator, passkey: res.body.data };
}

async function requestOptions(): Promise<RequestOptions> {
  const res = await call<RequestOptions>('POST', '/api/auth/passkey/options');
  if (!res.body.success) throw new Error(`sign-in options: ${res.status} ${res.body.error}`);
  return res.body.data;
}

const login = (response: unknown, rememberMe?: boolean) =>
  call<{ token: string; id: string; name: string; email: string; expiresAt: string }>(
    'POST',
    '/api/auth/passkey/login',
    { body: { response, ...(rememberMe !== undefined ? { rememberMe } : {}) } },
  );

const list = async (user: User) => {
  const res = await call<{ passkeys: Listed[] }>('GET', '/api/passkeys', { token: user.token });
  if (!res.body.success) throw new Error(`list: ${res.status}`);
  return res.body.data.passkeys;
};

const countRows = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

/** A challenge that expired a second ago, stored as the Worker stores its own. */
async function expiredChallenge(purpose: 'registration' | 'authentication', userId: string | null) {
  const { challenge, hash } = await newChallenge();
  const created = Date.now() - CHALLENGE_TTL_MS - 1_000;
  await env.DB.prepare(
    'INSERT INTO webauthn_challenges (challenge_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(hash, purpose, userId, created, created + CHALLENGE_TTL_MS)
    .run();
  return challenge;
}

const userId = async (email: string) =>
  (await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>())?.id ?? '';

describe('adding a passkey', () => {
  it('asks for the password, then offers ES256 only, attestation "none", user verification and a discoverable credential; the challenge is kept only as its hash', async () => {
    const user = await signedInUser();
    await markVerified(user.email);
    const before = await countRows('webauthn_challenges');
    const wrong = await call('POST', '/api/passkeys/options', { token: user.token, body: { password: 'Wrong2026' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } });
    expect(await countRows('webauthn_challenges')).toBe(before);

    const options = await creationOptions(user);
    expect(options.pubKeyCredParams).toEqual([{ alg: -7, type: 'public-key' }]);
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toEqual({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    });
    expect(options.rp).toEqual({ id: 'nimbus.test', name: 'Nimbus Cloud' });
    expect(options.user).toEqual({
      id: userHandleText(await userId(user.email)),
      name: user.email,
      displayName: user.name,
    });
    expect(options.excludeCredentials).toEqual([]);
    // 32 random bytes; D1 holds their hash, never the challenge.
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare(
      'SELECT challenge_hash, purpose, expires_at - created_at AS ttl FROM webauthn_challenges WHERE challenge_hash = ?',
    )
      .bind(await hashToken(options.challenge))
      .first();
    expect(row).toMatchObject({ purpose: 'registration', ttl: CHALLENGE_TTL_MS });
    const leaked = await env.DB.prepare('SELECT COUNT(*) AS n FROM webauthn_challenges WHERE challenge_hash = ?')
      .bind(options.challenge)
      .first<{ n: number }>();
    expect(leaked?.n).toBe(0);
  });

  it('verifies a real ES256 attestation, stores the passkey under a default name and mails the customer', async () => {
    const user = await signedInUser();
    const { authenticator, passkey } = await addPasskey(user);
    expect(passkey).toMatchObject({ name: 'Passkey on Chrome, Linux', lastUsedAt: null, synced: false });
    expect(await list(user)).toEqual([passkey]);
    const stored = await env.DB.prepare('SELECT credential_id, counter, transports FROM passkeys WHERE id = ?')
      .bind(passkey.id)
      .first();
    expect(stored).toEqual({ credential_id: authenticator.id, counter: 0, transports: '["internal"]' });

    const mail = await waitForMail(user.email, 'passkey-added');
    expect(mail.subject).toBe('A passkey was added to your Nimbus Cloud account');
    expect(mail.text).toContain('“Passkey on Chrome, Linux”');
    expect(mail.text).toContain('http://nimbus.test/profile');

    // The next registration excludes it, and the same authenticator cannot be added twice.
    const next = await creationOptions(user);
    expect(next.excludeCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);
    const twice = await register(user, await authenticator.register(next, { origin: ORIGIN }));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: passkeyMessages.alreadyRegistered });
    expect(await list(user)).toHaveLength(1);
  });

  it('takes the name the customer gives', async () => {
    const user = await signedInUser();
    const authenticator = await SoftAuthenticator.create();
    const res = await register(
      user,
      await authenticator.register(await creationOptions(user), { origin: ORIGIN }),
      ' My key ',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ data: { name: 'My key' } });
  });

  const refusals: [string, (options: CreationOptions, user: User) => Promise<Ceremony> | Ceremony][] = [
    ['another origin', () => ({ origin: 'https://evil.example' })],
    ['another RP ID', () => ({ origin: ORIGIN, rpId: 'evil.example' })],
    ['no user verification', () => ({ origin: ORIGIN, withoutUserVerification: true })],
    [
      'a challenge the server never gave',
      () => ({ origin: ORIGIN, challenge: 'bm90LWEtY2hhbGxlbmdlLW9mLW91cnMtYXQtYWxs' }),
    ],
    [
      'an expired challenge',
      async (_options, user) => ({
        origin: ORIGIN,
        challenge: await expiredChallenge('registration', await userId(user.email)),
      }),
    ],
    [
      'another customer’s challenge',
      async () => ({ origin: ORIGIN, challenge: (await creationOptions(await signedInUser())).challenge }),
    ],
    ['a sign-in challenge', async () => ({ origin: ORIGIN, challenge: (await requestOptions()).challenge })],
  ];

  it.each(refusals)('refuses %s and stores nothing', async (_name, ceremony) => {
    const user = await signedInUser();
    const options = await creationOptions(user);
    const authenticator = await SoftAuthenticator.create();
    const res = await register(user, await authenticator.register(options, await ceremony(options, user)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: passkeyMessages.notRegistered });
    expect(await list(user)).toEqual([]);
    expect(mailsTo(user.email, 'passkey-added')).toEqual([]);
  });

  it('spends the challenge: the same answer cannot register again', async () => {
    const user = await signedInUser();
    const authenticator = await SoftAuthenticator.create();
    const response = await authenticator.register(await creationOptions(user), { origin: ORIGIN });
    expect((await register(user, response)).status).toBe(201);
    const again = await register(user, response);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: passkeyMessages.notRegistered });
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password and answers the login data; the counter and last use are kept', async () => {
    const user = await signedInUser();
    const { authenticator, passkey } = await addPasskey(user);
    const options = await requestOptions();
    expect(options).toMatchObject({ rpId: 'nimbus.test', userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials');

    const res = await login(await authenticator.authenticate(options, { origin: ORIGIN }), true);
    expect(res.status).toBe(200);
    if (!res.body.success) throw new Error(res.body.error);
    expect(res.body.data).toMatchObject({ id: await userId(user.email), name: user.name, email: user.email });
    // rememberMe: 30 days, as after a password login.
    expect(Date.parse(res.body.data.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const profile = await call('GET', '/api/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);

    const [used] = await list(user);
    expect(used?.id).toBe(passkey.id);
    expect(used?.lastUsedAt).not.toBeNull();
    const row = await env.DB.prepare('SELECT counter FROM passkeys WHERE id = ?').bind(passkey.id).first();
    expect(row).toEqual({ counter: 1 });
    // A second sign-in with the next counter works too.
    expect((await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN }))).status).toBe(
      200,
    );
  });

  it('a challenge signs in once: the same answer again is refused', async () => {
    const user = await signedInUser();
    const { authenticator } = await addPasskey(user);
    const response = await authenticator.authenticate(await requestOptions(), { origin: ORIGIN });
    expect((await login(response)).status).toBe(200);
    const replay = await login(response);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ success: false, error: passkeyMessages.signInExpired });
  });

  it.each([
    ['an expired challenge', () => expiredChallenge('authentication', null)],
    ['a challenge the server never gave', async () => 'bm90LWEtY2hhbGxlbmdlLW9mLW91cnMtYXQtYWxs'],
  ])('refuses %s (400)', async (_name, challenge) => {
    const user = await signedInUser();
    const { authenticator } = await addPasskey(user);
    const res = await login(
      await authenticator.authenticate(await requestOptions(), { origin: ORIGIN, challenge: await challenge() }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: passkeyMessages.signInExpired });
  });

  it('refuses a registration challenge (400)', async () => {
    const user = await signedInUser();
    const { authenticator } = await addPasskey(user);
    const { challenge } = await creationOptions(user);
    const res = await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN, challenge }));
    expect(res.status).toBe(400);
  });

  it.each<[string, Partial<Ceremony>]>([
    ['another origin', { origin: 'https://evil.example' }],
    ['another RP ID', { rpId: 'evil.example' }],
    ['no user verification', { withoutUserVerification: true }],
  ])('refuses %s (401) and leaves the challenge for a real answer', async (_name, twist) => {
    const user = await signedInUser();
    const { authenticator } = await addPasskey(user);
    const options = await requestOptions();
    const res = await login(await authenticator.authenticate(options, { origin: ORIGIN, ...twist }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: passkeyMessages.signInFailed });
    // A failed request changes nothing: the genuine answer to the same challenge still signs in.
    expect((await login(await authenticator.authenticate(options, { origin: ORIGIN }))).status).toBe(200);
  });

  it('refuses a passkey the site does not know (401)', async () => {
    const stranger = await SoftAuthenticator.create();
    const res = await login(await stranger.authenticate(await requestOptions(), { origin: ORIGIN }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: passkeyMessages.unknownPasskey });
  });

  it('refuses a counter that went back (a cloned authenticator)', async () => {
    const user = await signedInUser();
    const { authenticator } = await addPasskey(user);
    expect((await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN }))).status).toBe(
      200,
    );
    expect((await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN }))).status).toBe(
      200,
    );
    const clone = await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN, counter: 1 }));
    expect(clone.status).toBe(401);
    expect(clone.body).toEqual({ success: false, error: passkeyMessages.signInFailed });
  });

  it('refuses an answer whose user handle names another account', async () => {
    const user = await signedInUser();
    const { authenticator } = await addPasskey(user);
    authenticator.userHandle = userHandleText(crypto.randomUUID());
    const res = await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN }));
    expect(res.status).toBe(401);
  });
});

describe('renaming and removing', () => {
  it('renames the customer’s own passkey, with the name validated', async () => {
    const user = await signedInUser();
    const { passkey } = await addPasskey(user);
    const renamed = await call('PUT', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { name: ' Work laptop ' },
    });
    expect(renamed.body).toEqual({ success: true, data: { ...passkey, name: 'Work laptop' } });
    const empty = await call('PUT', `/api/passkeys/${passkey.id}`, { token: user.token, body: { name: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fields: { name: passkeyMessages.nameRequired } });
    const long = await call('PUT', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { name: 'x'.repeat(61) },
    });
    expect(long.status).toBe(400);
    expect((await list(user))[0]?.name).toBe('Work laptop');
  });

  it('asks for the password to remove one; a removed passkey can no longer sign in, and the customer is told', async () => {
    const user = await signedInUser();
    const { authenticator, passkey } = await addPasskey(user);
    const wrong = await call('DELETE', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { password: 'Wrong2026' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: WRONG_PASSWORD });
    expect(await list(user)).toHaveLength(1);

    const removed = await call('DELETE', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { password: strongPassword },
    });
    expect(removed.body).toEqual({ success: true, data: { removed: true } });
    expect(await list(user)).toEqual([]);
    const mail = await waitForMail(user.email, 'passkey-removed');
    expect(mail.text).toContain('“Passkey on Chrome, Linux”');

    const res = await login(await authenticator.authenticate(await requestOptions(), { origin: ORIGIN }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: passkeyMessages.unknownPasskey });
  });

  it('removing a passkey signs out the sessions it started, and only those', async () => {
    const user = await signedInUser();
    const { authenticator, passkey } = await addPasskey(user);
    const other = await addPasskey(user);
    const signInWith = async (device: SoftAuthenticator) => {
      const res = await login(await device.authenticate(await requestOptions(), { origin: ORIGIN }));
      if (!res.body.success) throw new Error(`sign-in: ${res.status} ${res.body.error}`);
      return res.body.data.token;
    };
    const viaPasskey = await signInWith(authenticator);
    const viaOther = await signInWith(other.authenticator);
    const startedWith = async (token: string) =>
      (
        await env.DB.prepare('SELECT passkey_id FROM sessions WHERE token_hash = ?')
          .bind(await hashToken(token))
          .first<{ passkey_id: string | null }>()
      )?.passkey_id;
    expect([await startedWith(viaPasskey), await startedWith(viaOther), await startedWith(user.token)]).toEqual([
      passkey.id,
      other.passkey.id,
      null,
    ]);
    const profileStatus = async (token: string) => (await call('GET', '/api/profile', { token })).status;
    expect(await profileStatus(viaPasskey)).toBe(200);

    // A refused removal ends nothing.
    const wrong = await call('DELETE', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { password: 'Wrong2026' },
    });
    expect(wrong.status).toBe(400);
    expect(await profileStatus(viaPasskey)).toBe(200);

    // Removed from the password session.
    const removed = await call('DELETE', `/api/passkeys/${passkey.id}`, {
      token: user.token,
      body: { password: strongPassword },
    });
    expect(removed.body).toEqual({ success: true, data: { removed: true } });
    expect(await profileStatus(viaPasskey)).toBe(401);
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(viaOther)).toBe(200);
    expect((await list(user)).map((p) => p.id)).toEqual([other.passkey.id]);
  });

  it('another customer’s passkey cannot be renamed or removed (404, unchanged)', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const { passkey } = await addPasskey(owner);
    const rename = await call('PUT', `/api/passkeys/${passkey.id}`, { token: other.token, body: { name: 'Mine now' } });
    expect(rename.status).toBe(404);
    const remove = await call('DELETE', `/api/passkeys/${passkey.id}`, {
      token: other.token,
      body: { password: other.password },
    });
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual({ success: false, error: passkeyMessages.notFound });
    expect(await list(owner)).toEqual([passkey]);
    expect(await list(other)).toEqual([]);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await call('GET', '/api/passkeys')).status).toBe(401);
    const user = await signedInUser();
    const bad = await call('PUT', '/api/passkeys/not-a-uuid', { token: user.token, body: { name: 'x' } });
    expect(bad.status).toBe(400);
  });
});
