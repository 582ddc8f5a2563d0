import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../site/shared/api/common-messages';
import { profileMessages } from '../../site/shared/api/profile';
import { api, logIn, signedInUser } from '../test/helpers';
import { WRONG_PASSWORD } from './profile';

describe('GET/PUT /api/profile', () => {
  it('reads the profile of the signed-in user', async () => {
    const user = await signedInUser();
    const res = await api('GET', '/api/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { name: user.name, email: user.email, companyName: '', address: '', phoneNumber: '', emailVerified: false },
    });
    expect(JSON.stringify(res.body)).not.toContain('password');
  });

  it('updates the fields but never the e-mail', async () => {
    const user = await signedInUser();
    const body = {
      name: '  Ada King ',
      email: 'someone.else@example.com',
      companyName: 'Analytical Engines Ltd',
      address: '12 St James Square, London',
      phoneNumber: '+44 20 7946 0000',
    };
    const res = await api('PUT', '/api/profile', { token: user.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { ...body, name: 'Ada King', email: user.email } });
    const again = await api('GET', '/api/profile', { token: user.token });
    expect(again.body).toMatchObject({ data: { name: 'Ada King', email: user.email, companyName: body.companyName } });
  });

  it.each([
    [{ name: '' }, 'name', profileMessages.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be one line of at most 100 characters'],
    [{ name: 'Ok', companyName: 'x'.repeat(121) }, 'companyName', 'Company name must be at most 120 characters'],
    [{ name: 'Ok', address: 'x'.repeat(301) }, 'address', 'Address must be at most 300 characters'],
    [{ name: 'Ok', phoneNumber: 'call me' }, 'phoneNumber', 'Please enter a valid phone number'],
    [{ name: 'Ok', phoneNumber: 7 }, 'phoneNumber', 'Phone number must be text'],
  ])('rejects %j with 400 and changes nothing', async (body, field, message) => {
    const user = await signedInUser();
    const res = await api('PUT', '/api/profile', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message, fields: { [field]: message } });
    const again = await api('GET', '/api/profile', { token: user.token });
    expect(again.body).toMatchObject({ data: { name: user.name, companyName: '' } });
  });

  it('needs a token', async () => {
    expect((await api('PUT', '/api/profile', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('PUT /api/profile/password', () => {
  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const user = await signedInUser();
    const res = await api('PUT', '/api/profile/password', {
      token: user.token,
      body: { oldPassword: 'Not-the-one1', newPassword: 'Brand-New-2026' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: WRONG_PASSWORD });
    await expect(logIn(user.email, user.password)).resolves.toMatch(/.+/);
  });

  it.each([
    [{ oldPassword: '', newPassword: 'Brand-New-2026' }, profileMessages.allPasswordFields],
    [{ oldPassword: 'x', newPassword: '' }, profileMessages.allPasswordFields],
    [{ oldPassword: 'x', newPassword: 'Ab1' }, fieldMessages.passwordTooShort],
    [{ oldPassword: 'x', newPassword: 'weakpassword' }, fieldMessages.passwordWeak],
  ])('applies the sign-up policy to the new password: %j', async (body, message) => {
    const user = await signedInUser();
    const res = await api('PUT', '/api/profile/password', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: message });
  });

  it('changes the password and revokes every other session of the user', async () => {
    const user = await signedInUser();
    const other = await logIn(user.email, user.password, true);
    const res = await api('PUT', '/api/profile/password', {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'Brand-New-2026' },
    });
    expect(res.status).toBe(200);
    expect((await api('GET', '/api/profile', { token: user.token })).status).toBe(200);
    expect((await api('GET', '/api/profile', { token: other })).status).toBe(401);
    await expect(logIn(user.email, user.password)).rejects.toThrow(/401/);
    await expect(logIn(user.email, 'Brand-New-2026')).resolves.toMatch(/.+/);
    const live = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE users.email = ? AND revoked_at IS NULL',
    )
      .bind(user.email)
      .first<{ n: number }>();
    // The session that changed the password and the one just opened with the new password.
    expect(live?.n).toBe(2);
  });
});
