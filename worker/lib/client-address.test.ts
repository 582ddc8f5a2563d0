import { describe, expect, it } from 'vitest';
import { clientOf } from './client-address';

describe('clientOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (raw, expected) => expect(clientOf(raw)).toBe(expected));

  it('puts every address of one /64 in one budget and the next /64 in another', () => {
    const keys = new Set(Array.from({ length: 40 }, (_, i) => clientOf(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`)));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(clientOf('2001:db8:aa:bc::1')).not.toBe(clientOf('2001:db8:aa:bb::1'));
  });

  it.each([['unknown'], ['not an address'], ['1:2:3:4:5:6:7:8:9'], ['2001:db8::1::2'], ['300.1.1.1']])(
    'keeps %s as text',
    (raw) => expect(clientOf(raw)).toBe(raw.toLowerCase()),
  );
});
