/**
 * The storefront's one pricing module: annual and effective monthly prices, line prices,
 * coupons, totals and byte formatting (hourly prices: hourly.ts). Pure; used by
 * the pages, the islands, the calculator and the worker.
 */
import { ANNUAL_DISCOUNT_PERCENT } from '../config';
import type { DiscountType } from './catalog';
import { couponValueLabel, dollars, formatMoney } from './money';

export { couponValueLabel, formatMoney };

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
 * A year's price: monthly × 12 × 0.8, rounded to whole dollars. The cap keeps a
 * price of a few cents from rounding up above twelve monthly payments.
 */
export function annualPrice(monthly: number): number {
  return Math.min(Math.round(monthly * 12 * ANNUAL_FACTOR), roundCents(monthly * 12));
}

/** What annual billing costs per month on the pricing page: round(monthly × 0.8). */
export function effectiveMonthlyPrice(monthly: number): number {
  return Math.min(Math.round(monthly * ANNUAL_FACTOR), monthly);
}

/** A cart line: the monthly price, or the year's price; a custom price (null) counts as 0. */
export function linePrice(monthly: number | null, period: BillingPeriod): number {
  if (monthly === null) return 0;
  return period === 'annual' ? annualPrice(monthly) : monthly;
}

export function subtotal(lines: readonly { monthlyPrice: number | null; billingPeriod: BillingPeriod }[]): number {
  return roundCents(lines.reduce((sum, line) => sum + linePrice(line.monthlyPrice, line.billingPeriod), 0));
}

/** Percentage: subtotal × value / 100; fixed: the value, capped at the subtotal. */
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

/** Catalog price as a label: "Free", "Custom" or "$X". */
export function priceLabel(monthly: number | null): string {
  if (monthly === null) return 'Custom';
  if (monthly === 0) return 'Free';
  return formatPrice(monthly);
}

/** The cart's price column: "$X/month" or "$X/year", "Custom" for a null price. */
export function cartPriceLabel(monthly: number | null, period: BillingPeriod): string {
  if (monthly === null) return 'Custom';
  return period === 'annual' ? `${formatPrice(annualPrice(monthly))}/year` : `${formatPrice(monthly)}/month`;
}

/** A whole number as it is ("640"), any other with 2 decimals ("1.50"): "640.00 GB" reads as noise. */
function amount(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** RAM and storage: bytes / 1024³, whole or with 2 decimals. */
export function formatGB(bytes: number): string {
  return `${amount(bytes / GB)} GB`;
}

/** Bandwidth: GB, or TB rescaled by 1024⁴ once it reaches 1 TB (docs/decisions/bandwidth-in-terabytes.md). */
export function formatBandwidth(bytes: number): string {
  return bytes >= TB ? `${amount(bytes / TB)} TB` : formatGB(bytes);
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
