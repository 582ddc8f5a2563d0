/**
 * Every page that is more than content, declared once. A page not named here is a content page: no
 * framework, prerendered on intent, the content budget. From these entries come the account area's tabs
 * (site/lib/account-pages.ts), the pages never prerendered (speculation rules), the pages whose mailed
 * link must not leak through a Referer (scripts/lib/headers.mjs), and the audit's kinds and signed-in
 * pages (scripts/lib/audit-budgets.mjs). `pages.test.ts` holds it to the page files: a page that shows
 * only signed in (`<SignedInOnly>` or `<AccountPage>`) must say so here.
 */

type PageEntry = {
  /** The JS budget it is held to: a storefront page loads islands on use, a form page at load. */
  kind: 'storefront' | 'form';
  /** Shown only to a signed-in visitor; a visitor without a session is sent to sign in. */
  signedIn?: true;
  /** Opened from a link in a mail (its token in the URL): acts once loaded, sends no Referer. */
  fromMail?: true;
  /** Acts as soon as it loads (shows one order): never prerendered. */
  actsOnLoad?: true;
  /** A tab of the account area, in this order, with this label. */
  tab?: string;
};

export const PAGES = {
  '/pricing': { kind: 'storefront' },
  '/services': { kind: 'storefront' },
  // The calculator loads on first use, like the pricing toggle (a shared estimate link loads it at once).
  '/pricing/calculator': { kind: 'storefront' },
  '/login': { kind: 'form' },
  '/signup': { kind: 'form' },
  '/forgot-password': { kind: 'form' },
  '/contact': { kind: 'form' },
  '/reset-password': { kind: 'form', fromMail: true },
  '/verify-email': { kind: 'form', fromMail: true },
  '/invitation': { kind: 'form', fromMail: true },
  '/cart': { kind: 'form', signedIn: true },
  '/order': { kind: 'form', signedIn: true, actsOnLoad: true },
  '/profile': { kind: 'form', signedIn: true, tab: 'Profile' },
  '/profile/security': { kind: 'form', signedIn: true, tab: 'Security' },
  '/profile/orders': { kind: 'form', signedIn: true, tab: 'Orders' },
  '/profile/services': { kind: 'form', signedIn: true, tab: 'Services' },
  '/profile/billing': { kind: 'form', signedIn: true, tab: 'Billing' },
  '/profile/team': { kind: 'form', signedIn: true, tab: 'Team' },
  '/profile/tokens': { kind: 'form', signedIn: true, tab: 'API tokens' },
} as const satisfies Record<string, PageEntry>;

type Pages = typeof PAGES;
export type PagePath = keyof Pages;
/** The account area's paths. */
export type TabPath = { [P in PagePath]: Pages[P] extends { tab: string } ? P : never }[PagePath];

const entries = Object.entries(PAGES) as [PagePath, PageEntry][];
const pathsWhere = (test: (page: PageEntry) => boolean | undefined) =>
  entries.filter(([, page]) => test(page)).map(([path]) => path);

/** Shown only signed in. */
export const SIGNED_IN_PAGES: readonly string[] = pathsWhere((page) => page.signedIn);
/** Opened from a mailed link. */
export const MAILED_LINK_PAGES: readonly string[] = pathsWhere((page) => page.fromMail);
/** Never prerendered: signed-in pages call the API at load, the others act on load. */
export const ACT_ON_LOAD_PAGES: readonly string[] = pathsWhere(
  (page) => page.signedIn || page.fromMail || page.actsOnLoad,
);
/** Each page's kind, for the audit's budgets. */
export const PAGE_KINDS: Readonly<Record<string, PageEntry['kind']>> = Object.fromEntries(
  entries.map(([path, page]) => [path, page.kind]),
);
/** The account area's tabs, in order. */
export const TABS = entries.flatMap(([href, page]) => (page.tab ? [{ href: href as TabPath, label: page.tab }] : []));
