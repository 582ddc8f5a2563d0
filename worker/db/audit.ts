/**
 * The audit log of an account (docs/decisions/accounts-and-teams.md): who did what, to what, when and
 * from which client. Entries are only inserted (a trigger refuses updates), in the same batch as
 * what they record and under its guard, so a refused request leaves no entry and a done one always has it.
 */
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../site/shared/api/teams';
import { AUDIT_PAGE_SIZE, type AuditEvent } from '../../site/shared/domain/teams';
import type { UserRef, WriteGuard } from './actor';
import type { Db } from './client';
import { auditLog, users } from './schema';

export type AuditInput = { event: AuditEvent; target?: string; detail?: Record<string, string> };
/** The account (an id, or the request's account as SQL), the acting user and the guard of the write it records. */
export type AuditWho = { account: string | SQL; user: UserRef | string; guard: WriteGuard };
/** When and from where: the request's time and client address (lib/client-address.ts). */
export type AuditContext = { now: number; address: string };

/** The statement that records `entry`, unrun; nothing when the guard is false. */
export function auditEntry(db: Db, who: AuditWho, entry: AuditInput, context: AuditContext) {
  const { account, user, guard } = who;
  const next = sql`coalesce((SELECT max(${auditLog.seq}) FROM ${auditLog} WHERE ${auditLog.accountId} = ${account}), 0) + 1`;
  // INSERT … SELECT lists every column in the schema's order.
  return db.insert(auditLog).select(
    sql`SELECT ${crypto.randomUUID()}, ${account}, ${next}, ${context.now}, ${entry.event}, ${users.id}, ${users.name},
        ${users.email}, ${entry.target ?? ''}, ${JSON.stringify(entry.detail ?? {})}, ${context.address}
      FROM ${users} WHERE ${users.id} = ${user} AND ${account} IS NOT NULL AND ${guard}`,
  );
}

/** One page of the account's log, newest first, of one event type or all; `before` is a `seq`. Unrun. */
export function auditPage(db: Db, account: string | SQL, filter: { event?: AuditEvent; before?: number }) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.accountId, account),
        filter.event ? eq(auditLog.event, filter.event) : undefined,
        filter.before ? lt(auditLog.seq, filter.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.seq))
    .limit(AUDIT_PAGE_SIZE + 1);
}

type AuditRow = typeof auditLog.$inferSelect;

/** The page as the API answers it: at most a page of entries and where the next one starts. */
export function toAuditPage(rows: AuditRow[]): { entries: AuditEntry[]; nextBefore: number | null } {
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      seq: row.seq,
      event: row.event as AuditEvent,
      actor: { name: row.actorName, email: row.actorEmail },
      target: row.target,
      detail: row.detail,
      address: row.address,
      at: new Date(row.createdAt).toISOString(),
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE && last ? last.seq : null,
  };
}
