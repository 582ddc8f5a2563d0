/**
 * What a service costs in a calendar month (UTC), in whole cents (docs/decisions/services-metered-by-the-hour.md):
 * hours are counted by the started hour from the service's `meteredFrom`, so an hour that starts in
 * one month belongs to that month alone. Monthly plans, VPS sizes and catalog services pay those hours
 * at their hourly rate (hourly.ts) up to the monthly price; GPU instances pay hours × count with no
 * cap; annual items are paid in advance and never metered. Pure; the Worker and the pages use it.
 */
import type { ServiceItemKind } from './account-services';
import type { BillingPeriod } from './pricing';

export const HOUR_MS = 3_600_000;

/** The hours a service started from `from` has begun before `until`: a started hour counts whole. */
export function startedHours(from: number, until: number): number {
  return until <= from ? 0 : Math.ceil((until - from) / HOUR_MS);
}

/** "2026-11" of a time (UTC). */
export function monthOf(time: number): string {
  const date = new Date(time);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month before the one `time` falls in: what a run on the 1st invoices. */
export function previousMonth(time: number): string {
  const date = new Date(time);
  return monthOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
}

/** A month's first instant and the first instant of the next (UTC, ms). */
export function monthWindow(month: string): { start: number; end: number } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { start: Date.UTC(year, index - 1, 1), end: Date.UTC(year, index, 1) };
}

/** How a service is charged: hours up to the monthly price, hours with no cap, or not at all (paid in advance). */
export type Metering = 'capped' | 'uncapped' | 'prepaid';

export function meteringOf(kind: ServiceItemKind, period: BillingPeriod): Metering {
  if (period === 'annual') return 'prepaid';
  return kind === 'gpu' ? 'uncapped' : 'capped';
}

/** What metering needs of a service: its frozen prices, count, and when it ran. */
export type MeteredService = {
  itemKind: ServiceItemKind;
  billingPeriod: BillingPeriod;
  count: number;
  monthlyPriceCents: number;
  hourlyRateMills: number;
  meteredFrom: number;
  endedAt: number | null;
};

/**
 * The started hours of `service` that fall in `month`, counted up to `now` (a month still running is
 * counted so far; an ended service stops with its last started hour).
 */
export function hoursInMonth(service: MeteredService, month: string, now: number): number {
  const { start, end } = monthWindow(month);
  const until = Math.min(end, now, service.endedAt ?? Number.POSITIVE_INFINITY);
  const from = service.meteredFrom;
  return Math.max(0, startedHours(from, until) - startedHours(from, Math.max(start, from)));
}

/** Thousandths of a dollar to cents, half up. */
export function millsToCents(mills: number): number {
  return Math.floor((mills + 5) / 10);
}

export type Charge = { hours: number; amountCents: number; capped: boolean };

/** What `hours` of the service cost in one month: hours × count × rate, capped at count × the monthly price where that applies. */
export function chargeFor(service: MeteredService, hours: number): Charge {
  const metering = meteringOf(service.itemKind, service.billingPeriod);
  if (metering === 'prepaid') return { hours: 0, amountCents: 0, capped: false };
  const raw = millsToCents(hours * service.count * service.hourlyRateMills);
  if (metering === 'uncapped') return { hours, amountCents: raw, capped: false };
  const cap = service.count * service.monthlyPriceCents;
  return raw > cap ? { hours, amountCents: cap, capped: true } : { hours, amountCents: raw, capped: false };
}

/** The month's charge of a service up to `now`. */
export function monthCharge(service: MeteredService, month: string, now: number): Charge {
  return chargeFor(service, hoursInMonth(service, month, now));
}

/** The month's charge if nothing changes: a service still running runs to the month's end. */
export function monthForecast(service: MeteredService, month: string): Charge {
  return chargeFor(service, hoursInMonth(service, month, monthWindow(month).end));
}
