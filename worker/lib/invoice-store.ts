/**
 * An invoice's stored PDF (lib/stored-documents.ts): made at issue by checkout and the monthly run,
 * or on the first download of an invoice issued before documents were stored.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { invoiceAsIssued, invoiceByNumber } from '../db/billing';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { renderInvoicePdf } from './invoice-pdf';
import { storedOnce } from './stored-documents';

type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice's PDF as stored; made and stored now when it has none yet. */
export function storedInvoicePdf(bucket: R2Bucket, db: Db, row: InvoiceRow): Promise<Uint8Array> {
  return storedOnce(
    bucket,
    'invoices',
    row.number,
    row.pdfSha256,
    () => renderInvoicePdf(invoiceAsIssued(row)),
    async (hash) => {
      const recorded = await db
        .update(invoices)
        .set({ pdfSha256: hash })
        .where(and(eq(invoices.number, row.number), isNull(invoices.pdfSha256)))
        .returning({ number: invoices.number });
      return recorded.length > 0;
    },
    async () => (await invoiceByNumber(db, row.number))[0]?.pdfSha256 ?? null,
  );
}

/** Makes and stores the PDF of a just-issued invoice; a failure is logged and left to the first download. */
export async function storeIssuedInvoice(bucket: R2Bucket, db: Db, number: string): Promise<void> {
  try {
    const [row] = await invoiceByNumber(db, number);
    if (row) await storedInvoicePdf(bucket, db, row);
  } catch (error) {
    console.error('Storing the PDF of', number, 'failed; the first download stores it', error);
  }
}
