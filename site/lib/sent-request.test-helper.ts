/** What the stores' tests read of a request their fetch stand-in received (the API client sends a `Request`). */
import type { Mock } from 'vitest';

export type SentRequest = { path: string; method: string; headers: Headers; body: unknown };

/** The `n`-th request `fetchMock` received: its path (with its query), method, headers and JSON body. */
export async function sentRequest(fetchMock: Mock, n = 0): Promise<SentRequest> {
  const request = fetchMock.mock.calls[n]?.[0] as Request;
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    path: url.pathname + url.search,
    method: request.method,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** Every request `fetchMock` received, in order. */
export const sentRequests = (fetchMock: Mock) =>
  Promise.all(fetchMock.mock.calls.map((_, n) => sentRequest(fetchMock, n)));
