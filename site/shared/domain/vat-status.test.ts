import { describe, expect, it } from 'vitest';
import { freshlyConfirmed } from './vat-status';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);

describe('freshlyConfirmed: a VIES confirmation counts for 30 days', () => {
  it.each([
    ['confirmed just now', 'confirmed', NOW, true],
    ['confirmed exactly 30 days ago', 'confirmed', NOW - 30 * DAY, true],
    ['confirmed 30 days and a millisecond ago', 'confirmed', NOW - 30 * DAY - 1, false],
    ['confirmed 31 days ago', 'confirmed', NOW - 31 * DAY, false],
    ['not registered, asked just now', 'notRegistered', NOW, false],
    ['VIES unreachable just now', 'unreachable', NOW, false],
    ['never asked', null, null, false],
  ] as const)('%s → %s', (_, vatStatus, vatCheckedAt, expected) => {
    expect(freshlyConfirmed({ vatStatus, vatCheckedAt }, NOW)).toBe(expected);
  });
});
