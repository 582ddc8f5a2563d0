/**
 * Recovery codes: 10 single-use codes shown once when two-factor sign-in is turned on or the
 * codes are made anew. Each is 10 characters of Crockford base32 (50 random bits from
 * `crypto.getRandomValues`), shown as `XXXXX-XXXXX`. High-entropy and random, so a plain SHA-256 (of
 * the account's id and the code) is what D1 keeps; a slow password hash would add nothing.
 */
import { hashToken } from './tokens';

export const RECOVERY_CODE_COUNT = 10;
const LENGTH = 10;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // 256 is a multiple of 32: each byte's low five bits are uniform.
    const chars = [...crypto.getRandomValues(new Uint8Array(LENGTH))].map((byte) => ALPHABET[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The code as typed, read the Crockford way: case, spaces and hyphens ignored; I and L are 1, O is 0. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export function isRecoveryCodeShape(code: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normaliseRecoveryCode(code));
}

export function hashRecoveryCode(userId: string, code: string): Promise<string> {
  return hashToken(`${userId}:${normaliseRecoveryCode(code)}`);
}
