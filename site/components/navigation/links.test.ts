import { describe, expect, it } from 'vitest';
import { currentHref } from './links';

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
