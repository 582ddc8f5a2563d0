import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_PAGES } from '../../../scripts/lib/headers.mjs';
import { NOT_PRERENDERED, speculationRules } from './speculation-rules';

const PAGES = join(import.meta.dirname, '..', '..', 'pages');

/** The subset of URL Pattern syntax the rules use: `*` is any run of characters, the rest is literal. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(path);

const [rule] = speculationRules.prerender;
const [sameSite, excluded] = rule?.where.and ?? [];
const excludedPatterns = (excluded && 'not' in excluded && excluded.not.href_matches) || [];
const prerendered = (path: string) =>
  matches(String(sameSite && 'href_matches' in sameSite && sameSite.href_matches), path) &&
  !(excludedPatterns as string[]).some((pattern) => matches(pattern, path));

/** Each page source of site/pages with its route (`cart.astro` is /cart). */
const pages = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro'))
  .map((file) => ({
    route: `/${relative(PAGES, join(PAGES, file))
      .replace(/\.astro$/, '')
      .replace(/\/?index$/, '')}`,
    source: readFileSync(join(PAGES, file), 'utf8'),
  }));

/** Pages whose `client:load` islands only wait for input: a prerender of them calls nothing. */
const LOAD_ISLANDS_WAIT_FOR_INPUT = ['/signup', '/forgot-password'];

describe('Speculation Rules (docs/decisions/prerender-on-intent.md)', () => {
  it('prerenders same-site pages on intent (moderate eagerness)', () => {
    expect(speculationRules.prerender).toHaveLength(1);
    expect(rule?.eagerness).toBe('moderate');
    for (const path of ['/', '/docs', '/docs/cli', '/pricing', '/blog/api-key-security', '/login', '/signup'])
      expect(prerendered(path), path).toBe(true);
  });

  it.each([
    '/api/cart',
    '/api/orders/42',
    '/api/openapi.json',
    '/order',
    '/verify-email',
    '/reset-password',
    '/invitation',
    '/cart',
    '/profile',
    '/docs/cli.md',
    '/llms.txt',
    '/rss.xml',
  ])('never prerenders %s', (path) => {
    expect(prerendered(path)).toBe(false);
  });

  it('leaves out every page that needs a session and every page opened from a mailed link', () => {
    const signedIn = pages.filter((page) => page.source.includes('<SignedInOnly')).map((page) => page.route);
    expect(signedIn.length).toBeGreaterThan(0);
    for (const path of [...signedIn, ...TOKEN_PAGES]) expect(NOT_PRERENDERED, path).toContain(path);
  });

  it('leaves out every page whose islands start at load, unless they only wait for input', () => {
    const loadsAtOnce = pages.filter((page) => /client:(load|idle|visible)\b/.test(page.source)).map((p) => p.route);
    const unlisted = loadsAtOnce.filter((path) => prerendered(path) && !LOAD_ISLANDS_WAIT_FOR_INPUT.includes(path));
    expect(unlisted).toEqual([]);
  });
});
