import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetReached, DAY_MS, percentsReached, percentUsed, reminderAt, suspensionAt } from './dunning';

describe('reminders and suspension', () => {
  const dueAt = Date.UTC(2026, 10, 12, 9, 30);

  it('reminds the day after the due date and 7 days later, and suspends 14 days after it', () => {
    expect(new Date(reminderAt(dueAt, 'first')).toISOString()).toBe('2026-11-13T09:30:00.000Z');
    expect(new Date(reminderAt(dueAt, 'second')).toISOString()).toBe('2026-11-20T09:30:00.000Z');
    expect(new Date(suspensionAt(dueAt)).toISOString()).toBe('2026-11-26T09:30:00.000Z');
    expect(reminderAt(dueAt, 'second') - reminderAt(dueAt, 'first')).toBe(7 * DAY_MS);
  });
});

describe('budgets', () => {
  it('reaches 50% of $10 at $5.00, 75% at $7.50 and the budget at $10.00', () => {
    expect(percentsReached(499, 10)).toEqual([]);
    expect(percentsReached(500, 10)).toEqual([50]);
    expect(percentsReached(749, 10)).toEqual([50]);
    expect(percentsReached(750, 10)).toEqual([50, 75]);
    expect(percentsReached(999, 10)).toEqual([50, 75]);
    expect(percentsReached(1000, 10)).toEqual([50, 75, 100]);
    expect(budgetReached(999, 10)).toBe(false);
    expect(budgetReached(1000, 10)).toBe(true);
    expect(percentUsed(540, 10)).toBe(54);
    expect(percentUsed(2100, 10)).toBe(210);
  });

  it('counts the budget reached exactly when 100% is among the thresholds reached', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 1, max: 1_000_000 }), (usage, budget) => {
        const reached = percentsReached(usage, budget);
        expect(reached.includes(100)).toBe(budgetReached(usage, budget));
        expect(percentUsed(usage, budget) >= 100).toBe(budgetReached(usage, budget));
        // A threshold reached means every lower one is reached too.
        expect(reached).toEqual([50, 75, 100].slice(0, reached.length));
      }),
    );
  });
});
