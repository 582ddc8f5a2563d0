import { TABS, type TabPath } from './pages';

/**
 * The account area: one page per concern under /profile, in the order of its sub-navigation (declared
 * with every other page in site/lib/pages.ts), and where the anchors of the one long profile page it replaced now live (old links in mails and
 * bookmarks still land on the right page).
 */
export const ACCOUNT_PAGES = TABS;

export type AccountPath = TabPath;

/** `/profile#<anchor>` of the old single page → its new place. */
export const MOVED_ANCHORS: Readonly<Record<string, string>> = {
  security: '/profile/security',
  'security-heading': '/profile/security',
  'two-factor': '/profile/security#two-factor-heading',
  'two-factor-heading': '/profile/security#two-factor-heading',
  passkeys: '/profile/security#passkeys-heading',
  'passkeys-heading': '/profile/security#passkeys-heading',
  sessions: '/profile/security',
  orders: '/profile/orders',
  'orders-heading': '/profile/orders',
  billing: '/profile/billing',
};
