/**
 * The layout every billing PDF shares (invoice-document.ts, plain-document.ts): the document with its
 * metadata and fonts, the header with its band of facts, the two parties, the head of the lines table
 * and the seller's footer on every page. Each document draws its own lines, totals and notes.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { site } from '../../site/shared/config';
import { CONTENT_WIDTH, colors, Flow, MARGIN, RIGHT } from './pdf-flow';

/**
 * A TrueType font covering Latin, Greek and Cyrillic (worker/assets/fonts/), regular and bold: the same
 * bytes object on every call, so fontkit parses each font once (pdf-lib would wrap an ArrayBuffer anew).
 */
export type InvoiceFont = { regular: Uint8Array; bold: Uint8Array };

export type Party = { name: string; addressLines: string[]; vatNumber: string | null; email: string };

/** The small capitals over a value: the band's facts, the parties, the table's columns. */
export const LABEL = { size: 7.5, bold: true, color: colors.muted } as const;
export const LEADING = 12.5;
const GUTTER = 24;

/**
 * fontkit, parsing each font file once per isolate instead of once per document: parsing the two fonts
 * was most of a short document's CPU. Each document still embeds a subset of its own, and documents are
 * drawn one at a time (invoice-pdf.ts), so no two use a parsed font at the same moment.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const fontkitOnce: typeof fontkit = {
  ...fontkit,
  create(buffer, postscriptName) {
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer, postscriptName);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
};
/** A new document titled `title` by `author`, dated `issuedAt`, and the cursor on its first page. */
export async function openDocument(
  font: InvoiceFont,
  meta: { title: string; author: string; issuedAt: string },
): Promise<{ doc: PDFDocument; flow: Flow }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitOnce);
  const fonts = {
    regular: await doc.embedFont(font.regular, { subset: true }),
    bold: await doc.embedFont(font.bold, { subset: true }),
  };
  const issued = new Date(meta.issuedAt);
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage('en-US');
  // The same document always makes the same bytes.
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  return { doc, flow: new Flow(doc, fonts) };
}

/** The site's name, the document's title (and `stamp` under it, such as "Paid on …"), and a band of facts. */
export function drawHeader(flow: Flow, title: string, facts: readonly (readonly [string, string])[], stamp?: string) {
  const top = flow.y;
  flow.text(site.name, MARGIN, top - 18, { bold: true, size: 18, color: colors.brand });
  flow.textRight(title, RIGHT, top - 20, { bold: true, size: 24 });
  if (stamp) flow.textRight(stamp, RIGHT, top - 38, { bold: true, size: 10, color: colors.success });
  const bandTop = top - 52;
  const bandHeight = 38;
  flow.page.drawRectangle({
    x: MARGIN,
    y: bandTop - bandHeight,
    width: CONTENT_WIDTH,
    height: bandHeight,
    color: colors.band,
  });
  const column = (CONTENT_WIDTH - 20) / facts.length;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + 10 + i * column;
    flow.text(label.toUpperCase(), x, bandTop - 14, LABEL);
    flow.text(value, x, bandTop - 28, { bold: true, size: 10 });
  });
  flow.y = bandTop - bandHeight - 28;
}

/** The seller and the buyer side by side, each under its label ("From", "Bill to"). */
export function drawParties(flow: Flow, parties: readonly (Party & { label: string })[]) {
  const width = (CONTENT_WIDTH - GUTTER) / 2;
  const heights = parties.map((party, i) => partyBlock(flow, party, MARGIN + i * (width + GUTTER), width));
  flow.y -= Math.max(...heights) + 18;
}

/** Draws one address block below the cursor and answers its height. */
function partyBlock(flow: Flow, party: Party & { label: string }, x: number, width: number): number {
  let y = flow.y;
  flow.text(party.label.toUpperCase(), x, y, LABEL);
  y -= 15;
  for (const line of flow.wrap(party.name, width, { bold: true, size: 10 })) {
    flow.text(line, x, y, { bold: true, size: 10 });
    y -= 13;
  }
  const rest = [...party.addressLines, ...(party.vatNumber ? [`VAT number: ${party.vatNumber}`] : []), party.email];
  for (const text of rest) {
    for (const line of flow.wrap(text, width)) {
      flow.text(line, x, y, { color: colors.muted });
      y -= LEADING;
    }
  }
  return flow.y - y;
}

/** The lines table's head: DESCRIPTION, the document's own `columns` at their x, and AMOUNT on the right. */
export function drawTableHead(flow: Flow, columns: readonly { label: string; x: number }[] = []) {
  const height = 20;
  flow.page.drawRectangle({ x: MARGIN, y: flow.y - height, width: CONTENT_WIDTH, height, color: colors.band });
  const baseline = flow.y - 13.5;
  flow.text('DESCRIPTION', MARGIN + 10, baseline, LABEL);
  for (const column of columns) flow.text(column.label, column.x, baseline, LABEL);
  flow.textRight('AMOUNT', RIGHT - 10, baseline, LABEL);
  flow.y -= height + 14;
}

/** The seller's details and the page number at the foot of every page, once the number of pages is known. */
export function drawFooters(flow: Flow, seller: Party) {
  const details = [
    [seller.name, ...seller.addressLines].join(' · '),
    [seller.vatNumber ? `VAT number: ${seller.vatNumber}` : '', seller.email].filter(Boolean).join(' · '),
  ];
  const style = { size: 7.5, color: colors.muted };
  flow.pages.forEach((page, i) => {
    flow.page = page;
    const top = MARGIN + 24;
    flow.rule(top + 8);
    const texts = details.flatMap((line) => flow.wrap(line, CONTENT_WIDTH - 70, style));
    texts.forEach((line, n) => {
      flow.text(line, MARGIN, top - 4 - n * 10, style);
    });
    flow.textRight(`Page ${i + 1} of ${flow.pages.length}`, RIGHT, top - 4, style);
  });
}
