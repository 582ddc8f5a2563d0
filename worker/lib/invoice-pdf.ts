/** The invoice PDF a customer downloads (docs/decisions/invoices-and-bank-transfer.md), in the font the Worker bundles (wrangler.toml [[rules]]). */
import type { Invoice } from '../../site/shared/api/billing';
import regular from '../assets/fonts/DejaVuSans.ttf';
import bold from '../assets/fonts/DejaVuSans-Bold.ttf';
import type { InvoiceFont } from './document-layout';
import type { PlainDocument } from './plain-document';

export const invoiceFont: InvoiceFont = { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };

type Renderers = typeof import('./pdf-renderers');
let loaded: Renderers | null = null;
let loading = false;

/**
 * pdf-lib and fontkit load on the first document, not at the Worker's start: they decompress their
 * tables when they load, which cost every cold start about 100 ms (`wrangler check startup`). A
 * module that is still loading belongs to the request that started it, and another request awaiting
 * it would hang (workerd's "Cannot perform I/O on behalf of a different request"): those wait with a
 * timer of their own until it has loaded, then import the module it loaded.
 */
async function renderers(): Promise<Renderers> {
  while (loading && !loaded) await new Promise((resolve) => setTimeout(resolve, 5));
  if (loaded) return loaded;
  loading = true;
  try {
    loaded = await import('./pdf-renderers');
    return loaded;
  } finally {
    loading = false;
  }
}

let drawing = false;

/**
 * One document at a time per isolate: drawn concurrently, requests hung on each other in workerd
 * ("Cannot perform I/O on behalf of a different request", seen with 50 credit notes at once). Each
 * waits with a timer of its own; a document takes some 50 ms.
 */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  while (drawing) await new Promise((resolve) => setTimeout(resolve, 5));
  drawing = true;
  try {
    return await work();
  } finally {
    drawing = false;
  }
}

export function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  return oneAtATime(async () => (await renderers()).drawInvoice(invoice, invoiceFont));
}

/** A credit note or a receipt (plain-document.ts). */
export function renderPlainPdf(spec: PlainDocument): Promise<Uint8Array> {
  return oneAtATime(async () => (await renderers()).drawPlainDocument(spec, invoiceFont));
}
