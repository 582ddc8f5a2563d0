/**
 * The services store: loading the list with the month's totals, and Cancel putting the ended service
 * in its row (the page and Billing read the same store), or a toast saying why it was refused.
 */
import { describe, expect, it } from 'vitest';
import type { AccountService } from '../shared/api/services';
import { serviceMessages } from '../shared/api/services-messages';
import { testBrowser } from './browser.test-helper';
import { $services, cancelService, loadServices } from './services';
import { $toasts } from './toast';

const { fetch: fetchMock, reply, sent } = testBrowser();

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

describe('the services store', () => {
  it('loads the services and the month so far from /api/services', async () => {
    reply(200, { success: true, data: list });
    await loadServices();
    expect((await sent()).path).toBe('/api/services');
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
    const { path, method } = await sent();
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
