/**
 * The services store: loading the list with the month's totals, and Cancel putting the ended service
 * in its row (the page and Billing read the same store), or a toast saying why it was refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../lib/sent-request.test-helper';
import type { AccountService } from '../shared/api/services';
import { serviceMessages } from '../shared/api/services-messages';
import { $services, cancelService, loadServices } from './services';
import { $session, $sessionReady } from './session';
import { $toasts } from './toast';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const fetchMock = vi.fn();
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const TOKEN = 't'.repeat(43);

const service = (id: string, name: string): AccountService => ({
  id,
  itemKind: 'plan',
  itemId: name.toLowerCase(),
  name,
  count: 1,
  billingPeriod: 'monthly',
  region: 'Frankfurt',
  state: 'active',
  startedAt: '2026-11-02T10:00:00.000Z',
  endedAt: null,
  monthlyPriceCents: 2900,
  hourlyRateMills: 43,
  hoursThisMonth: 10,
  amountThisMonthCents: 43,
  capped: false,
});
const pro = service('7c1d0e2a-3b4f-4c5d-8e6f-7a8b9c0d1e2f', 'Pro');
const starter = service('0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', 'Starter');
const list = {
  month: '2026-11',
  services: [pro, starter],
  thisMonthCents: 86,
  forecastCents: 5800,
  suspendedFor: null,
};

beforeEach(() => {
  const session = new MemoryStorage();
  session.setItem('token', TOKEN);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: session,
    location: { assign: vi.fn() },
    dispatchEvent: vi.fn(() => true),
  });
  $toasts.set([]);
  $session.set({ token: TOKEN, user: { id: 'u', name: 'Ada', email: 'ada@example.com' } });
  $sessionReady.set(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  $session.set(null);
});

describe('the services store', () => {
  it('loads the services and the month so far from /api/services', async () => {
    reply(200, { success: true, data: list });
    await loadServices();
    expect((await sentRequest(fetchMock)).path).toBe('/api/services');
    expect($services.get()).toEqual({ status: 'ready', ...list });
  });

  it('shows why a load failed', async () => {
    reply(500, { success: false, error: 'Internal server error' });
    await loadServices();
    expect($services.get()).toEqual({ status: 'error', message: 'Internal server error' });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await loadServices();
    expect($services.get()).toEqual({ status: 'error', message: serviceMessages.loadException });
  });

  it('cancelling puts the ended service in its row and says so', async () => {
    $services.set({ status: 'ready', ...list });
    const ended = { ...pro, state: 'ended' as const, endedAt: '2026-11-28T12:00:00.000Z' };
    reply(200, { success: true, data: ended });
    expect(await cancelService(pro)).toBe(true);
    const { path, method } = await sentRequest(fetchMock);
    expect([path, method]).toEqual([`/api/services/${pro.id}/cancel`, 'POST']);
    expect($services.get()).toEqual({ status: 'ready', ...list, services: [ended, starter] });
    expect($toasts.get().map((t) => [t.kind, t.message])).toEqual([['success', serviceMessages.cancelled('Pro')]]);
  });

  it('a refused cancel leaves the list as it was and shows the API’s message', async () => {
    $services.set({ status: 'ready', ...list });
    reply(409, { success: false, error: 'This service has already ended.' });
    expect(await cancelService(pro)).toBe(false);
    expect($services.get()).toEqual({ status: 'ready', ...list });
    expect($toasts.get().map((t) => [t.kind, t.message])).toEqual([['error', 'This service has already ended.']]);
  });
});
