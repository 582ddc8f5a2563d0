/** The values a contact message takes, for the drizzle schema, the API's schemas and the Contact form alike. */

/** The form a message came from: the About page's short one, or the Contact page's. */
export const CONTACT_SOURCES = ['about', 'contact'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_CATEGORIES = ['technical', 'billing', 'account', 'sales', 'feedback'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
