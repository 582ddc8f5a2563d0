/** A payment's receipt PDF (lib/stored-documents.ts): made and stored when the payment is recorded. */
import { invoiceByNumber, toInvoice } from '../db/billing';
import type { Db } from '../db/client';
import { paymentById, receiptHash, recordReceiptHash } from '../db/payments';
import { receiptDocument } from './correction-pdfs';
import { renderPlainPdf } from './invoice-pdf';
import { storedOnce } from './stored-documents';

/**
 * The receipt of payment `id` as stored; made now from the payment and the invoice as they stand
 * when it has none (which is at once after recording, so "still due" is what it was then).
 */
export async function storedReceiptPdf(bucket: R2Bucket, db: Db, id: string): Promise<Uint8Array | null> {
  const d1 = db.$client;
  const payment = await paymentById(d1, id);
  if (!payment) return null;
  return storedOnce(
    bucket,
    'receipts',
    id,
    await receiptHash(d1, id),
    async () => {
      const [row] = await invoiceByNumber(db, payment.invoiceNumber);
      if (!row) throw new Error(`receipt ${id}: invoice ${payment.invoiceNumber} missing`);
      return renderPlainPdf(receiptDocument(toInvoice(row, payment.recordedAt), payment));
    },
    (hash) => recordReceiptHash(d1, id, hash),
    () => receiptHash(d1, id),
  );
}
