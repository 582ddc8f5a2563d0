import { describe, expect, it } from 'vitest';
import { badgeIn, phase } from './timing';

const start = new Date('2026-11-28T02:00:00Z');
const end = new Date('2026-11-28T04:00:00Z');

describe('phase', () => {
  it.each([
    ['2026-11-28T01:59:59Z', 'before'],
    ['2026-11-28T02:00:00Z', 'during'],
    ['2026-11-28T03:59:59Z', 'during'],
    ['2026-11-28T04:00:00Z', 'after'],
  ] as const)('at %s a 02:00-04:00 window is %s', (at, expected) => {
    expect(phase(start, end, Date.parse(at))).toBe(expected);
  });

  it('an incident without an end never ends', () => {
    expect(phase(start, undefined, Date.parse('2030-01-01T00:00:00Z'))).toBe('during');
  });
});

describe('badgeIn', () => {
  it('a scheduled window is in progress during it and completed after', () => {
    expect(['before', 'during', 'after'].map((when) => badgeIn('scheduled', when as never))).toEqual([
      null,
      'in-progress',
      'completed',
    ]);
  });

  it('an incident keeps its status until its end, then reads resolved', () => {
    expect(badgeIn('monitoring', 'during')).toBeNull();
    expect(badgeIn('monitoring', 'after')).toBe('resolved');
    expect(badgeIn('resolved', 'after')).toBeNull();
  });
});
