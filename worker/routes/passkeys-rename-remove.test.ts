/** Renaming and removing passkeys: only the customer's own, removal behind the password, and what it ends. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { passkeyMessages } from '../../site/shared/api/passkeys';
import { hashToken } from '../lib/tokens';
import type { SoftAuthenticator } from '../test/authenticator';
import { signedInUser, strongPassword } from '../test/helpers';
import { waitForMail } from '../test/mail';
import { addPasskey, call, list, login, ORIGIN, requestOptions } from '../test/passkeys';
import { WRONG_PASSWORD } from './profile';

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
    expect(removed.body).toEqual({ success: true, data: { removed: true, signedOut: false } });
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
    expect(removed.body).toEqual({ success: true, data: { removed: true, signedOut: false } });
    expect(await profileStatus(viaPasskey)).toBe(401);
    expect(await profileStatus(user.token)).toBe(200);
    expect(await profileStatus(viaOther)).toBe(200);
    expect((await list(user)).map((p) => p.id)).toEqual([other.passkey.id]);

    // Removed from the session it started: the answer says this session ended with it.
    const own = await call('DELETE', `/api/passkeys/${other.passkey.id}`, {
      token: viaOther,
      body: { password: strongPassword },
    });
    expect(own.body).toEqual({ success: true, data: { removed: true, signedOut: true } });
    expect(await profileStatus(viaOther)).toBe(401);
    expect(await profileStatus(user.token)).toBe(200);
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
