/** The invoice PDF a customer downloads (docs/decisions/invoices-and-bank-transfer.md), in the font the Worker bundles (wrangler.toml [[rules]]). */
import type { Invoice } from '../../site/shared/api/billing';
import regular from '../assets/fonts/DejaVuSans.ttf';
import bold from '../assets/fonts/DejaVuSans-Bold.ttf';
import type { InvoiceFont } from './invoice-document';

export const invoiceFont: InvoiceFont = { regular, bold };

export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  // Loaded on the first invoice, not at the Worker's start: pdf-lib and fontkit decompress their
  // tables when they load, which cost every cold start about 100 ms before (`wrangler check startup`).
  const { drawInvoice } = await import('./invoice-document');
  return drawInvoice(invoice, invoiceFont);
}
