/**
 * What a signed-out visitor chose to add to the cart, kept in this tab's sessionStorage through
 * sign-up or sign-in and added after (docs/decisions/add-to-cart-signed-out.md). Read back, only
 * the known shapes pass; the stored value never says where to go.
 */
import type { ServiceCategory } from '../shared/domain/catalog';

/** One item as `POST /api/cart/add` takes it; a GPU may carry its count and its own (monthly) billing period. */
export type AddTarget =
  | { planId: string }
  | { serviceId: string; category: ServiceCategory }
  | { instanceId: string; count?: number; billingPeriod?: 'monthly' | 'annual' };

export type PendingCart = { targets: AddTarget[]; billingPeriod: 'monthly' | 'annual' };

const KEY = 'pending-cart';
const MAX_TARGETS = 50;
const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const CATEGORIES: readonly string[] = ['kvmVps', 'dedicatedServers', 'additionalServices'];
const PERIODS: readonly string[] = ['monthly', 'annual'];

export function savePendingCart(pending: PendingCart) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the choice is lost; signing in still works.
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);
const keysAre = (value: object, allowed: string[]) => Object.keys(value).every((key) => allowed.includes(key));

/** One target exactly as `cartTargets` and the pages make it, or null. */
function readTarget(value: unknown): AddTarget | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  if (isId(item.planId) && keysAre(item, ['planId'])) return { planId: item.planId };
  if (isId(item.serviceId) && typeof item.category === 'string' && CATEGORIES.includes(item.category))
    return keysAre(item, ['serviceId', 'category'])
      ? { serviceId: item.serviceId, category: item.category as ServiceCategory }
      : null;
  if (!isId(item.instanceId) || !keysAre(item, ['instanceId', 'count', 'billingPeriod'])) return null;
  const target: AddTarget = { instanceId: item.instanceId };
  if (item.count !== undefined) {
    if (!Number.isInteger(item.count) || (item.count as number) < 1 || (item.count as number) > 8) return null;
    target.count = item.count as number;
  }
  if (item.billingPeriod !== undefined) {
    if (item.billingPeriod !== 'monthly') return null;
    target.billingPeriod = 'monthly';
  }
  return target;
}

/** Reads and forgets the pending choice; anything but a known shape is dropped. */
export function takePendingCart(): PendingCart | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { targets?: unknown; billingPeriod?: unknown };
    if (typeof value !== 'object' || value === null || !keysAre(value, ['targets', 'billingPeriod'])) return null;
    if (!Array.isArray(value.targets) || value.targets.length === 0 || value.targets.length > MAX_TARGETS) return null;
    if (typeof value.billingPeriod !== 'string' || !PERIODS.includes(value.billingPeriod)) return null;
    const targets = value.targets.map(readTarget);
    if (targets.some((target) => target === null)) return null;
    return { targets: targets as AddTarget[], billingPeriod: value.billingPeriod as PendingCart['billingPeriod'] };
  } catch {
    return null;
  }
}
