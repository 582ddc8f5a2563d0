import { describe, expect, it } from 'vitest';
import { validate } from './common';
import { tokenCreateSchema, tokenErrors } from './tokens';

describe('making a token (the form checks with this schema too)', () => {
  it('asks for a name and a scope with the contract’s words', () => {
    expect(validate(tokenCreateSchema, { name: '  ', scopes: [], expiresInDays: 30 })).toEqual({
      ok: false,
      error: tokenErrors.nameRequired,
      fields: { name: tokenErrors.nameRequired, scopes: tokenErrors.scopesRequired },
    });
  });

  it('accepts a name, scopes and an expiry, trimmed and sorted', () => {
    expect(
      validate(tokenCreateSchema, { name: ' CI ', scopes: ['orders:read', 'cart:read'], expiresInDays: 7 }),
    ).toEqual({ ok: true, data: { name: 'CI', scopes: ['cart:read', 'orders:read'], expiresInDays: 7 } });
  });
});
