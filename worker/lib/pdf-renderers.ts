/** The PDF drawers, loaded together on first use by invoice-pdf.ts (pdf-lib and fontkit come with them). */
export { drawInvoice } from './invoice-document';
export { drawPlainDocument } from './plain-document';
