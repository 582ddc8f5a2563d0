import { describe, expect, it } from 'vitest';
import { currentHref, desktopLinks, mobileLinks } from './links';

describe('currentHref', () => {
  it.each([
    ['/', undefined],
    ['/features', '/features'],
    ['/features.html', '/features'],
    ['/docs/getting-started', '/docs'],
    ['/pricing', '/pricing'],
    ['/pricing/calculator', '/pricing/calculator'],
    ['/pricing/calculator.html', '/pricing/calculator'],
    ['/featuresque', undefined],
    ['/cart', undefined],
  ])('%s marks %s', (pathname, href) => {
    expect(currentHref(pathname)).toBe(href);
  });
});

describe('the menus', () => {
  it('both lead to Pricing; the calculator sits under it in the mobile menu only', () => {
    expect(desktopLinks.map((link) => link.label)).toEqual([
      'Features',
      'Services',
      'Pricing',
      'Documentation',
      'About',
    ]);
    expect(mobileLinks.map((link) => link.href)).toEqual([
      '/features',
      '/services',
      '/pricing',
      '/pricing/calculator',
      '/docs',
      '/about',
    ]);
  });
});
