/** The site's public pages, read from the built sitemap (the site folder is NIMBUS_DIST or dist/). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function sitemapPaths(dist = process.env.NIMBUS_DIST ?? 'dist'): string[] {
  const xml = readFileSync(join(dist, 'sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}
