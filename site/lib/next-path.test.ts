import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const SITE = 'https://nimbus.example';

describe('safeNextPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/profile', '/profile'],
    ['/pricing', '/pricing'],
    ['/services?tab=gpu#list', '/services?tab=gpu#list'],
    ['/order?id=ab12', '/order?id=ab12'],
  ])('keeps the same-site path %s', (raw, expected) => expect(safeNextPath(raw)).toBe(expected));

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/cart'],
    ['//evil.example/cart'],
    ['/\\evil.example'],
    ['javascript:void(0)'],
    ['cart'],
    ['/login'],
    ['/signup?next=/cart'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [`/\u0000x`],
    [`/${'a'.repeat(600)}`],
  ])('falls back to / for %j', (raw) => expect(safeNextPath(raw)).toBe('/'));

  // Each path as typed after `?next=` (decoded once, as URLSearchParams does), and what sign-in then opens.
  describe.each([
    // Dot segments that leave `//host` behind once the browser removes them.
    ['/.//evil.example/x', '/'],
    ['/..//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/a/b/../..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2E//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/.%2e//evil.example', '/'],
    ['/a/%2e%2E//evil.example', '/'],
    // Backslashes are slashes to a browser on an http(s) page.
    ['/./\\evil.example', '/'],
    ['/.\\/evil.example', '/'],
    ['/.\\\\evil.example', '/'],
    ['/%2e\\\\evil.example', '/'],
    ['\\/evil.example', '/'],
    ['/\\/evil.example', '/'],
    // More slashes, and whitespace a browser would drop or keep.
    ['///evil.example', '/'],
    ['////evil.example', '/'],
    ['/\r\n/evil.example', '/'],
    [' /evil.example', '/'],
    ['/ /evil.example', '/%20/evil.example'],
    // Other schemes and look-alikes.
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['http:/evil.example', '/'],
    ['\u3002/evil.example', '/'],
    ['\uFF0F\uFF0Fevil.example', '/'],
    ['/\uFF0Fevil.example', '/%EF%BC%8Fevil.example'],
    // Encoded slashes and backslashes stay encoded: a path segment on this site, not a host.
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/%5c', '/%5c'],
    ['/%5c%5cevil.example', '/%5c%5cevil.example'],
    ['/.%2f/evil.example', '/.%2f/evil.example'],
    ['/%252e//evil.example', '/%252e//evil.example'],
    // Dot segments that stay on the site resolve as a browser would.
    ['/a/../cart', '/cart'],
    ['/./profile', '/profile'],
    ['/%2e/profile', '/profile'],
    ['/..', '/'],
    ['/a\\..\\cart', '/cart'],
    ['/docs/../login', '/'],
    // Unicode is percent-encoded, as the address bar would.
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/\u4e91', '/%E4%BA%91'],
    // Slashes in the query or fragment are not the path.
    ['/cart?back=//evil.example', '/cart?back=//evil.example'],
    ['/cart#//evil.example', '/cart#//evil.example'],
  ])('%j', (raw, expected) => {
    it(`opens ${JSON.stringify(expected)}`, () => expect(safeNextPath(raw)).toBe(expected));

    it('stays on the site when the browser resolves the answer', () => {
      const answer = safeNextPath(raw);
      const landed = new URL(answer, `${SITE}/login?next=x`);
      expect(landed.origin).toBe(SITE);
      // Resolving it again changes nothing: no second normalisation can turn it into another host.
      expect(new URL(landed.pathname + landed.search + landed.hash, SITE).href).toBe(landed.href);
    });
  });
});
