/**
 * The values of the limits table (lib/limits.ts): a Worker var's "<requests>/<window>" read (its
 * row's default when invalid), the wait a refusal names, and the default as the docs describe it.
 */
import { LIMITS, type Limit, type LimitName, type LimitVars } from './limits';

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

const warned = new Set<string>();

/** The limit `name` as the Worker's vars set it, or its default (warning once per isolate and value). */
export function limitOf(env: LimitVars, name: LimitName): Limit {
  const spec = LIMITS[name];
  const raw = env[spec.variable];
  const parsed = parseLimit(raw);
  if (parsed) return parsed;
  const fallback = parseLimit(spec.fallback) as Limit;
  const note = `${spec.variable}=${JSON.stringify(raw)}`;
  if (!warned.has(note)) {
    warned.add(note);
    console.warn(
      `Rate limit ${spec.variable} is ${raw === undefined ? 'not set' : `invalid (${JSON.stringify(raw)})`}; using the default ${spec.fallback}. Expected "<requests>/<window>" such as "300/1m", window at most 24h.`,
    );
  }
  return fallback;
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

/** The default as the document describes it: "300 per 1 minute", "100 per 1 hour". */
export function describeDefault(name: LimitName): string {
  const { limit, windowMs } = parseLimit(LIMITS[name].fallback) as Limit;
  const hours = windowMs / 3_600_000;
  const window = Number.isInteger(hours)
    ? `${hours} hour${hours === 1 ? '' : 's'}`
    : windowMs >= 60_000
      ? waitText(windowMs / 1000)
      : `${windowMs / 1000} seconds`;
  return `${limit} per ${window}`;
}
