/** The invoice PDF a customer downloads (R35), in the font the Worker bundles (wrangler.toml [[rules]]). */
import type { Invoice } from '../../site/shared/api/billing';
import regular from '../assets/fonts/DejaVuSans.ttf';
import bold from '../assets/fonts/DejaVuSans-Bold.ttf';
import { drawInvoice, type InvoiceFont } from './invoice-document';

export const invoiceFont: InvoiceFont = { regular, bold };

export function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  return drawInvoice(invoice, invoiceFont);
}
