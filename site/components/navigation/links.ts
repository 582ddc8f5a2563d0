/** The site's navigation links, and which of them is the page being shown. */
export type NavLink = { href: string; label: string; sub?: boolean };

/** Desktop links, Pricing among them; the mobile menu adds the price calculator under Pricing (docs/decisions/calculator-state-in-the-url.md). */
export const desktopLinks: NavLink[] = [
  { href: '/features', label: 'Features' },
  { href: '/services', label: 'Services' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/docs', label: 'Documentation' },
  { href: '/about', label: 'About' },
];

export const mobileLinks: NavLink[] = [
  ...desktopLinks.slice(0, 3),
  { href: '/pricing/calculator', label: 'Price calculator', sub: true },
  ...desktopLinks.slice(3),
];

/** The href of the link for the page at `pathname`, if one leads there. */
export function currentHref(pathname: string): string | undefined {
  const path = pathname.replace(/\.html$/, '');
  const matches = (href: string) => path === href || path.startsWith(`${href}/`);
  // The most specific link is the current one: on the calculator, that is not "Pricing" too.
  return mobileLinks.filter((link) => matches(link.href)).sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
