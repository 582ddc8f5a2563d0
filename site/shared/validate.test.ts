import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, requestObject, validate } from './validate';

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
