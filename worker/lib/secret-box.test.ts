import { describe, expect, it } from 'vitest';
import { MissingAccountKey, open, seal } from './secret-box';

const key = { secret: 'k'.repeat(40), purpose: 'totp-secret' };
const plain = new TextEncoder().encode('twenty bytes secret!');

describe('secret-box (AES-GCM under a key derived from ACCOUNT_KEY)', () => {
  it('opens what it sealed, with a fresh IV each time', async () => {
    const [a, b] = [await seal(key, plain, 'user-1'), await seal(key, plain, 'user-1')];
    expect(a).not.toBe(b);
    expect(a.slice(0, 16)).not.toBe(b.slice(0, 16));
    expect(await open(key, a, 'user-1')).toEqual(plain);
    expect(await open(key, b, 'user-1')).toEqual(plain);
  });

  it('refuses another context (another account), another key, another purpose, or a changed byte', async () => {
    const box = await seal(key, plain, 'user-1');
    await expect(open(key, box, 'user-2')).rejects.toThrow();
    await expect(open({ ...key, secret: 'x'.repeat(40) }, box, 'user-1')).rejects.toThrow();
    await expect(open({ ...key, purpose: 'other' }, box, 'user-1')).rejects.toThrow();
    const flipped = box.slice(0, 20) + (box[20] === 'A' ? 'B' : 'A') + box.slice(21);
    await expect(open(key, flipped, 'user-1')).rejects.toThrow();
  });

  it('refuses to work without a long enough ACCOUNT_KEY', async () => {
    await expect(seal({ secret: undefined, purpose: 'p' }, plain, 'u')).rejects.toThrow(MissingAccountKey);
    await expect(seal({ secret: 'short', purpose: 'p' }, plain, 'u')).rejects.toThrow(MissingAccountKey);
  });
});
