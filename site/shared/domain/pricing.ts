/**
 * The storefront's one pricing module (spec §9): annual and effective monthly prices, hourly rates
 * with their monthly cap, GPU hours, line prices, coupons, totals and byte formatting. Pure; used by
 * the pages, the islands, the calculator and the worker.
 */
import { ANNUAL_DISCOUNT_PERCENT } from '../config';
import type { DiscountType } from './catalog';
import { dollars, formatMoney } from './money';

export { formatMoney };

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export type Discount = { discountType: DiscountType; discountValue: number };

const ANNUAL_FACTOR = 1 - ANNUAL_DISCOUNT_PERCENT / 100;
const GB = 1024 ** 3;
const TB = 1024 ** 4;

/** Rounds to cents, avoiding binary artefacts such as 1.005 → 1.00. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * A year's price: monthly × 12 × 0.8, rounded to whole dollars (spec §9). The cap keeps a
 * price of a few cents from rounding up above twelve monthly payments.
 */
export function annualPrice(monthly: number): number {
  return Math.min(Math.round(monthly * 12 * ANNUAL_FACTOR), roundCents(monthly * 12));
}

/** What annual billing costs per month on the pricing page: round(monthly × 0.8). */
export function effectiveMonthlyPrice(monthly: number): number {
  return Math.min(Math.round(monthly * ANNUAL_FACTOR), monthly);
}

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
  const cents = Math.round(monthly * 100);
  // round(cents × 10 / 672) half-up, in integers: floor((cents × 20 + 672) / 1344).
  return Math.floor((cents * 20 + HOURS_PER_BILLING_MONTH) / (2 * HOURS_PER_BILLING_MONTH)) / 1000;
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

/** A cart line: the monthly price, or the year's price; a custom price (null) counts as 0. */
export function linePrice(monthly: number | null, period: BillingPeriod): number {
  if (monthly === null) return 0;
  return period === 'annual' ? annualPrice(monthly) : monthly;
}

export function subtotal(lines: readonly { monthlyPrice: number | null; billingPeriod: BillingPeriod }[]): number {
  return roundCents(lines.reduce((sum, line) => sum + linePrice(line.monthlyPrice, line.billingPeriod), 0));
}

/** Percentage: subtotal × value / 100; fixed: the value, capped at the subtotal (spec §9). */
export function discountAmount(sub: number, coupon: Discount | null): number {
  if (!coupon || sub <= 0) return 0;
  const value = Math.max(0, coupon.discountValue);
  const raw = coupon.discountType === 'percentage' ? (sub * Math.min(value, 100)) / 100 : Math.min(value, sub);
  return Math.min(roundCents(raw), sub);
}

/** Subtotal minus discount, to 2 decimals, never below 0. */
export function total(sub: number, coupon: Discount | null): number {
  return Math.max(0, roundCents(sub - discountAmount(sub, coupon)));
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$5", "$3.99", "$1,200": cents only when there are some. */
export function formatPrice(value: number): string {
  return Number.isInteger(value) ? wholeDollars.format(value) : dollars.format(value);
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
    approx: `≈ ${wholeDollars.format(Math.round(approxMonthly(hourly)))}/mo`,
  };
}

/** Catalog price as a label: "Free", "Custom" or "$X". */
export function priceLabel(monthly: number | null): string {
  if (monthly === null) return 'Custom';
  if (monthly === 0) return 'Free';
  return formatPrice(monthly);
}

/** The cart's price column: "$X/month" or "$X/year" (spec §9), "Custom" for a null price. */
export function cartPriceLabel(monthly: number | null, period: BillingPeriod): string {
  if (monthly === null) return 'Custom';
  return period === 'annual' ? `${formatPrice(annualPrice(monthly))}/year` : `${formatPrice(monthly)}/month`;
}

/** A coupon's value as the cart shows it: "10%" or "$5.00". */
export function couponValueLabel(coupon: Discount): string {
  return coupon.discountType === 'percentage' ? `${coupon.discountValue}%` : formatMoney(coupon.discountValue);
}

/** RAM and storage: bytes / 1024³ with 2 decimals (spec §9). */
export function formatGB(bytes: number): string {
  return `${(bytes / GB).toFixed(2)} GB`;
}

/** Bandwidth: GB, or TB rescaled by 1024⁴ once it reaches 1 TB (docs/decisions/bandwidth-in-terabytes.md). */
export function formatBandwidth(bytes: number): string {
  return bytes >= TB ? `${(bytes / TB).toFixed(2)} TB` : formatGB(bytes);
}

/** Compact sizes for cards: "512 MB", "8 GB", "1.5 TB". */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
}
