import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeNextPath } from './next-path';

describe('safeNextPath (R16)', () => {
  it.each([
    ['/cart', '/cart'],
    ['/profile', '/profile'],
    ['/pricing', '/pricing'],
    ['/services?tab=gpu#list', '/services?tab=gpu#list'],
  ])('keeps the same-site path %s', (raw, expected) => expect(safeNextPath(raw)).toBe(expected));

  it.each([
    [null],
    [''],
    ['https://evil.example/cart'],
    ['//evil.example/cart'],
    ['/\\evil.example'],
    ['javascript:void(0)'],
    ['cart'],
    ['/login'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [`/\u0000x`],
    [`/${'a'.repeat(600)}`],
  ])('falls back to / for %j', (raw) => expect(safeNextPath(raw)).toBe('/'));

  it('sends protocol-relative and absolute URLs home', () => {
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('carries the origin path readably', () => {
    expect(loginUrlFor('/profile')).toBe('/login?next=/profile');
    expect(loginUrlFor('/cart')).toBe('/login?next=/cart');
  });

  it('drops unsafe targets', () => {
    expect(loginUrlFor('https://evil.example')).toBe('/login');
  });
});
