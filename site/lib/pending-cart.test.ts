import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savePendingCart, takePendingCart } from './pending-cart';

const values = new Map<string, string>();

beforeEach(() => {
  values.clear();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    },
  });
});

const stored = (value: unknown) => values.set('pending-cart', JSON.stringify(value));

describe('the choice kept through sign-in', () => {
  it('reads back what was saved, once', () => {
    const pending = {
      targets: [
        { planId: 'pro' },
        { serviceId: 'ddos', category: 'additionalServices' as const },
        { instanceId: 'ai-pro', count: 2, billingPeriod: 'monthly' as const },
        { instanceId: 'standard-1' },
      ],
      billingPeriod: 'annual' as const,
    };
    savePendingCart(pending);
    expect(takePendingCart()).toEqual(pending);
    expect(takePendingCart()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no targets', { targets: [], billingPeriod: 'monthly' }],
    ['an unknown period', { targets: [{ planId: 'pro' }], billingPeriod: 'weekly' }],
    ['a redirect target', { targets: [{ planId: 'pro' }], billingPeriod: 'monthly', next: '//evil.example' }],
    ['an extra field on an item', { targets: [{ planId: 'pro', next: '/x' }], billingPeriod: 'monthly' }],
    ['two items in one', { targets: [{ planId: 'pro', instanceId: 'ai-pro' }], billingPeriod: 'monthly' }],
    ['a bad id', { targets: [{ planId: '../admin' }], billingPeriod: 'monthly' }],
    ['an unknown category', { targets: [{ serviceId: 'ddos', category: 'x' }], billingPeriod: 'monthly' }],
    ['nine GPUs', { targets: [{ instanceId: 'ai-pro', count: 9 }], billingPeriod: 'monthly' }],
    ['an annual GPU', { targets: [{ instanceId: 'ai-pro', billingPeriod: 'annual' }], billingPeriod: 'monthly' }],
  ])('drops %s, and forgets it', (_, value) => {
    if (typeof value === 'string') values.set('pending-cart', value);
    else stored(value);
    expect(takePendingCart()).toBeNull();
    expect(values.has('pending-cart')).toBe(false);
  });
});
