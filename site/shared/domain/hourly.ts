/**
 * Hourly prices: the hourly rate of a monthly price with its monthly cap, GPU hours, and
 * their labels. Pure; the pricing pages, the calculator and the plans API use it; the cart does not.
 */
import { formatMoney } from './money';
import { type BillingPeriod, formatPrice, roundCents } from './pricing';

/** Hours in a billing month for the hourly rate: 28 days × 24 h, so a full month always reaches the cap. */
export const HOURS_PER_BILLING_MONTH = 672;
/** Hours in an average month (365 × 24 / 12), for the "≈ $X/mo" of hourly-only GPU instances. */
export const HOURS_PER_AVERAGE_MONTH = 730;
/** The most hours a calendar month has (31 × 24): the calculator's limit for hours per month. */
export const MAX_HOURS_PER_MONTH = 744;

/**
 * The hourly rate of a monthly price: monthly ÷ 672, rounded half-up to three decimals:
 * $12/mo → $0.018/hr. Worked in whole cents and thousandths of a dollar, so no binary artefact
 * can tip a half the wrong way.
 */
export function hourlyRate(monthly: number): number {
  return hourlyRateMills(Math.round(monthly * 100)) / 1000;
}

/**
 * The same rate in thousandths of a dollar, from a monthly price in cents: what a service freezes
 * and metering multiplies, exact as an integer because the rate has three decimals.
 */
export function hourlyRateMills(monthlyCents: number): number {
  // round(cents × 10 / 672) half-up, in integers: floor((cents × 20 + 672) / 1344).
  return Math.floor((monthlyCents * 20 + HOURS_PER_BILLING_MONTH) / (2 * HOURS_PER_BILLING_MONTH));
}

/** A GPU instance's hourly price (dollars, at most three decimals) in thousandths of a dollar. */
export function gpuRateMills(hourly: number): number {
  return Math.round(hourly * 1000);
}

/** A catalog price's hourly rate, or null where none applies: free and custom prices (`GET /api/plans`). */
export function hourlyPrice(monthly: number | null): number | null {
  return monthly === null || monthly <= 0 ? null : hourlyRate(monthly);
}

/** What `hours` of a monthly-priced item cost when billed hourly: hours × rate, never above the monthly price. */
export function hourlyCharge(monthly: number, hours: number): number {
  return Math.min(roundCents(Math.max(0, hours) * hourlyRate(monthly)), monthly);
}

/** An hourly-only item (a GPU instance, no cap) for `hours`: hours × the hourly price, to cents. */
export function hourlyOnlyCharge(hourly: number, hours: number): number {
  return roundCents(Math.max(0, hours) * hourly);
}

/** The "≈ $X/mo" of an hourly-only item: 730 hours of it, $0.90/hr → $657. */
export function approxMonthly(hourly: number): number {
  return hourlyOnlyCharge(hourly, HOURS_PER_AVERAGE_MONTH);
}

const rate = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/** An hourly rate of a monthly price: "$0.018/hr", always three decimals. */
export function formatHourlyRate(value: number): string {
  return `${rate.format(value)}/hr`;
}

/**
 * The hourly line of a plan or VPS card, or null where none is shown: free and custom prices, and
 * annual billing (its discount applies to the monthly price and is not shown hourly).
 */
export function hourlyLabel(
  monthly: number | null,
  period: BillingPeriod = 'monthly',
): { rate: string; cap: string } | null {
  if (monthly === null || monthly <= 0 || period === 'annual') return null;
  return { rate: formatHourlyRate(hourlyRate(monthly)), cap: `billed hourly up to ${formatPrice(monthly)}/mo` };
}

/** The price of a GPU instance: "$0.90/hr" and "≈ $657/mo" for 730 hours. */
export function gpuPriceLabel(hourly: number): { rate: string; approx: string } {
  return {
    rate: `${formatMoney(hourly)}/hr`,
    approx: `≈ ${formatPrice(Math.round(approxMonthly(hourly)))}/mo`,
  };
}
