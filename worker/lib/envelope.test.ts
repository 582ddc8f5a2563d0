import { describe, expect, it } from 'vitest';
import { api, signedInUser } from '../test/helpers';

describe('the API envelope', () => {
  it('answers unknown /api paths with 404 in the envelope', async () => {
    const res = await api('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'No API route for GET /api/nope' });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers a known path asked with another method with 405 and Allow', async () => {
    for (const [method, path, allow] of [
      ['GET', '/api/auth/login', 'POST'],
      ['DELETE', '/api/contact', 'POST'],
      ['PUT', '/api/health/', 'GET, HEAD'],
    ] as const) {
      const res = await api(method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.body).toMatchObject({ success: false });
    }
    // Unknown subpaths of a known resource stay 404.
    expect((await api('POST', '/api/plans/extra')).status).toBe(404);
  });

  it('answers unknown paths under the signed-in resources with 404, with or without a token', async () => {
    const { token } = await signedInUser();
    for (const path of [
      '/api/cart/nope',
      '/api/cart/add/extra',
      '/api/profile/nope',
      '/api/profile/password/x',
      '/api/orders/0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40/lines',
    ]) {
      for (const withToken of [false, true]) {
        const res = await api('GET', path, withToken ? { token } : {});
        expect(res.status, `${path} ${withToken ? 'with' : 'without'} a token`).toBe(404);
        expect(res.body).toEqual({ success: false, error: `No API route for GET ${path}` });
      }
    }
    // A known path asked with another method stays 405, token or not; the right method still needs one.
    for (const withToken of [false, true]) {
      expect((await api('GET', '/api/cart/add', withToken ? { token } : {})).status).toBe(405);
      expect((await api('DELETE', '/api/profile/password', withToken ? { token } : {})).status).toBe(405);
    }
    expect((await api('GET', '/api/cart')).status).toBe(401);
    expect((await api('PUT', '/api/profile/password', { body: {} })).status).toBe(401);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await api('POST', '/api/auth/login', {
      raw: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Malformed JSON in request body' });
  });

  it.each([['[]'], ['"text"'], ['null'], ['42']])(
    'answers a JSON body that is not an object (%s) with 400',
    async (raw) => {
      const res = await api('POST', '/api/auth/signup', { raw, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Request body must be a JSON object' });
    },
  );

  it('answers another content type with 415', async () => {
    const res = await api('POST', '/api/auth/login', {
      raw: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, error: 'Content-Type must be application/json' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await api('POST', '/api/auth/signup', { body: { name: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, error: expect.stringContaining('too large') });
  });
});

describe('API security headers', () => {
  it.each([
    ['a success', 'GET', '/api/health'],
    ['an error', 'GET', '/api/nope'],
    ['a validation failure', 'POST', '/api/auth/login'],
  ])('are on %s', async (_label, method, path) => {
    const res = await api(method, path, method === 'POST' ? { body: {} } : {});
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
