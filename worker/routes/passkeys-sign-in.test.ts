/**
 * Signing in with a passkey in the Workers runtime: a software authenticator with a real ES256 key
 * pair (test/authenticator.ts) answers, and every refusal is checked against @simplewebauthn/server's
 * real verification.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { passkeyMessages } from '../../site/shared/api/passkeys';
import { userHandleText } from '../lib/webauthn';
import { type Ceremony, SoftAuthenticator } from '../test/authenticator';
import { signedInUser, userIdOf } from '../test/helpers';
import {
  addPasskey,
  call,
  creationOptions,
  expiredChallenge,
  list,
  login,
  ORIGIN,
  requestOptions,
} from '../test/passkeys';

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
    expect(res.body.data).toMatchObject({ id: await userIdOf(user.email), name: user.name, email: user.email });
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
