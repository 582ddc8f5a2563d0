import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boolean,
  literal,
  maxLength,
  minLength,
  object,
  oneOf,
  optional,
  regex,
  text,
  toUpperCase,
  trim,
  union,
  unknown,
  validate,
} from './schema';

const code = text('Code is required', trim, minLength(1, 'Code is required'), maxLength(5, 'Too long'), toUpperCase);

describe('text', () => {
  it('runs its steps in order and returns the normalised text', () => {
    expect(validate(code, '  ab ')).toEqual({ ok: true, data: 'AB' });
  });

  it('stops at the first failing step, so its message is the first rule broken', () => {
    const digits = text('Required', trim, minLength(1, 'Required'), regex(/^\d+$/, 'Digits only'));
    expect(validate(digits, '   ')).toMatchObject({ ok: false, error: 'Required' });
    expect(validate(digits, ' 12a ')).toMatchObject({ ok: false, error: 'Digits only' });
    expect(validate(code, 'abcdef')).toMatchObject({ ok: false, error: 'Too long' });
  });

  it.each([undefined, null, 3, true, {}, []])('refuses %j with the type message', (value) => {
    expect(validate(code, value)).toEqual({ ok: false, error: 'Code is required', fields: { _: 'Code is required' } });
  });
});

describe('literal, oneOf, boolean, optional, unknown', () => {
  it('accept exactly their values', () => {
    expect(validate(literal(true, 'Agree'), true)).toEqual({ ok: true, data: true });
    expect(validate(literal(true, 'Agree'), 'true')).toMatchObject({ ok: false, error: 'Agree' });
    expect(validate(oneOf(['a', 'b'], 'a or b'), 'b')).toEqual({ ok: true, data: 'b' });
    expect(validate(oneOf(['a', 'b'], 'a or b'), 'toString')).toMatchObject({ ok: false, error: 'a or b' });
    expect(validate(boolean('Yes or no'), false)).toEqual({ ok: true, data: false });
    expect(validate(boolean('Yes or no'), 0)).toMatchObject({ ok: false, error: 'Yes or no' });
    expect(validate(optional(code), undefined)).toEqual({ ok: true, data: undefined });
    expect(validate(optional(code), null)).toMatchObject({ ok: false, error: 'Code is required' });
    expect(validate(unknown(), { any: 'thing' })).toEqual({ ok: true, data: { any: 'thing' } });
  });
});

const item = object(
  { planId: optional(code), serviceId: optional(code), period: oneOf(['monthly', 'annual'], 'Choose a period') },
  { ok: (v) => v.planId !== undefined || v.serviceId !== undefined, message: 'Send one item' },
  { ok: (v) => v.planId === undefined || v.serviceId === undefined, message: 'Not both' },
);

describe('object', () => {
  it('keeps its own keys only, and leaves out absent optional keys', () => {
    expect(validate(item, { planId: ' p1 ', period: 'annual', isAdmin: true, __proto__: { x: 1 } })).toEqual({
      ok: true,
      data: { planId: 'P1', period: 'annual' },
    });
  });

  it('reports every failing field, first message per field, in the order of the shape', () => {
    expect(validate(item, { planId: '', serviceId: 'abcdefgh', period: 'weekly' })).toEqual({
      ok: false,
      error: 'Code is required',
      fields: { planId: 'Code is required', serviceId: 'Too long', period: 'Choose a period' },
    });
  });

  it('checks its rules once the fields are valid, in order, with the path _', () => {
    expect(validate(item, { period: 'monthly' })).toEqual({
      ok: false,
      error: 'Send one item',
      fields: { _: 'Send one item' },
    });
    expect(validate(item, { planId: 'a', serviceId: 'b', period: 'monthly' })).toMatchObject({ error: 'Not both' });
  });

  it('does not read inherited keys', () => {
    const withInherited = Object.create({ planId: 'p1' }) as object;
    expect(validate(item, Object.assign(withInherited, { period: 'monthly' }))).toMatchObject({
      error: 'Send one item',
    });
  });

  it.each([null, [], 'text', 4])('refuses %j as a whole', (value) => {
    expect(validate(item, value)).toMatchObject({ ok: false, fields: { _: 'Expected an object' } });
  });
});

describe('union', () => {
  const a = object({ kind: literal('a', 'Unknown kind'), n: text('n is required') });
  const b = object({ kind: literal('b', 'Unknown kind'), flag: boolean('flag must be true or false') });
  const either = union('kind', [a, b], 'kind must be a or b');

  it('validates with the option its key names', () => {
    expect(validate(either, { kind: 'a', n: 'x', flag: 'ignored' })).toEqual({ ok: true, data: { kind: 'a', n: 'x' } });
    expect(validate(either, { kind: 'b', n: 'x' })).toMatchObject({ fields: { flag: 'flag must be true or false' } });
  });

  it('reports another key value at that key', () => {
    expect(validate(either, { kind: 'c' })).toEqual({
      ok: false,
      error: 'kind must be a or b',
      fields: { kind: 'kind must be a or b' },
    });
    expect(validate(either, null)).toMatchObject({ fields: { kind: 'kind must be a or b' } });
  });
});

describe('validate, on any input', () => {
  it('never throws and returns either data or a message', () => {
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
