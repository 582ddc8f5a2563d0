import { describe, expect, it } from 'vitest';
import { loginSchema, signupMessages, signupSchema } from './auth';
import { validate } from './common';
import { fieldMessages } from './common-messages';

const signup = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Sunrise2026', terms: true };

describe('signup validation', () => {
  it('accepts a valid sign-up and normalises the e-mail', () => {
    const result = validate(signupSchema, { ...signup, name: '  Ada  ', email: ' Ada@Example.COM ' });
    expect(result).toEqual({ ok: true, data: { ...signup, name: 'Ada', email: 'ada@example.com' } });
  });

  it.each([
    ['name', { name: '' }, 'Full name is required'],
    ['name', { name: '   ' }, 'Full name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'ada@example' }, 'Please enter a valid email'],
    ['email', { email: 'ada example@x.com' }, 'Please enter a valid email'],
    ['password', { password: '' }, 'Password is required'],
    ['password', { password: 'Abc1234' }, 'Password must be at least 8 characters'],
    ['password', { password: 'abcdefgh1' }, 'Password must contain one uppercase letter and one number'],
    ['password', { password: 'Abcdefghi' }, 'Password must contain one uppercase letter and one number'],
    ['terms', { terms: false }, 'You must agree to the terms'],
  ])('%s: %j gives "%s"', (field, patch, message) => {
    const result = validate(signupSchema, { ...signup, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it('reports every invalid field at once, one message each', () => {
    const result = validate(signupSchema, { name: '', email: '', password: '', terms: false });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields).toEqual({
        name: signupMessages.nameRequired,
        email: fieldMessages.emailRequired,
        password: fieldMessages.passwordRequired,
        terms: signupMessages.termsRequired,
      });
    }
  });
});

describe('login validation', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'email', 'Please enter a valid email'],
    [{ email: 'a@b.co', password: '' }, 'password', 'Password is required'],
  ])('%j', (input, field, message) => {
    const result = validate(loginSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it('does not apply the sign-up policy to login passwords', () => {
    expect(validate(loginSchema, { email: 'a@b.co', password: 'short' }).ok).toBe(true);
  });
});
