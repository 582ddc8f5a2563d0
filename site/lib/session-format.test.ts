import { describe, expect, it } from 'vitest';
import { formatRelative, isMobileDevice } from './session-format';

const NOW = Date.parse('2026-11-23T18:30:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelative', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 30, '5 minutes ago'],
    [59 * 60, '59 minutes ago'],
    [60 * 60, '1 hour ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [45 * 86_400, 'last month'],
    [400 * 86_400, 'last year'],
  ])('%i seconds ago is "%s"', (seconds, text) => {
    expect(formatRelative(ago(seconds), NOW)).toBe(text);
  });
});

describe('isMobileDevice', () => {
  it.each([
    ['Safari on iPhone', true],
    ['Chrome on Android', true],
    ['Chrome on Linux', false],
    ['Safari on iPad', false],
    ['Unknown device', false],
  ])('%s → %s', (device, mobile) => {
    expect(isMobileDevice(device)).toBe(mobile);
  });
});
