/**
 * Credit notes (docs/decisions/stored-documents-and-credit-notes.md): one batch takes the next number
 * of the year's own series, writes the note with the corrected invoice's parties and tax treatment,
 * takes what it can off what the invoice still owes and turns the rest into account credit, and
 * writes the audit entry. A note that would credit more than the invoice's net amount makes the batch
 * fail (its net amount is NULL), so it takes no number.
 */

import { desc, eq } from 'drizzle-orm';
import type { CreditNote } from '../../site/shared/api/credit';
import { site } from '../../site/shared/config';
import { invoiceYear } from './billing';
import type { Db } from './client';
import { creditNotes } from './schema';

const DUE = 'total_cents - credit_applied_cents - coalesce(paid_cents, 0) - credited_cents';

export type NewCreditNote = {
  invoiceNumber: string;
  serviceId: string | null;
  issuedAt: number;
  reason: string;
  lines: CreditNote['lines'];
  netCents: number;
  taxCents: number;
  /** Who did it, for the audit log: a user of the account, or the operator. */
  actor: { id: string | null; name: string; email: string };
};

export const CREDIT_NOTE_TOO_LARGE = /NOT NULL constraint failed: credit_notes\.net_cents/;

/**
 * The batch that issues `note`, by name (`number` answers the note's number); it fails (and takes no
 * number) when the invoice has less net amount left to credit.
 */
export function creditNoteStatements(d1: D1Database, note: NewCreditNote) {
  const year = invoiceYear(note.issuedAt);
  const total = note.netCents + note.taxCents;
  const current = `(SELECT printf('NIM-CN-%d-%06d', year, last) FROM credit_note_sequences WHERE year = ${year})`;
  return {
    sequence: d1
      .prepare(
        'INSERT INTO credit_note_sequences (year, last) VALUES (?1, 1) ON CONFLICT (year) DO UPDATE SET last = last + 1',
      )
      .bind(year),
    note: d1
      .prepare(
        `INSERT INTO credit_notes (number, year, sequence, invoice_number, account_id, service_id, issued_at, reason,
           seller, buyer, lines, net_cents, tax_kind, tax_rate_bp, tax_country, tax_cents, total_cents,
           to_balance_cents, currency, pdf_sha256)
         SELECT printf('NIM-CN-%d-%06d', s.year, s.last), s.year, s.last, i.number, i.account_id, ?2, ?3, ?4,
           i.seller, i.buyer, ?5,
           CASE WHEN (SELECT coalesce(sum(net_cents), 0) FROM credit_notes WHERE invoice_number = i.number) + ?6 <= i.net_cents
             THEN ?6 END,
           i.tax_kind, i.tax_rate_bp, i.tax_country, ?7, ?8,
           max(0, ?8 - max(0, i.total_cents - i.credit_applied_cents - coalesce(i.paid_cents, 0) - i.credited_cents)), 'USD', NULL
         FROM credit_note_sequences s, invoices i WHERE s.year = ?9 AND i.number = ?1`,
      )
      .bind(
        note.invoiceNumber,
        note.serviceId,
        note.issuedAt,
        note.reason,
        JSON.stringify(note.lines),
        note.netCents,
        note.taxCents,
        total,
        year,
      ),
    invoice: d1
      .prepare(
        `UPDATE invoices SET
           credited_cents = credited_cents + (SELECT total_cents - to_balance_cents FROM credit_notes WHERE number = ${current}),
           paid_at = CASE WHEN paid_at IS NULL
             AND ${DUE} - (SELECT total_cents - to_balance_cents FROM credit_notes WHERE number = ${current}) <= 0
             THEN ?1 ELSE paid_at END
         WHERE number = ?2`,
      )
      .bind(note.issuedAt, note.invoiceNumber),
    movement: d1
      .prepare(
        `INSERT INTO balance_movements (account_id, created_at, amount_cents, kind, document)
         SELECT account_id, ?1, to_balance_cents, 'creditNote', number
         FROM credit_notes WHERE number = ${current} AND to_balance_cents > 0 AND account_id IS NOT NULL`,
      )
      .bind(note.issuedAt),
    audit: d1
      .prepare(
        `INSERT INTO audit_log (id, account_id, seq, created_at, event, actor_id, actor_name, actor_email, target, detail, address)
         SELECT ?1, account_id,
           coalesce((SELECT max(seq) FROM audit_log WHERE audit_log.account_id = credit_notes.account_id), 0) + 1,
           ?2, 'credit_note.issued', ?3, ?4, ?5, number,
           json_object('invoice', invoice_number, 'totalCents', CAST(total_cents AS TEXT)), ''
         FROM credit_notes WHERE number = ${current} AND account_id IS NOT NULL`,
      )
      .bind(crypto.randomUUID(), note.issuedAt, note.actor.id, note.actor.name, note.actor.email),
    number: d1.prepare(`SELECT ${current} AS number`),
  };
}

/** The operator as the audit log names them. */
export const OPERATOR_ACTOR = { id: null, name: 'Billing (operator)', email: site.billingEmail };

type CreditNoteRow = typeof creditNotes.$inferSelect;

export function toCreditNote(row: CreditNoteRow): CreditNote {
  return {
    number: row.number,
    invoiceNumber: row.invoiceNumber,
    issuedAt: new Date(row.issuedAt).toISOString(),
    reason: row.reason,
    seller: row.seller,
    buyer: { ...row.buyer, vatConfirmation: row.buyer.vatConfirmation ?? null },
    lines: row.lines,
    netCents: row.netCents,
    tax: { kind: row.taxKind, rateBasisPoints: row.taxRateBp, country: row.taxCountry },
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    toBalanceCents: row.toBalanceCents,
    currency: 'USD',
  };
}

export function creditNoteByNumber(db: Db, number: string) {
  return db.select().from(creditNotes).where(eq(creditNotes.number, number)).limit(1);
}

export function creditNotesOfInvoice(db: Db, invoiceNumber: string) {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceNumber, invoiceNumber));
}

export function creditNotesOf(db: Db, account: string) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.accountId, account))
    .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.sequence));
}
