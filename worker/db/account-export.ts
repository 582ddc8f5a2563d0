/**
 * "Download your data" (docs/data-export.md): the export is a list of sections, each reading the
 * tables it names for one person. A table holding personal data is either read by a section here or
 * named in the doc as left out, with the reason (account-export.test.ts walks the real schema).
 * No section reads a secret: hashes, sealed TOTP secrets and passkey key material stay in D1.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DataExport, ExportSection } from '../../site/shared/api/profile-data';
import { toBalance } from './balance';
import { toInvoice } from './billing';
import type { Db } from './client';
import { toCreditNote } from './credit-notes';
import {
  accountBalances,
  accountServices,
  accounts,
  apiTokens,
  auditLog,
  balanceMovements,
  billingDetails,
  cartItems,
  creditNotes,
  invoices,
  memberships,
  orderLines,
  orders,
  passkeys,
  recoveryCodes,
  sessions,
  signIns,
  twoFactor,
  users,
} from './schema';

/** Whose data: the user's id (also their personal account's), their address, and the request's time. */
export type Person = { id: string; email: string; now: number };

type Section<K extends ExportSection> = {
  key: K;
  /** The tables the section reads, as SQLite names them. */
  tables: readonly string[];
  read: (db: Db, person: Person) => Promise<DataExport[K]>;
};

const iso = (time: number) => new Date(time).toISOString();
const isoOrNull = (time: number | null) => (time === null ? null : iso(time));

const profile: Section<'profile'> = {
  key: 'profile',
  tables: ['users'],
  async read(db, { id }) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw new Error('The person to export does not exist');
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      emailVerifiedAt: isoOrNull(row.emailVerifiedAt),
      companyName: row.companyName,
      address: row.address,
      phoneNumber: row.phoneNumber,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  },
};

const billing: Section<'billingDetails'> = {
  key: 'billingDetails',
  tables: ['billing_details'],
  async read(db, { id }) {
    const [row] = await db.select().from(billingDetails).where(eq(billingDetails.accountId, id)).limit(1);
    if (!row) return null;
    const { accountId: _account, updatedAt, vatCheckedAt, ...details } = row;
    return { ...details, vatCheckedAt: isoOrNull(vatCheckedAt), updatedAt: iso(updatedAt) };
  },
};

const sessionList: Section<'sessions'> = {
  key: 'sessions',
  tables: ['sessions'],
  async read(db, { id }) {
    const rows = await db.select().from(sessions).where(eq(sessions.userId, id)).orderBy(asc(sessions.createdAt));
    return rows.map((row) => ({
      device: row.device,
      createdAt: iso(row.createdAt),
      lastSeenAt: isoOrNull(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: isoOrNull(row.revokedAt),
      accountId: row.accountId,
    }));
  },
};

const signInList: Section<'signIns'> = {
  key: 'signIns',
  tables: ['sign_ins'],
  async read(db, { id }) {
    const rows = await db.select().from(signIns).where(eq(signIns.userId, id)).orderBy(asc(signIns.createdAt));
    return rows.map((row) => ({
      at: iso(row.createdAt),
      outcome: row.outcome,
      method: row.method,
      device: row.device,
    }));
  },
};

const passkeyList: Section<'passkeys'> = {
  key: 'passkeys',
  tables: ['passkeys'],
  async read(db, { id }) {
    // Never the credential id or the public key: what names the passkey to a person is enough.
    const rows = await db.select().from(passkeys).where(eq(passkeys.userId, id)).orderBy(asc(passkeys.createdAt));
    return rows.map((row) => ({
      name: row.name,
      createdAt: iso(row.createdAt),
      lastUsedAt: isoOrNull(row.lastUsedAt),
      backedUp: row.backedUp,
      transports: row.transports,
    }));
  },
};

const twoFactorState: Section<'twoFactor'> = {
  key: 'twoFactor',
  tables: ['two_factor', 'recovery_codes'],
  async read(db, { id }) {
    const [factor] = await db
      .select({ enabledAt: twoFactor.enabledAt })
      .from(twoFactor)
      .where(eq(twoFactor.userId, id));
    const [codes] = await db
      .select({ left: sql<number>`count(*)` })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)));
    const enabledAt = factor?.enabledAt ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt: isoOrNull(enabledAt),
      recoveryCodesLeft: enabledAt ? (codes?.left ?? 0) : 0,
    };
  },
};

const tokenList: Section<'apiTokens'> = {
  key: 'apiTokens',
  tables: ['api_tokens'],
  async read(db, { id }) {
    const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, id)).orderBy(asc(apiTokens.createdAt));
    return rows.map((row) => ({
      name: row.name,
      accountId: row.accountId,
      hint: row.hint,
      scopes: row.scopes.trim().split(' ').filter(Boolean),
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      lastUsedAt: isoOrNull(row.lastUsedAt),
      revokedAt: isoOrNull(row.revokedAt),
    }));
  },
};

const membershipList: Section<'memberships'> = {
  key: 'memberships',
  tables: ['memberships', 'accounts'],
  async read(db, { id }) {
    const rows = await db
      .select({
        accountId: accounts.id,
        kind: accounts.kind,
        name: accounts.name,
        role: memberships.role,
        since: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .where(eq(memberships.userId, id))
      .orderBy(asc(memberships.createdAt));
    return rows.map((row) => ({ ...row, since: iso(row.since) }));
  },
};

const cart: Section<'cart'> = {
  key: 'cart',
  tables: ['cart_items'],
  async read(db, { id }) {
    const rows = await db.select().from(cartItems).where(eq(cartItems.accountId, id)).orderBy(asc(cartItems.createdAt));
    return rows.map((row) => ({
      itemType: row.planId ? ('plan' as const) : ('service' as const),
      itemId: row.planId ?? row.serviceId ?? '',
      billingPeriod: row.billingPeriod,
      addedAt: iso(row.createdAt),
    }));
  },
};

const orderList: Section<'orders'> = {
  key: 'orders',
  tables: ['orders', 'order_lines'],
  async read(db, { id }) {
    // Orders of the personal account, and those the person placed for a team (without the team's billing data).
    const rows = await db
      .select()
      .from(orders)
      .where(or(eq(orders.accountId, id), eq(orders.userId, id)))
      .orderBy(asc(orders.createdAt));
    const lines = rows.length
      ? await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.position))
      : [];
    return rows.map((row) => ({
      number: row.number,
      accountId: row.accountId,
      placedByYou: row.userId === id,
      placedAt: iso(row.createdAt),
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          name: line.name,
          itemType: line.itemType,
          itemId: line.itemId,
          billingPeriod: line.billingPeriod,
          unitPriceCents: line.unitPriceCents,
        })),
      billing:
        row.accountId === id
          ? {
              name: row.billingName,
              email: row.billingEmail,
              company: row.billingCompany,
              address: row.billingAddress,
              couponCode: row.couponCode,
              subtotalCents: row.subtotalCents,
              discountCents: row.discountCents,
              taxCents: row.taxCents,
              totalCents: row.totalCents,
            }
          : null,
    }));
  },
};

const invoiceList: Section<'invoices'> = {
  key: 'invoices',
  tables: ['invoices'],
  async read(db, { id, now }) {
    const rows = await db.select().from(invoices).where(eq(invoices.accountId, id)).orderBy(asc(invoices.issuedAt));
    return rows.map((row) => toInvoice(row, now));
  },
};

const auditEntries: Section<'auditEntries'> = {
  key: 'auditEntries',
  tables: ['audit_log'],
  async read(db, { id, email }) {
    // What the person did, and what others did to their membership (the entry's target is their address).
    const rows = await db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.actorId, id), eq(auditLog.target, email)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.seq));
    return rows.map((row) => {
      const byYou = row.actorId === id;
      return {
        accountId: row.accountId,
        at: iso(row.createdAt),
        event: row.event,
        byYou,
        actorName: row.actorName,
        target: row.target,
        detail: row.detail,
        address: byYou ? row.address : '',
      };
    });
  },
};

const serviceList: Section<'services'> = {
  key: 'services',
  tables: ['account_services'],
  async read(db, { id }) {
    const rows = await db
      .select()
      .from(accountServices)
      .where(eq(accountServices.accountId, id))
      .orderBy(asc(accountServices.startedAt));
    return rows.map(({ accountId: _account, orderLineId: _line, meteredFrom: _from, startedAt, endedAt, ...row }) => ({
      ...row,
      startedAt: iso(startedAt),
      endedAt: isoOrNull(endedAt),
    }));
  },
};

const creditNoteList: Section<'creditNotes'> = {
  key: 'creditNotes',
  tables: ['credit_notes'],
  async read(db, { id }) {
    const rows = await db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.accountId, id))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
    return rows.map(toCreditNote);
  },
};

const balance: Section<'balance'> = {
  key: 'balance',
  tables: ['account_balances', 'balance_movements'],
  async read(db, { id }) {
    const [balances, movements, notes] = await Promise.all([
      db.select().from(accountBalances).where(eq(accountBalances.accountId, id)),
      // Every movement, oldest first (Billing shows the newest few).
      db.select().from(balanceMovements).where(eq(balanceMovements.accountId, id)).orderBy(asc(balanceMovements.id)),
      db.select().from(creditNotes).where(eq(creditNotes.accountId, id)).orderBy(asc(creditNotes.issuedAt)),
    ]);
    return toBalance(balances, movements, notes);
  },
};

/** The sections in the order the file lists them. */
export const EXPORT_SECTIONS = [
  profile,
  billing,
  sessionList,
  signInList,
  passkeyList,
  twoFactorState,
  tokenList,
  membershipList,
  cart,
  orderList,
  serviceList,
  invoiceList,
  creditNoteList,
  balance,
  auditEntries,
] as const;

/** The whole export of `person`; the sections read in parallel. */
export async function buildExport(db: Db, person: Person): Promise<DataExport> {
  const values = await Promise.all(EXPORT_SECTIONS.map((section) => section.read(db, person)));
  const sections = Object.fromEntries(EXPORT_SECTIONS.map((section, i) => [section.key, values[i]]));
  return {
    format: 'nimbus-cloud-data-export',
    version: 1,
    exportedAt: iso(person.now),
    ...(sections as Omit<DataExport, 'format' | 'version' | 'exportedAt'>),
  };
}
