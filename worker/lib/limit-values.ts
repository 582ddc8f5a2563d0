/**
 * A limit's value: "<requests>/<window>" parsed, and the waits a refusal names. Nothing here knows
 * the table of limits (lib/limits.ts), which reads its Worker vars with these.
 */
export type Limit = {
  /** Requests allowed in one window. */
  limit: number;
  /** Window length in ms; at most a day, since older counters are pruned. */
  windowMs: number;
};

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const DAY_MS = 86_400_000;

/** "300/1m" → {limit: 300, windowMs: 60000}; null for anything else (zero, over a day, junk). */
export function parseLimit(value: unknown): Limit | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])\s*$/.exec(value);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  if (limit < 1 || windowMs < 1000 || windowMs > DAY_MS) return null;
  return { limit, windowMs };
}

/** Seconds until a window that started at `windowStart` ends: what `Retry-After` says (at least 1). */
export function retryAfterSeconds(windowStart: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** "1 minute", "10 minutes", "24 hours": a wait or window, rounded up to whole minutes (hours past 90 minutes). */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes > 90) return `${Math.ceil(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
