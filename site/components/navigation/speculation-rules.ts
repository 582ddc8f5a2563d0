/**
 * The site's Speculation Rules: a same-site page link is prerendered once the visitor shows intent
 * (`moderate`: a hover of 200 ms or a pointer down), except the paths below
 * (docs/decisions/prerender-on-intent.md).
 */

/**
 * Never prerendered: the API, pages that act as soon as they load (spend a mailed link, show an
 * order), and signed-in pages whose islands call the API on load. A new page of either kind joins
 * this list.
 */
export const NOT_PRERENDERED = [
  '/api/*',
  '/order',
  '/verify-email',
  '/reset-password',
  '/invitation',
  '/cart',
  '/profile',
  '/profile/*',
];

/** Files that are not pages (Markdown copies, feeds, llms.txt): nothing to render. */
const NOT_PAGES = ['/*.md', '/*.txt', '/*.xml', '/*.json'];

export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: [...NOT_PRERENDERED, ...NOT_PAGES] } },
          // A link that must not be opened early can say so where it is written.
          { not: { selector_matches: '[data-no-prerender]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
