/** An account's balance and its movements (migrations/0019: a trigger keeps the one the sum of the other). */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Balance } from '../../site/shared/api/credit';
import { receiptNumber } from '../../site/shared/domain/balance';
import type { Db } from './client';
import { toCreditNote } from './credit-notes';
import { accountBalances, balanceMovements, creditNotes, payments } from './schema';

/** Movements shown on Billing, newest first. */
export const MOVEMENTS_SHOWN = 50;

/** The reads of Billing's balance, by name for one batch (`namedBatch`), unrun. */
export function balanceQueries(db: Db, account: string | SQL) {
  return {
    balances: db.select().from(accountBalances).where(eq(accountBalances.accountId, account)).limit(1),
    movements: db
      .select()
      .from(balanceMovements)
      .where(eq(balanceMovements.accountId, account))
      .orderBy(desc(balanceMovements.id))
      .limit(MOVEMENTS_SHOWN),
    notes: db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.accountId, account))
      .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.sequence)),
    paid: db
      .select({
        id: payments.id,
        invoiceNumber: payments.invoiceNumber,
        recordedAt: payments.recordedAt,
        amountCents: payments.amountCents,
      })
      .from(payments)
      .where(eq(payments.accountId, account))
      .orderBy(desc(payments.recordedAt), desc(payments.id))
      .limit(MOVEMENTS_SHOWN),
  };
}

export function toBalance({
  balances,
  movements,
  notes,
  paid,
}: {
  balances: (typeof accountBalances.$inferSelect)[];
  movements: (typeof balanceMovements.$inferSelect)[];
  notes: (typeof creditNotes.$inferSelect)[];
  paid: Pick<typeof payments.$inferSelect, 'id' | 'invoiceNumber' | 'recordedAt' | 'amountCents'>[];
}): Balance {
  return {
    balanceCents: balances[0]?.balanceCents ?? 0,
    movements: movements.map((row) => ({
      at: new Date(row.createdAt).toISOString(),
      kind: row.kind,
      amountCents: row.amountCents,
      document: row.document,
    })),
    creditNotes: notes.map((row) => {
      const { number, invoiceNumber, issuedAt, reason, totalCents, currency } = toCreditNote(row);
      return { number, invoiceNumber, issuedAt, reason, totalCents, currency };
    }),
    payments: paid.map((row) => ({
      id: row.id,
      receipt: receiptNumber(row.id),
      invoiceNumber: row.invoiceNumber,
      recordedAt: new Date(row.recordedAt).toISOString(),
      amountCents: row.amountCents,
    })),
  };
}

/** One of the account's payments by id (another account's: none), unrun. */
export function paymentOf(db: Db, account: string | SQL, id: string) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.accountId, account)))
    .limit(1);
}

/** One of the account's credit notes by number (another account's: none), unrun. */
export function creditNoteOf(db: Db, account: string | SQL, number: string) {
  return db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.number, number), eq(creditNotes.accountId, account)))
    .limit(1);
}

/** The account's balance row (none until its first movement), unrun. */
export function balanceRowOf(db: Db, account: string) {
  return db.select().from(accountBalances).where(eq(accountBalances.accountId, account)).limit(1);
}

/**
 * The movement that uses `cents` of the account's credit on `document` (SQL: the invoice number the
 * same batch takes, or an order number), unrun. The balance's CHECK fails the batch when another
 * request used the credit first; checkout then reads everything again.
 */
export function applyCredit(db: Db, account: string, now: number, cents: number, document: SQL) {
  return db.insert(balanceMovements).select(sql`SELECT NULL, ${account}, ${now}, ${-cents}, 'applied', ${document}`);
}

/** The balance rows of these accounts (an account without one has no credit), unrun. */
export function balancesOf(db: Db, accountIds: string[]) {
  return db.select().from(accountBalances).where(inArray(accountBalances.accountId, accountIds));
}

/** A batch refused by the balance's CHECK: another request used the credit first. */
export const creditUsedMeanwhile = (error: unknown) =>
  /CHECK constraint failed: balance_cents/.test(String((error as Error)?.message ?? error));
