/**
 * "Download your data" (docs/data-export.md): the export is a list of sections, each reading the
 * tables it names for one person. A table holding personal data is either read by a section here or
 * named in the doc as left out, with the reason (account-export.test.ts walks the real schema).
 * No section reads a secret: hashes, sealed TOTP secrets and passkey key material stay in D1.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DataExport } from '../../site/shared/api/profile-data';
import { balance, creditNoteList, invoiceList, orderList, serviceList } from './account-export-billing';
import { iso, isoOrNull, type Person, type Section } from './account-export-section';
import type { Db } from './client';
import {
  accounts,
  apiTokens,
  auditLog,
  billingDetails,
  cartItems,
  memberships,
  passkeys,
  recoveryCodes,
  sessions,
  signIns,
  twoFactor,
  users,
} from './schema';

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
