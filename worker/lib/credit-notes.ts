/**
 * Issuing a credit note (db/credit-notes.ts): the batch, then its PDF stored once and a mail to the
 * address of the invoice it corrects. Used by the operator's line credit and by cancelling an annual
 * service (lib/cancel-credit.ts).
 */

import { and, eq, isNull } from 'drizzle-orm';
import { BILLING_PATH } from '../../site/shared/api/billing';
import type { CreditNote } from '../../site/shared/api/credit';
import { formatDocumentAmount } from '../../site/shared/domain/money';
import { invoiceByNumber } from '../db/billing';
import type { Db } from '../db/client';
import { creditNoteByNumber, creditNoteStatements, type NewCreditNote, toCreditNote } from '../db/credit-notes';
import { creditNotes } from '../db/schema';
import { userById } from '../db/users';
import type { RequestContext } from '../env';
import { greeting, mailInBackground, siteLink } from './account-mail';
import { creditNoteDocument } from './correction-pdfs';
import { renderPlainPdf } from './invoice-pdf';
import { runNamedD1 } from './named-batch';
import { storedOnce } from './stored-documents';

const money = (cents: number) => formatDocumentAmount(cents, 'USD');

/** Issues `note` (throws CREDIT_NOTE_TOO_LARGE's error when the invoice has not that much left), stores its PDF, mails it. */
export async function issueCreditNote(c: RequestContext, note: NewCreditNote): Promise<CreditNote> {
  const { db, d1 } = c.var;
  const results = await runNamedD1(d1, creditNoteStatements(d1, note));
  const found = results.number.results[0]?.number;
  const number = typeof found === 'string' ? found : null;
  if (!number) throw new Error('a credit note missing right after its batch');
  const [row] = await creditNoteByNumber(db, number);
  if (!row) throw new Error(`credit note ${number} missing right after its batch`);
  await storedCreditNotePdf(c.env.DOCUMENTS, db, row).catch((error: unknown) =>
    console.error('Storing credit note', number, 'failed; its first download stores it', error),
  );
  const issued = toCreditNote(row);
  await mailCreditNote(c, issued);
  return issued;
}

type CreditNoteRow = typeof creditNotes.$inferSelect;

export function storedCreditNotePdf(bucket: R2Bucket, db: Db, row: CreditNoteRow): Promise<Uint8Array> {
  return storedOnce(
    bucket,
    'credit-notes',
    row.number,
    row.pdfSha256,
    () => renderPlainPdf(creditNoteDocument(toCreditNote(row))),
    async (hash) => {
      const recorded = await db
        .update(creditNotes)
        .set({ pdfSha256: hash })
        .where(and(eq(creditNotes.number, row.number), isNull(creditNotes.pdfSha256)))
        .returning({ number: creditNotes.number });
      return recorded.length > 0;
    },
    async () => (await creditNoteByNumber(db, row.number))[0]?.pdfSha256 ?? null,
  );
}

async function mailCreditNote(c: RequestContext, note: CreditNote): Promise<void> {
  const { db } = c.var;
  const [invoice] = await invoiceByNumber(db, note.invoiceNumber);
  const [user] = invoice?.userId ? await userById(db, invoice.userId) : [];
  const to = user ?? { email: note.buyer.email, name: '', emailVerifiedAt: null };
  const taken = note.totalCents - note.toBalanceCents;
  const standing = [
    taken > 0 ? `${money(taken)} is taken off what was due on invoice ${note.invoiceNumber}.` : '',
    note.toBalanceCents > 0
      ? `${money(note.toBalanceCents)} is now credit on your account, used first on your next invoice.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  mailInBackground(c, async () => ({
    to: to.email,
    template: 'credit-note',
    values: {
      greeting: greeting(to),
      creditNoteNumber: note.number,
      invoiceNumber: note.invoiceNumber,
      reason: note.reason,
      total: money(note.totalCents),
      standing,
      link: siteLink(c, BILLING_PATH),
    },
  }));
}
