/**
 * Adding a passkey in the Workers runtime: a software authenticator with a real ES256 key pair
 * (test/authenticator.ts) registers, and every refusal the ceremony needs is checked against
 * @simplewebauthn/server's real verification.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { passkeyMessages } from '../../site/shared/api/passkeys';
import { CHALLENGE_TTL_MS } from '../db/passkeys';
import { hashToken } from '../lib/tokens';
import { userHandleText } from '../lib/webauthn';
import { type Ceremony, SoftAuthenticator } from '../test/authenticator';
import { signedInUser, userIdOf } from '../test/helpers';
import { mailsTo, waitForMail } from '../test/mail';
import {
  addPasskey,
  type CreationOptions,
  call,
  creationOptions,
  expiredChallenge,
  list,
  ORIGIN,
  register,
  requestOptions,
  type User,
} from '../test/passkeys';
import { markVerified } from '../test/verified';
import { WRONG_PASSWORD } from './profile';

const countRows = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

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
      id: userHandleText(await userIdOf(user.email)),
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
        challenge: await expiredChallenge('registration', await userIdOf(user.email)),
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
