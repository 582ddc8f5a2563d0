import { describe, expect, it } from 'vitest';
import { checkHtml } from './html-checks.mjs';

const RULES = '<script type="speculationrules">{"prerender":[]}</script>';
const page = (head: string, body: string, after = '') =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>${after}`;

describe('cheap HTML checks', () => {
  it('passes a page with unique ids, pathLength on a path and one set of rules', () => {
    const body =
      '<svg><linearGradient id="logo-gradient-header"></linearGradient><path pathLength="100" d="M0 0"></path></svg>' +
      '<svg><linearGradient id="logo-gradient-footer"></linearGradient></svg>' +
      '<astro-island props="{&quot;a&quot;:&quot;x > y&quot;}"><p id="x">a > b</p></astro-island>';
    expect(checkHtml(page(RULES, body))).toEqual([]);
  });

  it.each([
    [
      'an id used twice',
      page(
        RULES,
        '<svg><defs><linearGradient id="logo-gradient"></linearGradient></defs></svg><svg id="logo-gradient"></svg>',
      ),
      'id "logo-gradient" used 2 times',
    ],
    [
      'pathLength on a circle',
      page(RULES, '<svg><circle class="bar" cx="24" cy="24" r="21" pathLength="100"></circle></svg>'),
      'pathLength on <circle> (only <path> may carry it)',
    ],
    [
      'a script after </html>',
      page(RULES, '<p>x</p>', '<script type="module">copy()</script>'),
      'after </html>: <script type="module">copy()</script>',
    ],
    [
      'a page without Speculation Rules',
      page('', '<p>x</p>'),
      '0 Speculation Rules scripts (the layout writes exactly one)',
    ],
    [
      'a page with them twice',
      page(RULES + RULES, '<p>x</p>'),
      '2 Speculation Rules scripts (the layout writes exactly one)',
    ],
  ])('finds %s', (_, html, problem) => {
    expect(checkHtml(html)).toEqual([problem]);
  });

  it('reads no ids inside scripts, styles or comments', () => {
    const body =
      '<script>const s = \'<p id="a">\';</script><style>/* <p id="a"> */</style><!-- <p id="a"> --><p id="a"></p>';
    expect(checkHtml(page(RULES, body))).toEqual([]);
  });
});
