/**
 * The values a service of an account takes (what a checkout line became), for the drizzle schema
 * and the API's schemas alike (docs/decisions/services-metered-by-the-hour.md).
 */

/** What a service runs: a plan, a catalog service (KVM VPS, dedicated server, add-on), a VPS size or a GPU instance. */
export const SERVICE_ITEM_KINDS = ['plan', 'service', 'vps', 'gpu'] as const;
export type ServiceItemKind = (typeof SERVICE_ITEM_KINDS)[number];

/** A service runs until it is cancelled; an ended one is kept, its hours are still invoiced. */
export const SERVICE_STATES = ['active', 'ended'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** The most GPU instances of one type a line may carry. */
export const MAX_GPU_COUNT = 8;

/** "2026-11": the calendar month (UTC) a monthly run invoices. */
export const USAGE_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
