/**
 * Text on A4 pages that continue: a cursor that moves down the page and starts the next one when the
 * footer is reached, word wrapping, and a "?" for every character the font cannot draw.
 */
import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
/** 20 mm on every side. */
export const MARGIN = 56.7;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
export const RIGHT = A4.width - MARGIN;
/** Kept free at the foot of each page for the seller's details and the page number. */
export const FOOTER_HEIGHT = 46;

/** The site's palette on paper: ink and a muted grey, the brand's indigo, hairlines, and success green. */
export const colors = {
  ink: rgb(0.07, 0.09, 0.15),
  muted: rgb(0.39, 0.42, 0.48),
  brand: rgb(0.31, 0.27, 0.9),
  rule: rgb(0.86, 0.87, 0.9),
  band: rgb(0.96, 0.96, 0.98),
  success: rgb(0.02, 0.47, 0.34),
} as const;

export type Style = { bold?: boolean; size?: number; color?: RGB };
export type Fonts = { regular: PDFFont; bold: PDFFont };

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const charsets = new WeakMap<PDFFont, ReadonlySet<number>>();

/**
 * `text` as the font can draw it: composed (NFC), each user-perceived character with a code point the
 * font lacks (CJK, emoji with its modifiers) as one "?", control characters as spaces.
 */
export function printable(font: PDFFont, text: string): string {
  let charset = charsets.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsets.set(font, charset);
  }
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const codes = [...segment].map((char) => char.codePointAt(0) ?? 0);
    if (codes.some((code) => code < 0x20 || (code >= 0x7f && code < 0xa0))) out += ' ';
    else out += codes.every((code) => charset.has(code)) ? segment : '?';
  }
  return out;
}

export class Flow {
  page: PDFPage;
  /** The baseline of the next line, in points from the bottom of the page. */
  y = 0;
  readonly pages: PDFPage[] = [];
  /** Draws what a continued page starts with (a table's header row); set while a table runs. */
  continuation: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
  }

  addPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    this.continuation?.();
    return this.page;
  }

  /** Starts the next page unless `height` more points fit above the footer. */
  room(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.addPage();
  }

  font(style: Style): PDFFont {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, style: Style = {}): number {
    const font = this.font(style);
    return font.widthOfTextAtSize(printable(font, text), style.size ?? 9);
  }

  /** One line of text with its baseline at `y` and its left edge at `x`. */
  text(text: string, x: number, y: number, style: Style = {}): void {
    const font = this.font(style);
    this.page.drawText(printable(font, text), { x, y, font, size: style.size ?? 9, color: style.color ?? colors.ink });
  }

  /** One line of text that ends at `right`: amounts in their column. */
  textRight(text: string, right: number, y: number, style: Style = {}): void {
    this.text(text, right - this.width(text, style), y, style);
  }

  /** `text` broken into lines no wider than `width`, between words, or inside a word longer than a line. */
  wrap(text: string, width: number, style: Style = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 9;
    const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of printable(font, text).split(/ +/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const { segment } of graphemes.segment(word)) {
        if (line && !fits(line + segment)) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  /** A hairline across the content at `y`. */
  rule(y: number, from = MARGIN, to = RIGHT, color = colors.rule): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.75, color });
  }
}
