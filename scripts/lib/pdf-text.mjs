// What a PDF says, as a reader that nobody here wrote sees it (pdfjs-dist): for tests that check an
// invoice, the browser tests the PDF the site serves and the unit tests the one the Worker draws.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Each page's size and its runs of text with where they start and end, in points from the left.
 * @param {Uint8Array | ArrayBuffer} bytes
 * @returns {Promise<{ width: number; height: number; items: { str: string; left: number; right: number; endsLine: boolean }[] }[]>}
 */
export async function pdfPages(bytes) {
  // pdfjs takes over the buffer it is given; a copy leaves the caller's bytes usable.
  const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes.slice(0)) : bytes.slice();
  const task = getDocument({ data, isEvalSupported: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width, height] = page.view;
      const { items } = await page.getTextContent();
      pages.push({
        width,
        height,
        items: items
          .filter((item) => 'str' in item)
          .map((item) => ({
            str: item.str,
            left: item.transform[4],
            right: item.transform[4] + item.width,
            endsLine: item.hasEOL,
          })),
      });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/**
 * Every page's text, one line of the page a line (as pdfjs sees them end) and pages apart by a blank
 * line, so a test can look for a sentence that the layout kept on one line.
 * @param {Uint8Array | ArrayBuffer} bytes
 * @returns {Promise<string>}
 */
export async function pdfText(bytes) {
  const pages = await pdfPages(bytes);
  return pages.map((page) => page.items.map((item) => item.str + (item.endsLine ? '\n' : '')).join('')).join('\n\n');
}
