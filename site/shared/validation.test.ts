import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordChange,
  EMAIL_PATTERN,
  loginSchema,
  messages,
  ONE_LINE_NAME,
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

const SIGNUP_NAME_MESSAGE = 'Full name must be one line of at most 100 characters';
const PROFILE_NAME_MESSAGE = 'Name must be one line of at most 100 characters';
const nameFor = {
  signup: (name: string) => validate(signupSchema, { ...signup, name }),
  profile: (name: string) => validate(profileSchema, { name }),
};

describe('names are one line of at most 100 printable characters', () => {
  it('uses these exact messages', () => {
    expect(messages.nameOneLine).toBe(SIGNUP_NAME_MESSAGE);
    expect(messages.profileNameOneLine).toBe(PROFILE_NAME_MESSAGE);
  });

  describe.each([
    ['Ada Lovelace'],
    ['Zoë Ελένη Жанна 李'],
    ['José Ñúñez-García'],
    ['Ørjan Åsmund Ødegård'],
    ['Αλέξανδρος Παπαδόπουλος'],
    ['Анна-Мария Иванова'],
    ['山田 太郎'],
    ['김민준'],
    ['محمد بن سلمان'],
    ['יעל כהן'],
    ['Nguyễn Thị Minh Khai'],
    ['O’Brien, Jr.'],
    ['👩‍👩‍👧‍👦 Family'],
    ['Chris 👍🏽'],
    // A name whose letters are outside the Basic Multilingual Plane: 100 of them are 200 UTF-16 units.
    ['𝒜'.repeat(100)],
    ['a'.repeat(100)],
    // Zero-width joiner and non-joiner (Persian, Indic scripts) are part of spelling.
    ['می‌خواهم'],
  ])('%j', (name) => {
    it.each(Object.entries(nameFor))('is accepted by %s', (_form, check) => {
      expect(check(name)).toMatchObject({ ok: true, data: { name } });
    });
  });

  it.each(Object.entries(nameFor))('%s trims spaces and line breaks around the name', (_form, check) => {
    expect(check('  \n Ada Lovelace \r\n ')).toMatchObject({ ok: true, data: { name: 'Ada Lovelace' } });
  });

  describe.each([
    ['a line feed', 'Ada\nLovelace'],
    ['a carriage return', 'Ada\rLovelace'],
    ['CR LF', 'Ada\r\nLovelace'],
    ['a line separator (U+2028)', 'Ada\u2028Lovelace'],
    ['a paragraph separator (U+2029)', 'Ada\u2029Lovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['NUL', 'Ada\u0000'],
    ['escape (C0)', 'Ada\u001b[31mLovelace'],
    ['unit separator (C0)', 'Ada\u001FLovelace'],
    ['DEL', 'Ada\u007FLovelace'],
    ['next line (C1, U+0085)', 'Ada\u0085Lovelace'],
    ['CSI (C1, U+009B)', 'Ada\u009BLovelace'],
    ['left-to-right embedding (U+202A)', 'Ada\u202ALovelace'],
    ['right-to-left embedding (U+202B)', 'Ada\u202BLovelace'],
    ['pop directional formatting (U+202C)', 'Ada\u202CLovelace'],
    ['left-to-right override (U+202D)', 'Ada\u202DLovelace'],
    ['right-to-left override (U+202E)', 'Invoice\u202Efdp.exe'],
    ['left-to-right isolate (U+2066)', 'Ada\u2066Lovelace'],
    ['right-to-left isolate (U+2067)', 'Ada\u2067Lovelace'],
    ['first strong isolate (U+2068)', 'Ada\u2068Lovelace'],
    ['pop directional isolate (U+2069)', 'Ada\u2069Lovelace'],
    ['a lone high surrogate', 'Ada\uD835'],
    ['a lone low surrogate', 'Ada\uDC9C Lovelace'],
    ['101 characters', 'a'.repeat(101)],
    ['101 characters outside the BMP', '𝒜'.repeat(101)],
    ['101 characters with the last an emoji', `${'a'.repeat(100)}👍`],
    ['1,000 characters', 'a'.repeat(1000)],
  ])('%s', (_what, name) => {
    it.each([
      ['signup', SIGNUP_NAME_MESSAGE],
      ['profile', PROFILE_NAME_MESSAGE],
    ] as const)('is refused by %s with "%s"', (form, message) => {
      const result = nameFor[form](name);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.fields.name).toBe(message);
    });
  });

  it('keeps "required" for an empty or blank name', () => {
    expect(nameFor.signup(' \n ')).toMatchObject({ ok: false, fields: { name: 'Full name is required' } });
    expect(nameFor.profile('')).toMatchObject({ ok: false, fields: { name: 'Name is required' } });
  });

  it('reads the same under the `u` flag, as JSON Schema validators compile the pattern', () => {
    const unicode = new RegExp(ONE_LINE_NAME.source, 'u');
    for (const name of ['Zoë 李', '𝒜'.repeat(100), '👩‍👩‍👧‍👦', 'a'.repeat(100)]) expect(unicode.test(name)).toBe(true);
    for (const name of ['𝒜'.repeat(101), 'a\nb', 'a\u202Eb', 'a\uD835', 'a'.repeat(101)])
      expect(unicode.test(name)).toBe(false);
  });

  it('stays linear on hostile input', () => {
    const started = performance.now();
    for (const name of ['\uD835'.repeat(50_000), `${'a'.repeat(50_000)}\n`, '𝒜'.repeat(50_000)]) {
      expect(v.safeParse(signupSchema, { ...signup, name }).success).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(100);
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
