/**
 * The price calculator's model (docs/decisions/calculator-state-in-the-url.md): an estimate of plans, VPS sizes, GPU instances, services
 * and add-ons with one billing period, its lines and totals from the one pricing module (docs/decisions/annual-price-rounding.md, docs/decisions/hourly-prices.md),
 * and its form in the URL. Pure, so the island, its store and the tests share it.
 */

import { cartErrors } from '../shared/api/cart-messages';
import { MAX_GPU_COUNT } from '../shared/domain/account-services';
import type { ServiceCategory } from '../shared/domain/catalog';
import { HOURS_PER_AVERAGE_MONTH, hourlyOnlyCharge, hourlyRate, MAX_HOURS_PER_MONTH } from '../shared/domain/hourly';
import { annualPrice, type BillingPeriod, roundCents } from '../shared/domain/pricing';

/** The catalog the calculator prices from: the pages' catalog files, reduced to what it needs. */
export type EstimateCatalog = {
  plans: { id: string; name: string; monthlyPrice: number | null }[];
  vps: { id: string; name: string; monthlyPrice: number }[];
  gpus: { id: string; name: string; hourlyPrice: number }[];
  services: {
    id: string;
    name: string;
    category: ServiceCategory;
    monthlyPrice: number | null;
    isOutOfStock: boolean;
  }[];
};

/**
 * What the visitor chose. Plans and services are in or out (the cart holds one line per item,
 * one cart line per item); VPS sizes have a count, GPU instances a count and hours a month.
 */
export type Estimate = {
  period: BillingPeriod;
  plans: string[];
  services: string[];
  vps: Record<string, number>;
  gpus: Record<string, { count: number; hours: number }>;
};

export const MAX_COUNT = 99;
/** A GPU row starts at an always-on month, the hours its "≈ $X/mo" is priced for (docs/decisions/hourly-prices.md). */
export const DEFAULT_GPU_HOURS = HOURS_PER_AVERAGE_MONTH;

export function emptyEstimate(period: BillingPeriod = 'monthly'): Estimate {
  return { period, plans: [], services: [], vps: {}, gpus: {} };
}

export const estimateMessages = {
  malformedLink: 'That estimate link could not be read, so the calculator starts empty. Choose what you need below.',
  vpsOnePerLine: 'The cart holds one of each VPS size: set its count to 1 to add it, and order more after.',
  nothingToAdd:
    'Nothing in this estimate can go in the cart: custom-priced and out-of-stock items are ordered through sales.',
  added: (count: number) => `Added ${count} ${count === 1 ? 'item' : 'items'} to your cart.`,
  linkCopied: 'Link to this estimate copied.',
} as const;

export type LineKind = 'plan' | 'vps' | 'gpu' | 'service';

/** One priced line of an estimate. */
export type EstimateLine = {
  kind: LineKind;
  id: string;
  name: string;
  /** A service's category (the cart asks for it), else null. */
  category: ServiceCategory | null;
  count: number;
  /** Hours a month (GPU instances only). */
  hours: number | null;
  /** Catalog price a month, null for custom pricing; GPU instances have none. */
  monthlyPrice: number | null;
  /** The line's cost for a month billed monthly. */
  monthly: number;
  /** The line's cost for a year with the estimate's billing period (annual rounding for annual billing; GPU hours are never discounted). */
  yearly: number;
  /** The line's hourly rate where hourly billing applies (plans, VPS, GPU), else null. */
  hourly: number | null;
  /** Why it cannot go in the cart, or null when it can. */
  notCartable: string | null;
};

const monthlyCost = (price: number | null) => price ?? 0;

function yearOf(price: number | null, period: BillingPeriod): number {
  const monthly = monthlyCost(price);
  return period === 'annual' ? annualPrice(monthly) : roundCents(monthly * 12);
}

/** The estimate's lines in catalog order, unknown ids left out. */
export function estimateLines(estimate: Estimate, catalog: EstimateCatalog): EstimateLine[] {
  const { period } = estimate;
  const lines: EstimateLine[] = [];
  for (const plan of catalog.plans) {
    if (!estimate.plans.includes(plan.id)) continue;
    lines.push({
      kind: 'plan',
      category: null,
      id: plan.id,
      name: plan.name,
      count: 1,
      hours: null,
      monthlyPrice: plan.monthlyPrice,
      monthly: monthlyCost(plan.monthlyPrice),
      yearly: yearOf(plan.monthlyPrice, period),
      hourly: plan.monthlyPrice ? hourlyRate(plan.monthlyPrice) : null,
      notCartable: plan.monthlyPrice === null ? cartErrors.customPrice : null,
    });
  }
  for (const vps of catalog.vps) {
    const count = estimate.vps[vps.id] ?? 0;
    if (count < 1) continue;
    lines.push({
      kind: 'vps',
      category: null,
      id: vps.id,
      name: vps.name,
      count,
      hours: null,
      monthlyPrice: vps.monthlyPrice,
      monthly: roundCents(count * vps.monthlyPrice),
      yearly: roundCents(count * yearOf(vps.monthlyPrice, period)),
      hourly: roundThousandths(count * hourlyRate(vps.monthlyPrice)),
      // One cart line per item, and only a GPU line takes a count (docs/decisions/vps-and-gpus-orderable.md).
      notCartable: count === 1 ? null : estimateMessages.vpsOnePerLine,
    });
  }
  for (const gpu of catalog.gpus) {
    const chosen = estimate.gpus[gpu.id];
    if (!chosen || chosen.count < 1) continue;
    const monthly = hourlyOnlyCharge(gpu.hourlyPrice * chosen.count, chosen.hours);
    lines.push({
      kind: 'gpu',
      category: null,
      id: gpu.id,
      name: gpu.name,
      count: chosen.count,
      hours: chosen.hours,
      monthlyPrice: null,
      monthly,
      // Billed by the hour whatever the period: no annual discount (docs/decisions/hourly-prices.md).
      yearly: roundCents(monthly * 12),
      hourly: roundCents(gpu.hourlyPrice * chosen.count),
      notCartable: chosen.count <= MAX_GPU_COUNT ? null : cartErrors.tooMany,
    });
  }
  for (const service of catalog.services) {
    if (!estimate.services.includes(service.id)) continue;
    const vpsLike = service.category === 'kvmVps' && service.monthlyPrice;
    lines.push({
      kind: 'service',
      category: service.category,
      id: service.id,
      name: service.name,
      count: 1,
      hours: null,
      monthlyPrice: service.monthlyPrice,
      monthly: monthlyCost(service.monthlyPrice),
      yearly: yearOf(service.monthlyPrice, period),
      hourly: vpsLike ? hourlyRate(vpsLike) : null,
      notCartable:
        service.monthlyPrice === null ? cartErrors.customPrice : service.isOutOfStock ? cartErrors.outOfStock : null,
    });
  }
  return lines;
}

/**
 * One item as `POST /api/cart/add` takes it. A GPU carries its count and is always billed monthly,
 * by the hour, whatever the estimate's period (docs/decisions/vps-and-gpus-orderable.md).
 */
export type CartTarget =
  | { planId: string }
  | { serviceId: string; category: ServiceCategory }
  | { instanceId: string }
  | { instanceId: string; count: number; billingPeriod: 'monthly' };

/** What "Add to cart" sends: every line the cart can hold, each once (docs/decisions/one-cart-line-per-item.md, docs/decisions/calculator-state-in-the-url.md). */
export function cartTargets(lines: readonly EstimateLine[]): CartTarget[] {
  return lines.flatMap((line): CartTarget[] => {
    if (line.notCartable !== null) return [];
    if (line.kind === 'plan') return [{ planId: line.id }];
    if (line.kind === 'service' && line.category) return [{ serviceId: line.id, category: line.category }];
    if (line.kind === 'vps') return [{ instanceId: line.id }];
    if (line.kind === 'gpu') return [{ instanceId: line.id, count: line.count, billingPeriod: 'monthly' }];
    return [];
  });
}

function roundThousandths(value: number): number {
  return Math.round((value + Number.EPSILON) * 1000) / 1000;
}

export type EstimateTotals = {
  /** The sum of the hourly rates of the lines billed hourly, or null when none is (or billing is annual). */
  hourly: number | null;
  /** Billed monthly: the month's total. Billed annually: the year's total over 12 months. */
  monthly: number;
  /** A year at the estimate's billing period. */
  annual: number;
  /** What one invoice of the period comes to: the month's or the year's total. */
  perPeriod: number;
  /** Lines that count 0 because their price is custom (docs/decisions/coupons-are-server-data.md). */
  customCount: number;
};

export function estimateTotals(lines: readonly EstimateLine[], period: BillingPeriod): EstimateTotals {
  const hourlyLines = lines.filter((line) => line.hourly !== null);
  const monthSum = roundCents(lines.reduce((sum, line) => sum + line.monthly, 0));
  const annual = roundCents(lines.reduce((sum, line) => sum + line.yearly, 0));
  const monthly = period === 'annual' ? roundCents(annual / 12) : monthSum;
  return {
    hourly:
      period === 'monthly' && hourlyLines.length > 0
        ? roundThousandths(hourlyLines.reduce((sum, line) => sum + (line.hourly ?? 0), 0))
        : null,
    monthly,
    annual,
    perPeriod: period === 'annual' ? annual : monthly,
    customCount: lines.filter((line) => line.monthlyPrice === null && line.kind !== 'gpu').length,
  };
}

// The URL form: ?billing=annual&plans=starter,pro&services=ddos&vps=standard-1:2&gpus=ai-basic:1:200
const KEYS = ['billing', 'plans', 'services', 'vps', 'gpus'] as const;
const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

function whole(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** Writes an estimate as URL search parameters; empty parts are left out, so an empty estimate is "". */
export function encodeEstimate(estimate: Estimate): string {
  const params = new URLSearchParams();
  if (estimate.period === 'annual') params.set('billing', 'annual');
  if (estimate.plans.length) params.set('plans', estimate.plans.join(','));
  if (estimate.services.length) params.set('services', estimate.services.join(','));
  const vps = Object.entries(estimate.vps).filter(([, count]) => count > 0);
  if (vps.length) params.set('vps', vps.map(([id, count]) => `${id}:${count}`).join(','));
  const gpus = Object.entries(estimate.gpus).filter(([, gpu]) => gpu.count > 0);
  if (gpus.length) params.set('gpus', gpus.map(([id, gpu]) => `${id}:${gpu.count}:${gpu.hours}`).join(','));
  // Commas and colons are safe in a query; keeping them readable makes a shared link legible.
  return params.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
}

export type DecodeResult = { estimate: Estimate; malformed: boolean };

/**
 * Reads an estimate from a URL's search part. Parameters it does not know (a campaign tag) are
 * ignored; a known one that cannot be read, an unknown item or a repeated one gives an empty
 * estimate marked malformed, never an exception.
 */
export function decodeEstimate(search: string, catalog: EstimateCatalog): DecodeResult {
  const empty = { estimate: emptyEstimate(), malformed: true };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return empty;
  }
  if (KEYS.some((key) => params.getAll(key).length > 1)) return empty;
  const billing = params.get('billing');
  if (billing !== null && billing !== 'annual' && billing !== 'monthly') return empty;
  const list = (key: (typeof KEYS)[number]) => {
    const value = params.get(key);
    return value === null ? [] : value.split(',');
  };
  const known = (ids: string[], items: { id: string }[]) =>
    ids.every((id) => ID.test(id) && items.some((item) => item.id === id)) && new Set(ids).size === ids.length;

  const plans = list('plans');
  const services = list('services');
  if (!known(plans, catalog.plans) || !known(services, catalog.services)) return empty;

  const vps: Estimate['vps'] = {};
  for (const part of list('vps')) {
    const [id = '', countText, extra] = part.split(':');
    const count = whole(countText, 1, MAX_COUNT);
    if (extra !== undefined || count === null || !known([id], catalog.vps) || id in vps) return empty;
    vps[id] = count;
  }
  const gpus: Estimate['gpus'] = {};
  for (const part of list('gpus')) {
    const [id = '', countText, hoursText, extra] = part.split(':');
    const count = whole(countText, 1, MAX_COUNT);
    const hours = whole(hoursText, 0, MAX_HOURS_PER_MONTH);
    if (extra !== undefined || count === null || hours === null || !known([id], catalog.gpus) || id in gpus)
      return empty;
    gpus[id] = { count, hours };
  }
  return {
    estimate: { period: billing === 'annual' ? 'annual' : 'monthly', plans, services, vps, gpus },
    malformed: false,
  };
}
