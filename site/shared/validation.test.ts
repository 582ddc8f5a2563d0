import { describe, expect, it } from 'vitest';
import {
  checkPasswordChange,
  EMAIL_PATTERN,
  loginSchema,
  messages,
  profileSchema,
  signupSchema,
  validate,
} from './validation';

const signup = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Sunrise2026', terms: true };

describe('signup validation (spec §5)', () => {
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
        name: messages.nameRequired,
        email: messages.emailRequired,
        password: messages.passwordRequired,
        terms: messages.termsRequired,
      });
    }
  });
});

describe('login validation (spec §5)', () => {
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

describe('e-mail pattern (spec §5 widened by R13)', () => {
  it.each(['a@b.co', 'first.last@example.com', 'first-last@mail.example.org', 'ada+cloud@example.com', 'x@y.museum'])(
    'accepts %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(true),
  );

  it.each(['a@b', 'a@b.c', '@b.co', 'a@.co', 'a..b@c.co', 'a@b..co', '+a@b.co', 'a b@c.co', 'a@b.c0'])(
    'rejects %s',
    (email) => expect(EMAIL_PATTERN.test(email)).toBe(false),
  );

  it('stays linear on hostile input (no catastrophic backtracking)', () => {
    const hostile = `${'a.'.repeat(5000)}!`;
    const started = performance.now();
    EMAIL_PATTERN.test(hostile);
    EMAIL_PATTERN.test(`a@${'b-'.repeat(5000)}`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('profile validation', () => {
  it('requires a name with the profile message', () => {
    const result = validate(profileSchema, { name: ' ' });
    expect(result).toMatchObject({ ok: false, error: 'Name is required' });
  });

  it('accepts empty optional fields', () => {
    expect(validate(profileSchema, { name: 'Ada', companyName: '', address: '', phoneNumber: '' }).ok).toBe(true);
  });
});

describe('change password (spec §5 with R14)', () => {
  it.each([
    [['', 'NewPass123', 'NewPass123'], 'All password fields are required'],
    [['old', '', 'NewPass123'], 'All password fields are required'],
    [['old', 'NewPass123', ''], 'All password fields are required'],
    [['old', 'NewPass123', 'NewPass124'], 'New password and confirmation do not match'],
    [['old', 'Short1', 'Short1'], 'Password must be at least 8 characters'],
    [['old', 'lowercase123', 'lowercase123'], 'Password must contain one uppercase letter and one number'],
    [['old', 'NewPass123', 'NewPass123'], null],
  ])('%j → %s', ([oldPassword, newPassword, confirm], expected) => {
    expect(checkPasswordChange(oldPassword ?? '', newPassword ?? '', confirm ?? '')).toBe(expected);
  });
});
