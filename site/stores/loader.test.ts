import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../lib/api';
import { LOADING, load, loaderAtom } from './loader';

const texts = { failed: 'Failed to load', exception: 'An error occurred' };
const answer = (result: ApiResult<{ n: number }>) => Promise.resolve(result);
const failure = (status: number, error = '') => answer({ ok: false, status, error, fields: {} });

describe('load', () => {
  it('starts loading and is ready with the fields made of the data', async () => {
    const store = loaderAtom<{ count: number }>();
    expect(store.get()).toBe(LOADING);
    await load(store, answer({ ok: true, status: 200, data: { n: 3 } }), ({ n }) => ({ count: n }), texts);
    expect(store.get()).toEqual({ status: 'ready', count: 3 });
  });

  it.each([
    ['the answer’s message', () => failure(500, 'Server error'), 'Server error'],
    ['its own text when the answer has none', () => failure(500), texts.failed],
    ['a 401 like any failure when nobody handles it', () => failure(401, 'Sign in'), 'Sign in'],
    ['the network text when no answer came', () => Promise.reject(new TypeError('offline')), texts.exception],
  ])('shows %s', async (_, request, message) => {
    const store = loaderAtom<{ n: number }>();
    await load(store, request(), (data) => data, texts);
    expect(store.get()).toEqual({ status: 'error', message });
  });

  it('hands a 401 to `unauthorized` and leaves the state as it was', async () => {
    const store = loaderAtom<{ n: number }>();
    const unauthorized = vi.fn();
    await load(store, failure(401, 'Sign in'), (data) => data, texts, unauthorized);
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(store.get()).toBe(LOADING);
  });
});
