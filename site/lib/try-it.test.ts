import { describe, expect, it } from 'vitest';
import { answerText, type TryItForm, tryItRequest } from './try-it';

const form: TryItForm = {
  method: 'POST',
  path: '/api/orders/{id}/notes',
  pathParams: [{ name: 'id', value: '' }],
  headers: [{ name: 'Idempotency-Key', value: '' }],
  body: '{}',
  auth: 'required',
};
const values = { params: { id: 'a b' }, headers: { 'Idempotency-Key': ' k1 ' }, body: '{"x":1}', token: ' nmb_pat_x ' };

describe('tryItRequest', () => {
  it('fills the path, sends the pasted token, the headers and the body, and no cookie', () => {
    expect(tryItRequest(form, values)).toEqual({
      ok: true,
      url: '/api/orders/a%20b/notes',
      init: {
        method: 'POST',
        headers: { 'Idempotency-Key': 'k1', Authorization: 'Bearer nmb_pat_x', 'Content-Type': 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
        body: '{"x":1}',
      },
    });
  });

  it.each([
    ['an empty path parameter', { ...values, params: { id: ' ' } }, 'Fill in id.'],
    ['no token where one is needed', { ...values, token: '' }, 'Paste a token first.'],
    ['a body that is not JSON', { ...values, body: '{x' }, 'The body is not valid JSON.'],
  ])('refuses %s before sending', (_, filled, message) => {
    expect(tryItRequest(form, filled)).toEqual({ ok: false, message });
  });

  it('sends no token to an operation that takes none, and an optional one only when given', () => {
    const open = { ...form, pathParams: [], headers: [], body: null, method: 'GET', path: '/api/health' };
    const none = tryItRequest({ ...open, auth: 'none' }, values);
    expect(none.ok && none.init.headers).toEqual({});
    const optional = tryItRequest({ ...open, auth: 'optional' }, { ...values, token: '' });
    expect(optional.ok && optional.init).toEqual({
      method: 'GET',
      headers: {},
      credentials: 'omit',
      cache: 'no-store',
    });
  });
});

describe('answerText', () => {
  it('indents JSON, keeps other text and sizes a PDF', () => {
    expect(answerText('application/json; charset=utf-8', '{"success":true}')).toBe('{\n  "success": true\n}');
    expect(answerText('text/plain', 'hello')).toBe('hello');
    expect(answerText('application/pdf', '%PDF-1.7')).toBe('(8 bytes of PDF)');
  });
});
