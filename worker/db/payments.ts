/**
 * Recording a bank transfer (docs/decisions/stored-documents-and-credit-notes.md): one batch that
 * works out in SQL what the invoice still owes at that moment, records the payment with the part that
 * settles it, adds that to the invoice's payment state (paid once nothing is left), turns anything
 * above it into account credit, and writes the audit entry. Two records sent at once are serialized
 * by the batch: the second sees what the first left.
 */
import { site } from '../../site/shared/config';
import type { Db } from './client';

/** What the invoice still owes, in SQL over a row of `invoices`. */
const DUE = 'total_cents - credit_applied_cents - coalesce(paid_cents, 0) - credited_cents';

export type RecordedPayment = {
  id: string;
  invoiceNumber: string;
  accountId: string | null;
  amountCents: number;
  appliedCents: number;
  recordedAt: number;
};

/** The batch that records `amountCents` against invoice `number` as payment `id`; nothing when nothing is due. */
export function paymentStatements(d1: D1Database, id: string, number: string, amountCents: number, now: number) {
  const operator = { name: 'Billing (operator)', email: site.billingEmail };
  return [
    d1
      .prepare(
        `INSERT INTO payments (id, invoice_number, account_id, amount_cents, applied_cents, recorded_at, pdf_sha256)
         SELECT ?1, number, account_id, ?2, min(?2, ${DUE}), ?3, NULL
         FROM invoices WHERE number = ?4 AND paid_at IS NULL AND ${DUE} > 0`,
      )
      .bind(id, amountCents, now, number),
    d1
      .prepare(
        `UPDATE invoices SET
           paid_cents = coalesce(paid_cents, 0) + (SELECT applied_cents FROM payments WHERE id = ?1),
           paid_at = CASE WHEN ${DUE} - (SELECT applied_cents FROM payments WHERE id = ?1) <= 0 THEN ?2 END
         WHERE number = ?3 AND EXISTS (SELECT 1 FROM payments WHERE id = ?1)`,
      )
      .bind(id, now, number),
    d1
      .prepare(
        `INSERT INTO balance_movements (account_id, created_at, amount_cents, kind, document)
         SELECT account_id, ?2, amount_cents - applied_cents, 'overpayment', invoice_number
         FROM payments WHERE id = ?1 AND account_id IS NOT NULL AND amount_cents > applied_cents`,
      )
      .bind(id, now),
    d1
      .prepare(
        `INSERT INTO audit_log (id, account_id, seq, created_at, event, actor_id, actor_name, actor_email, target, detail, address)
         SELECT ?1, account_id,
           coalesce((SELECT max(seq) FROM audit_log WHERE audit_log.account_id = payments.account_id), 0) + 1,
           ?2, 'payment.recorded', NULL, ?3, ?4, invoice_number,
           json_object('amountCents', CAST(amount_cents AS TEXT), 'appliedCents', CAST(applied_cents AS TEXT)), ''
         FROM payments WHERE id = ?5 AND account_id IS NOT NULL`,
      )
      .bind(crypto.randomUUID(), now, operator.name, operator.email, id),
  ];
}

/** Records the payment in one batch (`paymentStatements`); answers it, or null when nothing was due. */
export async function recordPayment(db: Db, id: string, number: string, amountCents: number, now: number) {
  const d1 = db.$client;
  await d1.batch(paymentStatements(d1, id, number, amountCents, now));
  return paymentById(d1, id);
}

/** The payment recorded as `id`, if it was. */
export async function paymentById(d1: D1Database, id: string): Promise<RecordedPayment | null> {
  return d1
    .prepare(
      `SELECT id, invoice_number AS invoiceNumber, account_id AS accountId, amount_cents AS amountCents,
         applied_cents AS appliedCents, recorded_at AS recordedAt FROM payments WHERE id = ?`,
    )
    .bind(id)
    .first<RecordedPayment>();
}

/** Records the receipt's hash once; answers whether this call recorded it. */
export async function recordReceiptHash(d1: D1Database, id: string, hash: string): Promise<boolean> {
  const result = await d1
    .prepare('UPDATE payments SET pdf_sha256 = ? WHERE id = ? AND pdf_sha256 IS NULL')
    .bind(hash, id)
    .run();
  return result.meta.changes > 0;
}

export async function receiptHash(d1: D1Database, id: string): Promise<string | null> {
  const row = await d1
    .prepare('SELECT pdf_sha256 AS hash FROM payments WHERE id = ?')
    .bind(id)
    .first<{ hash: string | null }>();
  return row?.hash ?? null;
}
