import { describe, expect, it } from 'vitest';
import { validate } from './common';
import { aboutContactSchema, contactPageSchema, contactSchema, contactMessages as msg } from './contact';

const about = { source: 'about', name: 'Ada', email: 'ada@example.com', message: 'Hi' } as const;
const page = { ...about, source: 'contact', subject: 'Quota', category: 'billing', privacy: true } as const;

describe('contact schemas', () => {
  it('accept both forms through the one API schema and normalise text', () => {
    expect(validate(contactSchema, { ...about, name: ' Ada ', email: ' ADA@Example.com ' })).toEqual({
      ok: true,
      data: { ...about },
    });
    expect(validate(contactSchema, page)).toMatchObject({ ok: true, data: page });
  });

  it.each([
    [aboutContactSchema, {}, { name: msg.nameRequired, email: msg.emailRequired, message: msg.messageRequired }],
    [aboutContactSchema, { ...about, email: 'nope' }, { email: msg.emailInvalid }],
    [
      contactPageSchema,
      { ...page, subject: '', category: '', privacy: false },
      { subject: msg.subjectRequired, category: msg.categoryRequired, privacy: msg.privacyRequired },
    ],
    [contactSchema, { ...about, source: 'blog' }, { source: msg.sourceInvalid }],
  ])('report each failing field with its message (%#)', (schema, input, fields) => {
    const result = validate(schema as typeof contactSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields).toMatchObject(fields);
  });

  it('the About form cannot pass as the Contact form without its extra fields', () => {
    expect(validate(contactSchema, { ...about, source: 'contact' }).ok).toBe(false);
  });
});
