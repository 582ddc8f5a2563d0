import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDue,
  creditToApply,
  creditToBalance,
  lineNetCents,
  splitPayment,
  unusedMonths,
  unusedMonthsCredit,
} from './balance';

const DAY = 86_400_000;

describe('unused months of an annual service', () => {
  const start = Date.UTC(2026, 0, 31, 10);
  it('counts the month under way as used', () => {
    expect(unusedMonths(start, start)).toBe(12);
    expect(unusedMonths(start, start + 1)).toBe(11);
    // Jan 31 + 1 month is Feb 28: still the first month until then.
    expect(unusedMonths(start, Date.UTC(2026, 1, 28, 10))).toBe(11);
    expect(unusedMonths(start, Date.UTC(2026, 1, 28, 10) + 1)).toBe(10);
    expect(unusedMonths(start, start + 400 * DAY)).toBe(0);
  });
  it('credits the price paid, a twelfth a month, after the discount', () => {
    expect(unusedMonthsCredit(27800, { subtotalCents: 27800, netCents: 27800 }, 11)).toBe(25483);
    expect(unusedMonthsCredit(27800, { subtotalCents: 27800, netCents: 25020 }, 12)).toBe(25020);
    expect(lineNetCents(10000, { subtotalCents: 20000, netCents: 18000 })).toBe(9000);
  });
});

describe('payments and credit', () => {
  it('splits a payment into what settles the invoice and credit', () => {
    expect(splitPayment(10000, 33082)).toEqual({ appliedCents: 10000, creditCents: 0 });
    expect(splitPayment(30000, 23082)).toEqual({ appliedCents: 23082, creditCents: 6918 });
    expect(creditToBalance(30325, 33082)).toBe(0);
    expect(creditToBalance(30325, 0)).toBe(30325);
    expect(creditToApply(500, 300)).toBe(300);
    expect(amountDue({ totalCents: 1000, creditAppliedCents: 100, paidCents: 200, creditedCents: 50 })).toBe(650);
  });

  it('the balance always equals the sum of its movements and never goes below zero (fast-check)', () => {
    // A model of an account: invoices issued (credit used first), payments (the excess becomes
    // credit), credit notes (what is not owed becomes credit). Each step records its movements.
    const step = fc.oneof(
      fc.record({ kind: fc.constant('invoice' as const), total: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({ kind: fc.constant('payment' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({ kind: fc.constant('creditNote' as const), total: fc.integer({ min: 1, max: 100_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let balance = 0;
        let due = 0;
        const movements: number[] = [];
        for (const s of steps) {
          if (s.kind === 'invoice') {
            const used = creditToApply(balance, s.total);
            if (used > 0) movements.push(-used);
            balance -= used;
            due += s.total - used;
          } else if (s.kind === 'payment') {
            const { appliedCents, creditCents } = splitPayment(s.amount, due);
            due -= appliedCents;
            if (creditCents > 0) movements.push(creditCents);
            balance += creditCents;
          } else {
            const toBalance = creditToBalance(s.total, due);
            due -= s.total - toBalance;
            if (toBalance > 0) movements.push(toBalance);
            balance += toBalance;
          }
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(due).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(movements.reduce((sum, m) => sum + m, 0));
        }
      }),
    );
  });
});
