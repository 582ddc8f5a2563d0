/**
 * Share images (docs/decisions/share-cards-and-structured-data.md): what a page's 1200×630 card shows and the content-hashed name it is drawn
 * under. Pure, so the page (at render, for `og:image`) and the build step that draws the PNGs
 * (scripts/lib/og-images.mjs, after the build) agree on the name without talking to each other.
 * No imports, so the Node script loads it as it is: the brand is passed in (`site.name`).
 */

/** Bump when the card's design changes: every name changes, so caches and browsers refetch. */
export const shareCardVersion = 2;
export const shareCardSize = { width: 1200, height: 630 } as const;

/** The site section a path belongs to, shown above the title on the card. */
const sections: [prefix: string, label: string][] = [
  ['/docs/guides', 'Guides'],
  ['/docs/api', 'API reference'],
  ['/docs', 'Docs'],
  ['/blog', 'Blog'],
  ['/status', 'Status'],
  ['/pricing', 'Pricing'],
  ['/services', 'Services'],
  ['/solutions', 'Solutions'],
  ['/careers', 'Careers'],
  ['/legal', 'Legal'],
];

export function sectionOf(pathname: string, brand: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
  for (const [prefix, label] of sections) if (path === prefix || path.startsWith(`${prefix}/`)) return label;
  return brand;
}

/** The card's title: the page title without the brand suffix the `<title>` carries. */
export function cardTitle(fullTitle: string, brand: string): string {
  const suffix = ` · ${brand}`;
  return fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
}

/** 64-bit FNV-1a in two 32-bit halves, as 16 hex digits: a stable name, not a security measure. */
function fnv(text: string): string {
  let a = 0x811c9dc5;
  let b = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x0100019d) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export interface ShareCard {
  title: string;
  section: string;
  /** Path of the PNG under the site root: `/og/<hash>.png`. */
  path: string;
}

/**
 * The card of a page, from its full `<title>`, its path and the brand (`site.name`). A post names
 * its category instead of the section (the page says it in `article:section`, where the build step
 * reads it back).
 */
export function shareCard(fullTitle: string, pathname: string, brand: string, section?: string): ShareCard {
  const title = cardTitle(fullTitle, brand);
  section ??= sectionOf(pathname, brand);
  const hash = fnv(JSON.stringify([shareCardVersion, title, section]));
  return { title, section, path: `/og/${hash}.png` };
}
