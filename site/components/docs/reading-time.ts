/** Read time and date formatting, free of Astro imports so unit tests can use them. */

const WORDS_PER_MINUTE = 200;
/** Code is read (and typed along) line by line, far slower than prose: ten lines a minute. */
const CODE_LINES_PER_MINUTE = 10;

/**
 * The parts of a Markdown/MDX body a reader reads: words of prose, and the lines and blocks of
 * fenced code. MDX import/export lines, JSX tags, link targets and Markdown punctuation are not
 * words.
 */
export function bodyText(body: string) {
  let codeLines = 0;
  let codeBlocks = 0;
  const prose = body.replace(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_, _fence, code: string) => {
    codeLines += code.split('\n').filter((line) => line.trim() !== '').length;
    codeBlocks += 1;
    return ' ';
  });
  const text = prose
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    // A link's target is not read; its text is.
    .replace(/\]\([^)\s]*\)/g, ']')
    .replace(/[#>*_`|[\](){}-]/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, codeLines, codeBlocks };
}

/**
 * Minutes to read a Markdown/MDX body, at least 1: its prose at 200 words a minute plus its fenced
 * code at ten lines a minute (see `bodyText`).
 * `minutesPerCodeBlock` adds time per code block: guides are followed, not only read, and each
 * block is a step the reader runs and waits for.
 */
export function readingMinutes(body: string, { minutesPerCodeBlock = 0 } = {}) {
  const { words, codeLines, codeBlocks } = bodyText(body);
  return Math.max(
    1,
    Math.round(words / WORDS_PER_MINUTE + codeLines / CODE_LINES_PER_MINUTE + codeBlocks * minutesPerCodeBlock),
  );
}

/** "April 10, 2025": dates are calendar days, so they are printed in UTC. */
export function formatDate(date: Date) {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** "2025-04-10" for `<time datetime>`. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
