/**
 * Status history arithmetic (docs/decisions/status-history-from-incident-files.md): daily bars and uptime of a component over a window of days
 * ending on a given UTC date, computed from incidents. Pure: the end date and "now" (where an
 * ongoing incident stops counting) are passed in, so tests never depend on today's date.
 *
 * Uptime counts major-outage minutes fully and partial-outage minutes at 30%; degraded
 * performance and maintenance do not count. Overlapping incidents are merged first, and a minute
 * that is both major and partial counts once, as major.
 */

export const impacts = ['major', 'partial', 'degraded', 'maintenance'] as const;
export type Impact = (typeof impacts)[number];

/** How much of a minute under each impact counts as downtime. */
export const impactWeight: Record<Impact, number> = { major: 1, partial: 0.3, degraded: 0, maintenance: 0 };

/** Severity for a day's colour: the worst impact of the day wins. */
const severity: Record<Impact, number> = { major: 4, partial: 3, degraded: 2, maintenance: 1 };

export const impactLabel: Record<Impact, string> = {
  major: 'Major outage',
  partial: 'Partial outage',
  degraded: 'Degraded performance',
  maintenance: 'Maintenance',
};

export interface UptimeIncident {
  id: string;
  title: string;
  start: Date;
  /** `null` while ongoing: it counts until `now`. */
  end: Date | null;
  /** Impact per component id. */
  impacts: Readonly<Record<string, Impact>>;
}

export interface DayBar {
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** Worst impact of the day, or `null` for a day without incidents. */
  worst: Impact | null;
  /** Uptime of the day in percent (0–100). */
  uptime: number;
  /** Incidents touching the component that day, in start order. */
  incidents: { id: string; title: string; impact: Impact }[];
}

export interface History {
  days: DayBar[];
  /** Uptime over the whole window in percent (0–100). */
  uptime: number;
}

const minute = 60_000;
const day = 24 * 60 * minute;

type Interval = [number, number];

/** Sorts and merges overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const merged: Interval[] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

function totalLength(intervals: readonly Interval[]): number {
  return intervals.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Length of `intervals` (merged) that is not covered by `cover` (merged). */
function lengthOutside(intervals: readonly Interval[], cover: readonly Interval[]): number {
  let outside = 0;
  for (const [a, b] of intervals) {
    let covered = 0;
    for (const [c, d] of cover) covered += Math.max(0, Math.min(b, d) - Math.max(a, c));
    outside += b - a - covered;
  }
  return outside;
}

/** Weighted downtime in ms of a component within [from, to). */
function downtime(spans: readonly { impact: Impact; span: Interval }[], from: number, to: number): number {
  const clip = (impact: Impact) =>
    mergeIntervals(
      spans
        .filter((s) => s.impact === impact)
        .map(({ span }): Interval => [Math.max(span[0], from), Math.min(span[1], to)]),
    );
  const major = clip('major');
  const partial = clip('partial');
  return totalLength(major) + impactWeight.partial * lengthOutside(partial, major);
}

/** Parses YYYY-MM-DD as midnight UTC. */
export function utcDay(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return ms;
}

/** The UTC date (YYYY-MM-DD) of an instant. */
export function isoDay(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Rounds a percentage down to two decimals, so any downtime at all shows below 100.00. */
/** Uptime over the last `count` days of a history (days are equal, so it is the mean of their uptimes). */
export function uptimeOfLast(history: History, count: number): number {
  const days = history.days.slice(-count);
  return days.length === 0 ? 100 : days.reduce((sum, d) => sum + d.uptime, 0) / days.length;
}

export function formatUptime(percent: number): string {
  return `${(Math.floor(percent * 100) / 100).toFixed(2)}%`;
}

/**
 * The daily bars of one component over `days` days ending on `endDate` (inclusive, UTC) and its
 * uptime over them. An ongoing incident counts until `now`; nothing after `now` counts.
 */
export function componentHistory(
  component: string,
  incidents: readonly UptimeIncident[],
  options: { endDate: string; now: Date; days?: number },
): History {
  const count = options.days ?? 90;
  const now = options.now.getTime();
  const windowEnd = utcDay(options.endDate) + day;
  const windowStart = windowEnd - count * day;
  const relevant = incidents
    .filter((incident) => incident.impacts[component] !== undefined)
    .map((incident) => {
      const impact = incident.impacts[component] as Impact;
      const start = incident.start.getTime();
      const end = Math.min(incident.end?.getTime() ?? now, now);
      return { incident, impact, span: [start, end] as Interval };
    })
    .filter(({ span }) => span[1] > span[0])
    .sort((a, b) => a.span[0] - b.span[0]);

  const days: DayBar[] = [];
  for (let from = windowStart; from < windowEnd; from += day) {
    const to = from + day;
    const touching = relevant.filter(({ span }) => span[0] < to && span[1] > from);
    const worst = touching.reduce<Impact | null>(
      (w, { impact }) => (w === null || severity[impact] > severity[w] ? impact : w),
      null,
    );
    days.push({
      date: isoDay(from),
      worst,
      uptime: 100 * (1 - downtime(touching, from, to) / day),
      incidents: touching.map(({ incident, impact }) => ({ id: incident.id, title: incident.title, impact })),
    });
  }
  const uptime = 100 * (1 - downtime(relevant, windowStart, windowEnd) / (windowEnd - windowStart));
  return { days, uptime };
}
