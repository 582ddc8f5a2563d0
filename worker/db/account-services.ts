/**
 * Services of an account (docs/decisions/services-metered-by-the-hour.md): what checkout's lines
 * become, written by statements appended to checkout's batch, and read for metering.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { accountServices } from './schema';

export type ServiceRow = typeof accountServices.$inferSelect;
export type NewService = Omit<ServiceRow, 'state' | 'endedAt'>;

// D1 allows 100 bound parameters per statement (toolchain.md); a service binds 15.
const ROWS_PER_STATEMENT = Math.floor(100 / 15);

/** The inserts of new services, for a batch whose earlier statement carries its guard; unrun. */
export function insertServices(db: Db, rows: readonly NewService[]) {
  const chunks = Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, index) =>
    rows.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT),
  );
  return chunks.map((chunk) =>
    db.insert(accountServices).values(chunk.map((row) => ({ ...row, state: 'active' as const }))),
  );
}

/** The account's services, oldest first, unrun. */
export function servicesOf(db: Db, account: string | SQL) {
  return db
    .select()
    .from(accountServices)
    .where(eq(accountServices.accountId, account))
    .orderBy(asc(accountServices.startedAt), asc(accountServices.id));
}

/** One service of the account, unrun. */
export function serviceOf(db: Db, account: string | SQL, id: string) {
  return db
    .select()
    .from(accountServices)
    .where(and(eq(accountServices.id, id), eq(accountServices.accountId, account)))
    .limit(1);
}

/** Ends an active service of the account now, when `guard` holds; answers the ended row (none: unknown, another account's, or ended already). Unrun. */
export function cancelService(db: Db, actor: { account: string | SQL; guard: SQL }, id: string, now: number) {
  return db
    .update(accountServices)
    .set({ state: 'ended', endedAt: now })
    .where(
      and(
        eq(accountServices.id, id),
        eq(accountServices.accountId, actor.account),
        eq(accountServices.state, 'active'),
        sql`${actor.guard}`,
      ),
    )
    .returning();
}
