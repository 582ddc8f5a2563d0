/** The Storefront API page in the browser tests: one component draws its 80 operations. */
import type { Page } from '@playwright/test';

/**
 * Removes every operation of the loaded page but `kept` (by heading id), so axe and screenshots work on
 * the page around a sample: axe's set-up over the whole page (40,000 elements, laid out on demand) took
 * 30–45 s, over a sample a few, and the operations it skips are the same component's output.
 * `npm run audit` runs axe on the whole page.
 */
export async function keepOnlyOperations(page: Page, kept: readonly string[]) {
  await page.evaluate((ids) => {
    for (const section of document.querySelectorAll('section.endpoint'))
      if (!ids.includes(section.getAttribute('aria-labelledby') ?? '')) section.remove();
  }, kept);
}
