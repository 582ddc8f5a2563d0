import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signupMessages, signupSchema } from './auth';
import { EMAIL_PATTERN, fieldErrors, ONE_LINE_NAME, requestObject, validate } from './common';
import { profileMessages, profileSchema } from './profile';

const code = v.pipe(
  v.string('Code is required'),
  v.trim(),
  v.minLength(1, 'Code is required'),
  v.maxLength(5, 'Too long'),
  v.toUpperCase(),
);
const item = v.pipe(
  requestObject({
    planId: v.optional(code),
    serviceId: v.optional(code),
    period: v.picklist(['monthly', 'annual'], 'Choose a period'),
  }),
  v.check((body) => body.planId !== undefined || body.serviceId !== undefined, 'Send one item'),
  v.check((body) => body.planId === undefined || body.serviceId === undefined, 'Not both'),
);

describe('validate', () => {
  it('keeps its own keys only, normalised, and leaves out absent optional keys', () => {
    expect(validate(item, { planId: ' p1 ', period: 'annual', isAdmin: true })).toEqual({
      ok: true,
      data: { planId: 'P1', period: 'annual' },
    });
  });

  it('reports every failing field, the first rule it breaks, in the order of the shape', () => {
    expect(validate(item, { planId: '   ', serviceId: 'abcdefgh', period: 'weekly' })).toEqual({
      ok: false,
      error: 'Code is required',
      fields: { planId: 'Code is required', serviceId: 'Too long', period: 'Choose a period' },
    });
  });

  it("gives a missing key its own field's message, not the object's", () => {
    expect(validate(item, {})).toEqual({ ok: false, error: 'Choose a period', fields: { period: 'Choose a period' } });
  });

  it('checks rules over the whole body once every field is valid, in order, under _', () => {
    expect(validate(item, { period: 'monthly' })).toEqual({
      ok: false,
      error: 'Send one item',
      fields: { _: 'Send one item' },
    });
    expect(validate(item, { planId: 'a', serviceId: 'b', period: 'monthly' })).toMatchObject({ error: 'Not both' });
  });

  // (Valibot takes an array for an object; the API refuses a body that is not a JSON object first.)
  it.each([null, 'text', 4])('refuses %j as a whole', (value) => {
    expect(validate(item, value)).toMatchObject({ ok: false, fields: { _: 'Expected an object' } });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validate(item, input);
        if (result.ok)
          expect(Object.keys(result.data).every((k) => ['planId', 'serviceId', 'period'].includes(k))).toBe(true);
        else expect(result.error.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('fieldErrors', () => {
  it('reads Standard Schema paths (keys or {key} segments) as Hono hands them over', () => {
    expect(
      fieldErrors([
        { message: 'A', path: ['email'] },
        { message: 'B', path: [{ key: 'email' }] },
        { message: 'C', path: [{ key: 'name' }, 'first'] },
        { message: 'D' },
      ]),
    ).toEqual({ error: 'A', fields: { email: 'A', name: 'C', _: 'D' } });
  });
});

describe('e-mail pattern (widened to a + and long TLDs)', () => {
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

const SIGNUP_NAME_MESSAGE = 'Full name must be one line of at most 100 characters';
const PROFILE_NAME_MESSAGE = 'Name must be one line of at most 100 characters';
const signup = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'Sunrise2026', terms: true };
const nameFor = {
  signup: (name: string) => validate(signupSchema, { ...signup, name }),
  profile: (name: string) => validate(profileSchema, { name }),
};

describe('names are one line of at most 100 printable characters', () => {
  it('uses these exact messages', () => {
    expect(signupMessages.nameOneLine).toBe(SIGNUP_NAME_MESSAGE);
    expect(profileMessages.nameOneLine).toBe(PROFILE_NAME_MESSAGE);
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
