/**
 * A name is one line of at most 100 printable characters (docs/decisions/names-are-one-line.md), at the
 * API as in the forms: the same shared schema refuses it with the field's message, and stores nothing.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signupMessages } from '../../../site/shared/api/auth';
import { profileMessages } from '../../../site/shared/api/profile';
import { api, freshClient, signedInUser, strongPassword, uniqueEmail } from '../../test/helpers';

const NAME = 'Zoë Ελένη Жанна 李';

const refused: [what: string, name: string][] = [
  ['a line break', 'Ada\nLovelace'],
  ['a line separator', 'Ada\u2028Lovelace'],
  ['a right-to-left override', 'Ada\u202ELovelace'],
  ['101 characters', 'x'.repeat(101)],
];

describe('POST /api/auth/signup', () => {
  it.each(refused)('answers 400 for a name with %s, and creates no account', async (_what, name) => {
    const email = uniqueEmail('name');
    const res = await api('POST', '/api/auth/signup', {
      body: { name, email, password: strongPassword, terms: true },
      headers: freshClient(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Full name must be one line of at most 100 characters',
      fields: { name: signupMessages.nameOneLine },
    });
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first();
    expect(row).toBeNull();
  });

  it('answers 201 for a name in four scripts, stored as typed', async () => {
    const email = uniqueEmail('name');
    const res = await api('POST', '/api/auth/signup', {
      body: { name: NAME, email, password: strongPassword, terms: true },
      headers: freshClient(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, data: { name: NAME, email } });
  });

  it('counts characters, not UTF-16 units: 100 letters outside the BMP are accepted', async () => {
    const name = '𝒜'.repeat(100);
    const res = await api('POST', '/api/auth/signup', {
      body: { name, email: uniqueEmail('name'), password: strongPassword, terms: true },
      headers: freshClient(),
    });
    expect(res.status).toBe(201);
  });
});

describe('PUT /api/profile', () => {
  it.each(refused)('answers 400 for a name with %s, and keeps the old name', async (_what, name) => {
    const user = await signedInUser();
    const res = await api('PUT', '/api/profile', { token: user.token, body: { name } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Name must be one line of at most 100 characters',
      fields: { name: profileMessages.nameOneLine },
    });
    const again = await api('GET', '/api/profile', { token: user.token });
    expect(again.body).toMatchObject({ success: true, data: { name: user.name } });
  });

  it('answers 200 for a name in four scripts, stored as typed', async () => {
    const user = await signedInUser();
    const res = await api('PUT', '/api/profile', { token: user.token, body: { name: NAME } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { name: NAME, email: user.email } });
    const again = await api('GET', '/api/profile', { token: user.token });
    expect(again.body).toMatchObject({ success: true, data: { name: NAME } });
  });
});
