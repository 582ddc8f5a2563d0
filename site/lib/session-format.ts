/** How the Security section shows times and devices (docs/decisions/sessions-and-devices.md). Pure; for the islands. */

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "November 23, 2026 at 6:30 PM", in the reader's time zone: the title of a relative time. */
export const formatExact = (iso: string) => exactFormat.format(new Date(iso));

const STEPS: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60 * 60, 60, 'minute'],
  [24 * 60 * 60, 60 * 60, 'hour'],
  [30 * 24 * 60 * 60, 24 * 60 * 60, 'day'],
  [365 * 24 * 60 * 60, 30 * 24 * 60 * 60, 'month'],
  [Number.POSITIVE_INFINITY, 365 * 24 * 60 * 60, 'year'],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago". A time slightly ahead (clock skew) is "just now". */
export function formatRelative(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (seconds < 60) return 'just now';
  const [, size, unit] = STEPS.find(([limit]) => seconds < limit) as (typeof STEPS)[number];
  return relativeFormat.format(-Math.floor(seconds / size), unit);
}

/** Phones get a phone icon, everything else a screen. */
export const isMobileDevice = (device: string) => /\b(?:iPhone|iPod|Android)\b/.test(device);
