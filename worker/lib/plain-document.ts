/**
 * A credit note or a receipt as a PDF: the invoice's look (site name, title, a band of facts, the two
 * parties, a table of lines, totals, notes, the seller in every footer) from a plain description, so
 * each document says only what it holds (credit-note-pdf.ts, receipt-pdf.ts).
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { site } from '../../site/shared/config';
import type { InvoiceFont } from './invoice-document';
import { CONTENT_WIDTH, colors, Flow, MARGIN, RIGHT } from './pdf-flow';

type Party = { name: string; addressLines: string[]; vatNumber: string | null; email: string };

export type PlainDocument = {
  title: string;
  number: string;
  issuedAt: string;
  facts: (readonly [string, string])[];
  seller: Party;
  buyer: Party;
  lines: { name: string; detail: string; amount: string }[];
  totals: { label: string; amount: string; strong?: boolean }[];
  notes: string[];
};

const LABEL = { size: 7.5, bold: true, color: colors.muted } as const;
const LEADING = 12.5;

export async function drawPlainDocument(spec: PlainDocument, font: InvoiceFont): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(font.regular, { subset: true }),
    bold: await doc.embedFont(font.bold, { subset: true }),
  };
  const issued = new Date(spec.issuedAt);
  doc.setTitle(`${spec.title} ${spec.number}`, { showInWindowTitleBar: true });
  doc.setAuthor(spec.seller.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage('en-US');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const flow = new Flow(doc, fonts);
  header(flow, spec);
  parties(flow, spec);
  table(flow, spec);
  totals(flow, spec);
  for (const note of spec.notes) {
    const lines = flow.wrap(note, CONTENT_WIDTH, { size: 9 });
    flow.room(lines.length * LEADING + 8);
    for (const line of lines) {
      flow.text(line, MARGIN, flow.y, { size: 9 });
      flow.y -= LEADING;
    }
    flow.y -= 8;
  }
  footers(flow, spec.seller);
  return doc.save();
}

function header(flow: Flow, spec: PlainDocument): void {
  const top = flow.y;
  flow.text(site.name, MARGIN, top - 18, { bold: true, size: 18, color: colors.brand });
  flow.textRight(spec.title, RIGHT, top - 20, { bold: true, size: 24 });
  const bandTop = top - 52;
  const bandHeight = 38;
  flow.page.drawRectangle({
    x: MARGIN,
    y: bandTop - bandHeight,
    width: CONTENT_WIDTH,
    height: bandHeight,
    color: colors.band,
  });
  const column = (CONTENT_WIDTH - 20) / spec.facts.length;
  spec.facts.forEach(([label, value], i) => {
    const x = MARGIN + 10 + i * column;
    flow.text(label.toUpperCase(), x, bandTop - 14, LABEL);
    flow.text(value, x, bandTop - 28, { bold: true, size: 10 });
  });
  flow.y = bandTop - bandHeight - 28;
}

function parties(flow: Flow, spec: PlainDocument): void {
  const width = (CONTENT_WIDTH - 24) / 2;
  const blocks = [
    { label: 'From', ...spec.seller },
    { label: 'To', ...spec.buyer },
  ];
  const heights = blocks.map((party, i) => {
    const x = MARGIN + i * (width + 24);
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
  });
  flow.y -= Math.max(...heights) + 18;
}

function table(flow: Flow, spec: PlainDocument): void {
  const head = () => {
    flow.page.drawRectangle({ x: MARGIN, y: flow.y - 20, width: CONTENT_WIDTH, height: 20, color: colors.band });
    flow.text('DESCRIPTION', MARGIN + 10, flow.y - 13.5, LABEL);
    flow.textRight('AMOUNT', RIGHT - 10, flow.y - 13.5, LABEL);
    flow.y -= 34;
  };
  flow.room(90);
  head();
  flow.continuation = () => {
    flow.textRight(`${spec.title} ${spec.number} (continued)`, RIGHT, flow.y - 11, { color: colors.muted });
    flow.y -= 32;
    head();
  };
  for (const line of spec.lines) {
    const name = flow.wrap(line.name, CONTENT_WIDTH - 150, { bold: true, size: 9.5 });
    const detail = flow.wrap(line.detail, CONTENT_WIDTH - 150, { size: 8.5 });
    flow.room((name.length + detail.length) * LEADING + 12);
    name.forEach((text, i) => {
      flow.text(text, MARGIN + 10, flow.y, { bold: true, size: 9.5 });
      if (i === 0) flow.textRight(line.amount, RIGHT - 10, flow.y, { size: 9.5 });
      flow.y -= LEADING;
    });
    for (const text of detail) {
      flow.text(text, MARGIN + 10, flow.y, { size: 8.5, color: colors.muted });
      flow.y -= LEADING;
    }
    flow.rule(flow.y + 5);
    flow.y -= 11;
  }
  flow.continuation = null;
}

function totals(flow: Flow, spec: PlainDocument): void {
  const left = RIGHT - 250;
  flow.room(spec.totals.length * (LEADING + 6) + 30);
  for (const row of spec.totals) {
    const style = row.strong ? { bold: true, size: 12 } : { color: colors.muted };
    flow.text(row.label, left + 10, flow.y, style);
    flow.textRight(row.amount, RIGHT - 10, flow.y, row.strong ? style : {});
    flow.y -= LEADING + (row.strong ? 8 : 4);
  }
  flow.y -= 16;
}

function footers(flow: Flow, seller: Party): void {
  const details = [
    [seller.name, ...seller.addressLines].join(' · '),
    [seller.vatNumber ? `VAT number: ${seller.vatNumber}` : '', seller.email].filter(Boolean).join(' · '),
  ];
  const style = { size: 7.5, color: colors.muted };
  flow.pages.forEach((page, i) => {
    flow.page = page;
    const top = MARGIN + 24;
    flow.rule(top + 8);
    details
      .flatMap((line) => flow.wrap(line, CONTENT_WIDTH - 70, style))
      .forEach((line, n) => {
        flow.text(line, MARGIN, top - 4 - n * 10, style);
      });
    flow.textRight(`Page ${i + 1} of ${flow.pages.length}`, RIGHT, top - 4, style);
  });
}
