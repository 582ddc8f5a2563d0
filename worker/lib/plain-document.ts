/**
 * A credit note or a receipt as a PDF: the invoice's layout (document-layout.ts) around a table of
 * lines, totals and notes from a plain description, so each document says only what it holds
 * (correction-pdfs.ts).
 */
import * as layout from './document-layout';
import { type InvoiceFont, LEADING, type Party } from './document-layout';
import { CONTENT_WIDTH, colors, type Flow, MARGIN, RIGHT } from './pdf-flow';

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

export async function drawPlainDocument(spec: PlainDocument, font: InvoiceFont): Promise<Uint8Array> {
  const { doc, flow } = await layout.openDocument(font, {
    title: `${spec.title} ${spec.number}`,
    author: spec.seller.name,
    issuedAt: spec.issuedAt,
  });
  layout.drawHeader(flow, spec.title, spec.facts);
  layout.drawParties(flow, [
    { label: 'From', ...spec.seller },
    { label: 'To', ...spec.buyer },
  ]);
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
  layout.drawFooters(flow, spec.seller);
  return doc.save();
}

function table(flow: Flow, spec: PlainDocument): void {
  flow.room(90);
  layout.drawTableHead(flow);
  flow.continuation = () => {
    flow.textRight(`${spec.title} ${spec.number} (continued)`, RIGHT, flow.y - 11, { color: colors.muted });
    flow.y -= 32;
    layout.drawTableHead(flow);
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
