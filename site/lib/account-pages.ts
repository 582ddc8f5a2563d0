/**
 * The account area: one page per concern under /profile, in the order of its sub-navigation, and
 * where the anchors of the one long profile page it replaced now live (old links in mails and
 * bookmarks still land on the right page).
 */
export const ACCOUNT_PAGES = [
  { href: '/profile', label: 'Profile' },
  { href: '/profile/security', label: 'Security' },
  { href: '/profile/orders', label: 'Orders' },
  { href: '/profile/services', label: 'Services' },
  { href: '/profile/billing', label: 'Billing' },
  { href: '/profile/team', label: 'Team' },
  { href: '/profile/tokens', label: 'API tokens' },
] as const;

export type AccountPath = (typeof ACCOUNT_PAGES)[number]['href'];

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
