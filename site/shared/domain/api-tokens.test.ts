import { describe, expect, it } from 'vitest';
import { crc32, formatToken, isWellFormedToken, TOKEN_PATTERN, toBase62 } from './api-tokens';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const random = () => crypto.getRandomValues(new Uint8Array(32));

describe('API token format', () => {
  it('is nmb_pat_, 43 base62 characters and 6 check characters', () => {
    for (let i = 0; i < 50; i++) {
      const token = formatToken(random());
      expect(token).toMatch(TOKEN_PATTERN);
      expect(token).toHaveLength(8 + 43 + 6);
      expect(isWellFormedToken(token)).toBe(true);
    }
    expect(formatToken(new Uint8Array(32))).toBe(
      `nmb_pat_${'0'.repeat(43)}${toBase62(BigInt(crc32('0'.repeat(43))), 6)}`,
    );
    expect(formatToken(new Uint8Array(32).fill(255))).toMatch(TOKEN_PATTERN);
  });

  it('computes CRC-32 as zlib does', () => {
    expect(crc32('')).toBe(0);
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
  });

  it('catches every one-character typo of a token', () => {
    const token = formatToken(random());
    let typos = 0;
    for (let position = 8; position < token.length; position++) {
      for (const char of ALPHABET) {
        if (char === token[position]) continue;
        typos += 1;
        expect(isWellFormedToken(token.slice(0, position) + char + token.slice(position + 1))).toBe(false);
      }
    }
    expect(typos).toBe(49 * 61);
  });

  it('refuses what is not a token before any lookup', () => {
    const token = formatToken(random());
    for (const bad of [
      '',
      'nmb_pat_',
      token.slice(0, -1),
      `${token}0`,
      token.replace('nmb_pat_', 'nmb_pot_'),
      token.toLowerCase(),
    ]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });
});
