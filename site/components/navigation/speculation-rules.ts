/**
 * The site's Speculation Rules: a same-site page link is prerendered once the visitor shows intent
 * (`moderate`: a hover of 200 ms or a pointer down), except the paths below
 * (docs/decisions/prerender-on-intent.md).
 */
import { ACT_ON_LOAD_PAGES } from '../../lib/pages';

/**
 * Never prerendered: the API, and the pages that act as soon as they load (spend a mailed link, show an
 * order, call the API signed in): site/lib/pages.ts says which.
 */
export const NOT_PRERENDERED = ['/api/*', ...ACT_ON_LOAD_PAGES];

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
