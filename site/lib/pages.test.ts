import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, SIGNED_IN_PAGES, TABS } from './pages';

const DIR = join(import.meta.dirname, '..', 'pages');

/** Each page source of site/pages with its route (`cart.astro` is /cart, `profile/index.astro` /profile). */
const files = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.astro') && !file.includes('['))
  .map((file) => ({
    route: `/${relative(DIR, join(DIR, file))
      .replace(/\.astro$/, '')
      .replace(/\/?index$/, '')}`,
    source: readFileSync(join(DIR, file), 'utf8'),
  }));

describe('the pages declared in site/lib/pages.ts', () => {
  it('each names a page of site/pages', () => {
    const routes = new Set(files.map((file) => file.route));
    for (const path of Object.keys(PAGES)) expect(routes, path).toContain(path);
  });

  it('are signed in exactly where the page shows only signed in', () => {
    const gated = files.filter((file) => /<(SignedInOnly|AccountPage)\b/.test(file.source)).map((file) => file.route);
    expect(gated.length).toBeGreaterThan(0);
    expect([...SIGNED_IN_PAGES].sort()).toEqual(gated.sort());
  });

  it('make a tab of each account page, under the path the page gives itself', () => {
    const account = files.flatMap((file) => {
      const match = /<AccountPage[^>]*\bpath="([^"]+)"/s.exec(file.source);
      return match ? [{ route: file.route, path: match[1] }] : [];
    });
    for (const { route, path } of account) expect(path, route).toBe(route);
    expect(TABS.map((tab) => tab.href).sort()).toEqual(account.map((page) => page.route).sort());
  });
});
