import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  componentHistory,
  formatUptime,
  type Impact,
  impacts,
  mergeIntervals,
  type UptimeIncident,
  uptimeOfLast,
} from './uptime';

const endDate = '2026-11-23';
const now = new Date('2026-11-23T12:00:00Z');
const windowMinutes = 90 * 24 * 60;

function incident(id: string, start: string, end: string | null, impact: Impact, component = 'api'): UptimeIncident {
  return {
    id,
    title: `Incident ${id}`,
    start: new Date(start),
    end: end ? new Date(end) : null,
    impacts: { [component]: impact },
  };
}

/** Uptime of a window in which `minutes` count as down. */
const expected = (minutes: number) => 100 * (1 - minutes / windowMinutes);

describe('componentHistory', () => {
  it('has 90 daily bars ending on the end date, all clear without incidents', () => {
    const { days, uptime } = componentHistory('api', [], { endDate, now });
    expect(days).toHaveLength(90);
    expect(days[89]?.date).toBe('2026-11-23');
    expect(days[0]?.date).toBe('2026-08-26');
    expect(days.every((d) => d.worst === null && d.uptime === 100)).toBe(true);
    expect(uptime).toBe(100);
  });

  it('counts a major outage fully', () => {
    const { uptime, days } = componentHistory(
      'api',
      [incident('a', '2026-11-12T09:30:00Z', '2026-11-12T10:30:00Z', 'major')],
      {
        endDate,
        now,
      },
    );
    expect(uptime).toBeCloseTo(expected(60), 10);
    const bar = days.find((d) => d.date === '2026-11-12');
    expect(bar?.worst).toBe('major');
    expect(bar?.uptime).toBeCloseTo(100 * (1 - 60 / 1440), 10);
    expect(bar?.incidents).toEqual([{ id: 'a', title: 'Incident a', impact: 'major' }]);
  });

  it('counts a partial outage at 30%', () => {
    const { uptime } = componentHistory(
      'api',
      [incident('p', '2026-11-01T00:00:00Z', '2026-11-01T01:40:00Z', 'partial')],
      {
        endDate,
        now,
      },
    );
    expect(uptime).toBeCloseTo(expected(30), 10);
  });

  it('does not count degraded performance or maintenance, but colours the day', () => {
    const { uptime, days } = componentHistory(
      'api',
      [
        incident('d', '2026-11-02T00:00:00Z', '2026-11-02T05:00:00Z', 'degraded'),
        incident('m', '2026-11-03T02:00:00Z', '2026-11-03T04:00:00Z', 'maintenance'),
      ],
      { endDate, now },
    );
    expect(uptime).toBe(100);
    expect(days.find((d) => d.date === '2026-11-02')?.worst).toBe('degraded');
    expect(days.find((d) => d.date === '2026-11-03')?.worst).toBe('maintenance');
    expect(days.find((d) => d.date === '2026-11-03')?.uptime).toBe(100);
  });

  it('merges overlapping incidents, and a minute both major and partial counts once as major', () => {
    const { uptime, days } = componentHistory(
      'api',
      [
        incident('a', '2026-11-05T10:00:00Z', '2026-11-05T11:00:00Z', 'major'),
        incident('b', '2026-11-05T10:30:00Z', '2026-11-05T11:30:00Z', 'major'),
        incident('c', '2026-11-05T11:00:00Z', '2026-11-05T13:00:00Z', 'partial'),
      ],
      { endDate, now },
    );
    // major 10:00–11:30 = 90 min; partial outside major 11:30–13:00 = 90 min × 0.3 = 27.
    expect(uptime).toBeCloseTo(expected(90 + 27), 10);
    expect(days.find((d) => d.date === '2026-11-05')?.incidents.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('splits an incident across midnight between both days', () => {
    const { days, uptime } = componentHistory(
      'api',
      [incident('n', '2026-10-30T23:00:00Z', '2026-10-31T01:00:00Z', 'major')],
      {
        endDate,
        now,
      },
    );
    const before = days.find((d) => d.date === '2026-10-30');
    const after = days.find((d) => d.date === '2026-10-31');
    expect(before?.worst).toBe('major');
    expect(after?.worst).toBe('major');
    expect(before?.uptime).toBeCloseTo(100 * (1 - 60 / 1440), 10);
    expect(after?.uptime).toBeCloseTo(100 * (1 - 60 / 1440), 10);
    expect(uptime).toBeCloseTo(expected(120), 10);
  });

  it('counts an ongoing incident until now and nothing after', () => {
    const { days, uptime } = componentHistory('api', [incident('o', '2026-11-23T10:00:00Z', null, 'major')], {
      endDate,
      now,
    });
    expect(days[89]?.worst).toBe('major');
    expect(uptime).toBeCloseTo(expected(120), 10);
  });

  it('ignores incidents outside the window, of other components, and not yet started', () => {
    const { uptime, days } = componentHistory(
      'api',
      [
        incident('old', '2026-08-25T10:00:00Z', '2026-08-25T12:00:00Z', 'major'),
        incident('other', '2026-11-10T10:00:00Z', '2026-11-10T12:00:00Z', 'major', 'cdn'),
        incident('future', '2026-11-28T02:00:00Z', '2026-11-28T04:00:00Z', 'maintenance'),
      ],
      { endDate, now },
    );
    expect(uptime).toBe(100);
    expect(days.every((d) => d.worst === null)).toBe(true);
  });

  it('rejects a malformed end date', () => {
    expect(() => componentHistory('api', [], { endDate: '2026-13-01', now })).toThrow(/YYYY-MM-DD/);
  });
});

describe('mergeIntervals', () => {
  it('merges touching and overlapping intervals and drops empty ones', () => {
    expect(
      mergeIntervals([
        [5, 7],
        [1, 3],
        [3, 4],
        [6, 9],
        [10, 10],
      ]),
    ).toEqual([
      [1, 4],
      [5, 9],
    ]);
  });
});

describe('formatUptime', () => {
  it('rounds down to two decimals', () => {
    expect(formatUptime(100)).toBe('100.00%');
    expect(formatUptime(99.999)).toBe('99.99%');
    expect(formatUptime(99.956)).toBe('99.95%');
  });
});

const windowStart = Date.parse('2026-08-26T00:00:00Z');
const windowEnd = Date.parse('2026-11-24T00:00:00Z');
const arbIncident = fc
  .record({
    start: fc.integer({ min: windowStart - 5 * 86_400_000, max: windowEnd }),
    length: fc.integer({ min: 0, max: 3 * 86_400_000 }),
    ongoing: fc.boolean(),
    impact: fc.constantFrom(...impacts),
  })
  .map(
    ({ start, length, ongoing, impact }): UptimeIncident => ({
      id: `i${start}-${length}`,
      title: 't',
      start: new Date(start),
      end: ongoing ? null : new Date(start + length),
      impacts: { api: impact },
    }),
  );

describe('uptime properties', () => {
  it('uptime of the window and of every day stays within 0–100', () => {
    fc.assert(
      fc.property(fc.array(arbIncident, { maxLength: 12 }), (list) => {
        const { uptime, days } = componentHistory('api', list, { endDate, now });
        expect(uptime).toBeGreaterThanOrEqual(0);
        expect(uptime).toBeLessThanOrEqual(100);
        for (const d of days) {
          expect(d.uptime).toBeGreaterThanOrEqual(0);
          expect(d.uptime).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('more outage never raises uptime', () => {
    fc.assert(
      fc.property(fc.array(arbIncident, { maxLength: 10 }), arbIncident, (list, extra) => {
        const before = componentHistory('api', list, { endDate, now }).uptime;
        const after = componentHistory('api', [...list, extra], { endDate, now }).uptime;
        expect(after).toBeLessThanOrEqual(before + 1e-9);
      }),
    );
  });

  it('a major outage never counts less than the same outage as partial', () => {
    fc.assert(
      fc.property(arbIncident, (one) => {
        const major = componentHistory('api', [{ ...one, impacts: { api: 'major' } }], { endDate, now }).uptime;
        const partial = componentHistory('api', [{ ...one, impacts: { api: 'partial' } }], { endDate, now }).uptime;
        expect(major).toBeLessThanOrEqual(partial + 1e-9);
      }),
    );
  });
});

describe('uptimeOfLast', () => {
  it('is the uptime of the last days only, as a phone shows them', () => {
    const day = (uptime: number) => ({ date: '2026-11-01', worst: null, uptime, incidents: [] });
    const history = { days: [day(40), ...Array.from({ length: 29 }, () => day(100)), day(70)], uptime: 0 };
    expect(uptimeOfLast(history, 30)).toBe(99);
    expect(uptimeOfLast(history, 90)).toBeCloseTo((40 + 29 * 100 + 70) / 31);
  });
});
