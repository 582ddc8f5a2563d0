import { describe, expect, it } from 'vitest';
import { SIGN_IN_METHOD_LABELS, SIGN_IN_OUTCOME_LABELS } from './sign-ins';

describe('sign-in history labels', () => {
  it.each([
    ['success', 'Success', undefined],
    ['failure', 'Failed', undefined],
    ['locked', 'Blocked', 'too many attempts'],
  ] as const)('outcome %s reads "%s"', (outcome, label, detail) => {
    expect(SIGN_IN_OUTCOME_LABELS[outcome]).toEqual(detail ? { label, detail } : { label });
  });

  it('tells every outcome apart in words, not colour alone', () => {
    const labels = Object.values(SIGN_IN_OUTCOME_LABELS).map(({ label }) => label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['password', 'Password'],
    ['totp', 'Authenticator code'],
    ['recovery-code', 'Recovery code'],
    ['passkey', 'Passkey'],
    ['password-reset', 'Password reset'],
  ] as const)('method %s reads "%s"', (method, label) => {
    expect(SIGN_IN_METHOD_LABELS[method]).toBe(label);
  });
});
