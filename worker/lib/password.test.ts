import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses 100,000 PBKDF2 iterations: the production cap, never above it', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('stores a self-describing hash with a 16-byte random salt', async () => {
    const a = await hashPassword('Sunrise2026');
    const b = await hashPassword('Sunrise2026');
    expect(a).not.toBe(b);
    const [scheme, iterations, salt] = a.split('$');
    expect(scheme).toBe('pbkdf2_sha256');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt ?? '').length).toBe(16);
  });

  it('verifies the right password and refuses others, including lower stored counts', async () => {
    const stored = await hashPassword('Sunrise2026', 1000);
    expect(await verifyPassword('Sunrise2026', stored)).toBe(true);
    expect(await verifyPassword('sunrise2026', stored)).toBe(false);
    expect(await verifyPassword('Sunrise2026', 'garbage')).toBe(false);
    expect(await verifyPassword('Sunrise2026', stored.replace('$1000$', '$200000$'))).toBe(false);
  });

  it('compares bytes without an early exit', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
