/**
 * API tokens as scripts and CI send them (docs/decisions/api-tokens.md): `nmb_pat_`, 32 random bytes
 * in base62 (43 characters, zero-padded), and a CRC32 of those characters in base62 (6 characters).
 * The prefix lets secret scanners find a leaked token; the check characters let the Worker refuse a
 * mistyped or made-up one before it reads the database.
 */

import type { Action } from './teams';

export const TOKEN_PREFIX = 'nmb_pat_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256: 32 bytes always fit in 43 characters. */
export const TOKEN_BODY_LENGTH = 43;
/** 62^6 > 2^32: a CRC32 always fits in 6 characters. */
export const TOKEN_CHECK_LENGTH = 6;
/** The whole token, for secret scanners and the Worker's first look (docs/teams.md has it too). */
export const TOKEN_PATTERN = /^nmb_pat_[0-9A-Za-z]{49}$/;

export const TOKEN_SCOPES = [
  'orders:read',
  'orders:write',
  'cart:read',
  'cart:write',
  'billing:read',
  'catalog:read',
  'services:read',
  'services:write',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * What each scope lets a token do in the account's terms: a token acts within its maker's role, so
 * a scope their role cannot use is refused when the token is made. Reading the catalog needs no role.
 */
export const SCOPE_ACTIONS: Record<TokenScope, Action | null> = {
  'orders:read': 'orders:read',
  'orders:write': 'orders:place',
  'cart:read': 'cart:use',
  'cart:write': 'cart:use',
  'billing:read': 'billing:read',
  'catalog:read': null,
  'services:read': 'services:read',
  'services:write': 'services:cancel',
};

export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type TokenExpiryDays = (typeof TOKEN_EXPIRY_DAYS)[number];

/** `value` in base62, left-padded with zeros to `length` characters. */
export function toBase62(value: bigint, length: number): string {
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)] + text;
    rest /= 62n;
  }
  return text.padStart(length, '0');
}

const CRC_TABLE = /* @__PURE__ */ (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as zlib computes it) of an ASCII text. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) crc = (CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const checkOf = (body: string) => toBase62(BigInt(crc32(body)), TOKEN_CHECK_LENGTH);

/** A token from 32 random bytes. */
export function formatToken(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error('A token is made of 32 random bytes');
  const value = bytes.reduce((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
  const body = toBase62(value, TOKEN_BODY_LENGTH);
  return `${TOKEN_PREFIX}${body}${checkOf(body)}`;
}

/** Whether `text` looks like a token and its check characters match: nothing else is looked up. */
export function isWellFormedToken(text: string): boolean {
  if (!TOKEN_PATTERN.test(text)) return false;
  const body = text.slice(TOKEN_PREFIX.length, TOKEN_PREFIX.length + TOKEN_BODY_LENGTH);
  return text.slice(TOKEN_PREFIX.length + TOKEN_BODY_LENGTH) === checkOf(body);
}
