import { describe, expect, it } from 'vitest';
import { loginUrlFor } from './login-url';
import { safeNextPath } from './next-path';

const SITE = 'https://nimbus.example';

describe('loginUrlFor', () => {
  it('carries the origin path readably', () => {
    expect(loginUrlFor('/profile')).toBe('/login?next=/profile');
    expect(loginUrlFor('/cart')).toBe('/login?next=/cart');
  });

  it.each([
    ['https://evil.example'],
    ['/.//evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/%2e/%2e%2e//evil.example'],
    ['/a/../x'],
    ['/\t/evil.example'],
    ['/login'],
    ['/signup?x=1'],
    ['cart'],
  ])('drops %j', (path) => expect(loginUrlFor(path)).toBe('/login'));

  it('agrees with the login page: what it carries, safeNextPath keeps as it is', () => {
    for (const path of [
      '/cart',
      '/profile',
      '/order?id=ab12',
      '/services?tab=gpu#list',
      '/pricing/calculator?plans=pro',
    ]) {
      const next = new URL(loginUrlFor(path), SITE).searchParams.get('next');
      expect(safeNextPath(next)).toBe(path);
    }
  });

  it('round-trips an encoded slash through the query', () => {
    const url = new URL(loginUrlFor('/%2f%2fevil.example'), SITE);
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/%2f%2fevil.example');
  });
});
