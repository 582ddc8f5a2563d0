import { describe, expect, it, vi } from 'vitest';
import { testBrowser } from '../stores/browser.test-helper';
import { answer, api, BOOKMARK_HEADER, currentBookmark } from './api';

const OLD = '00000000-00000004-00004ff2-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1';
const NEW = '00000000-00000005-00005012-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1';

const { fetch: fetchMock, reply } = testBrowser({ signedIn: false });
const answerWith = (bookmark: string | null) =>
  reply(200, { success: true, data: {} }, bookmark ? { [BOOKMARK_HEADER]: bookmark } : {});
const sent = (call: number) => fetchMock.mock.calls[call]?.[0] as Request;

describe('the D1 bookmark in the API client', () => {
  it('sends none at first, keeps the one an answer carries and sends it with the next request', async () => {
    answerWith(OLD);
    await api.POST('/api/cart/add', { body: { planId: 'pro', billingPeriod: 'monthly' } });
    expect(sent(0).headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(currentBookmark()).toBe(OLD);
    answerWith(null);
    await api.GET('/api/cart');
    expect(sent(1).headers.get(BOOKMARK_HEADER)).toBe(OLD);
  });

  it('never goes back to an older bookmark (a lagging replica), and moves on to a newer one', async () => {
    answerWith(NEW);
    await api.GET('/api/cart');
    answerWith(OLD);
    await api.GET('/api/cart');
    expect(currentBookmark()).toBe(NEW);
    answerWith(null);
    await api.GET('/api/profile');
    expect(sent(2).headers.get(BOOKMARK_HEADER)).toBe(NEW);
  });

  it('works without storage: no bookmark kept or sent, the request still goes', async () => {
    vi.stubGlobal('window', {});
    answerWith(NEW);
    expect((await answer(api.GET('/api/cart'))).ok).toBe(true);
    expect(sent(0).headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(currentBookmark()).toBeNull();
  });
});

describe('the envelope of an answer', () => {
  it("is the data of a success, sent to the path with its parameters, body and JSON's headers", async () => {
    reply(200, { success: true, data: { id: 'p1', name: 'Laptop' } });
    const result = await answer(
      api.PUT('/api/passkeys/{id}', { params: { path: { id: 'a b/c' } }, body: { name: 'Laptop' } }),
    );
    expect(result).toEqual({ ok: true, status: 200, data: { id: 'p1', name: 'Laptop' } });
    const request = sent(0);
    expect([request.method, new URL(request.url).pathname]).toEqual(['PUT', '/api/passkeys/a%20b%2Fc']);
    expect(await request.json()).toEqual({ name: 'Laptop' });
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
  });

  it("is the failure's error and field messages, with the status", async () => {
    reply(400, { success: false, error: 'Invalid input', fields: { name: 'Name is required' } });
    expect(await answer(api.PUT('/api/passkeys/{id}', { params: { path: { id: 'p1' } }, body: { name: '' } }))).toEqual(
      {
        ok: false,
        status: 400,
        error: 'Invalid input',
        fields: { name: 'Name is required' },
      },
    );
  });

  it('is a failure without text for an answer that is not the envelope, a 2xx included', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    expect(await answer(api.GET('/api/cart'))).toEqual({ ok: false, status: 502, error: '', fields: {} });
    reply(200, { items: [] });
    expect(await answer(api.GET('/api/cart'))).toEqual({ ok: false, status: 200, error: '', fields: {} });
  });

  it('throws on a network failure, which callers tell apart from a refusal', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(answer(api.GET('/api/cart'))).rejects.toThrow('Failed to fetch');
  });
});
