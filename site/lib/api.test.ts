import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, BOOKMARK_HEADER, currentBookmark } from './api';

const OLD = '00000000-00000004-00004ff2-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1';
const NEW = '00000000-00000005-00005012-75f7c2a4c1fc8e7bc5d26e6f80e0f0f1';

const fetchMock = vi.fn();
const answer = (bookmark: string | null) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ success: true, data: {} }), {
      status: 200,
      headers: bookmark ? { [BOOKMARK_HEADER]: bookmark } : {},
    }),
  );
const sentBookmark = (call: number) =>
  ((fetchMock.mock.calls[call]?.[1] as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.[
    BOOKMARK_HEADER
  ];

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    },
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the D1 bookmark in the API client', () => {
  it('sends none at first, keeps the one an answer carries and sends it with the next request', async () => {
    answer(OLD);
    await apiRequest('POST', '/api/cart/add', { body: { planId: 'pro', billingPeriod: 'monthly' } });
    expect(sentBookmark(0)).toBeUndefined();
    expect(currentBookmark()).toBe(OLD);
    answer(null);
    await apiRequest('GET', '/api/cart');
    expect(sentBookmark(1)).toBe(OLD);
  });

  it('never goes back to an older bookmark (a lagging replica), and moves on to a newer one', async () => {
    answer(NEW);
    await apiRequest('GET', '/api/cart');
    answer(OLD);
    await apiRequest('GET', '/api/cart');
    expect(currentBookmark()).toBe(NEW);
    answer(null);
    await apiRequest('GET', '/api/profile');
    expect(sentBookmark(2)).toBe(NEW);
  });

  it('works without storage: no bookmark kept or sent, the request still goes', async () => {
    vi.stubGlobal('window', {});
    answer(NEW);
    expect((await apiRequest('GET', '/api/cart')).ok).toBe(true);
    expect(sentBookmark(0)).toBeUndefined();
    expect(currentBookmark()).toBeNull();
  });
});
