/**
 * Your data (docs/data-export.md): the export `GET /api/profile/export` answers as a file, and the
 * shapes it is made of. Texts in `profile-messages.ts`; the body of `DELETE /api/profile` in `profile.ts`.
 */
import * as v from 'valibot';
import { SERVICE_ITEM_KINDS, SERVICE_STATES } from '../domain/account-services';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES } from '../domain/accounts';
import { BILLING_PERIODS } from '../domain/pricing';
import { ACCOUNT_KINDS, ROLES } from '../domain/teams';
import { VAT_STATUSES } from '../domain/vat-status';
import { invoiceData } from './billing';
import { defineSchema, emailAnswer } from './common';
import { balanceData, creditNoteData } from './credit';

const time = /* @__PURE__ */ defineSchema(() => v.pipe(v.string(), v.isoTimestamp()));
const maybeTime = /* @__PURE__ */ defineSchema(() => v.nullable(time));
const cents = /* @__PURE__ */ defineSchema(() => v.pipe(v.number(), v.integer(), v.minValue(0)));

/** One line of an order as the export shows it. */
const exportedOrderLine = /* @__PURE__ */ defineSchema(() =>
  v.strictObject({
    name: v.string(),
    itemType: v.picklist(['plan', 'service']),
    itemId: v.string(),
    billingPeriod: v.picklist(BILLING_PERIODS),
    unitPriceCents: cents,
  }),
);

/** The whole export: one key per section (docs/data-export.md describes every field). */
export const dataExport = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      format: v.literal('nimbus-cloud-data-export'),
      version: v.literal(1),
      exportedAt: time,
      profile: v.strictObject({
        id: v.string(),
        name: v.string(),
        email: emailAnswer,
        emailVerifiedAt: maybeTime,
        companyName: v.string(),
        address: v.string(),
        phoneNumber: v.string(),
        createdAt: time,
        updatedAt: time,
      }),
      billingDetails: v.nullable(
        v.strictObject({
          name: v.string(),
          line1: v.string(),
          line2: v.string(),
          postalCode: v.string(),
          city: v.string(),
          region: v.string(),
          country: v.string(),
          vatNumber: v.nullable(v.string()),
          // What VIES last said about an EU number, when, and its consultation number.
          vatStatus: v.nullable(v.picklist(VAT_STATUSES)),
          vatCheckedAt: maybeTime,
          vatRequestDate: v.nullable(v.string()),
          vatRequestId: v.nullable(v.string()),
          updatedAt: time,
        }),
      ),
      sessions: v.array(
        v.strictObject({
          device: v.string(),
          createdAt: time,
          lastSeenAt: maybeTime,
          expiresAt: time,
          revokedAt: maybeTime,
          accountId: v.nullable(v.string()),
        }),
      ),
      signIns: v.array(
        v.strictObject({
          at: time,
          outcome: v.picklist(SIGN_IN_OUTCOMES),
          method: v.picklist(SIGN_IN_METHODS),
          device: v.string(),
        }),
      ),
      passkeys: v.array(
        v.strictObject({
          name: v.string(),
          createdAt: time,
          lastUsedAt: maybeTime,
          backedUp: v.boolean(),
          transports: v.array(v.string()),
        }),
      ),
      twoFactor: v.strictObject({
        enabled: v.boolean(),
        enabledAt: maybeTime,
        recoveryCodesLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
      }),
      apiTokens: v.array(
        v.strictObject({
          name: v.string(),
          accountId: v.string(),
          hint: v.string(),
          scopes: v.array(v.string()),
          createdAt: time,
          expiresAt: time,
          lastUsedAt: maybeTime,
          revokedAt: maybeTime,
        }),
      ),
      memberships: v.array(
        v.strictObject({
          accountId: v.string(),
          kind: v.picklist(ACCOUNT_KINDS),
          name: v.string(),
          role: v.picklist(ROLES),
          since: time,
        }),
      ),
      cart: v.array(
        v.strictObject({
          itemType: v.picklist(['plan', 'service']),
          itemId: v.string(),
          billingPeriod: v.picklist(BILLING_PERIODS),
          addedAt: time,
        }),
      ),
      orders: v.array(
        v.strictObject({
          number: v.string(),
          accountId: v.nullable(v.string()),
          placedByYou: v.boolean(),
          placedAt: time,
          lines: v.array(exportedOrderLine),
          // Billing data: only for orders of the personal account (a team's belongs to the team).
          billing: v.nullable(
            v.strictObject({
              name: v.string(),
              email: v.string(),
              company: v.string(),
              address: v.string(),
              couponCode: v.nullable(v.string()),
              subtotalCents: cents,
              discountCents: cents,
              taxCents: cents,
              totalCents: cents,
            }),
          ),
        }),
      ),
      services: v.array(
        v.strictObject({
          id: v.string(),
          orderId: v.nullable(v.string()),
          name: v.string(),
          itemKind: v.picklist(SERVICE_ITEM_KINDS),
          itemId: v.string(),
          count: v.pipe(v.number(), v.integer()),
          billingPeriod: v.picklist(BILLING_PERIODS),
          region: v.nullable(v.string()),
          monthlyPriceCents: cents,
          hourlyRateMills: v.pipe(v.number(), v.integer()),
          startedAt: time,
          endedAt: maybeTime,
          state: v.picklist(SERVICE_STATES),
        }),
      ),
      invoices: v.array(invoiceData),
      creditNotes: v.array(creditNoteData),
      balance: balanceData,
      auditEntries: v.array(
        v.strictObject({
          accountId: v.string(),
          at: time,
          event: v.string(),
          byYou: v.boolean(),
          actorName: v.string(),
          target: v.string(),
          detail: v.record(v.string(), v.string()),
          address: v.pipe(v.string(), v.description('The client address of your own actions; empty otherwise')),
        }),
      ),
    }),
    v.metadata({ ref: 'DataExport' }),
  ),
);
export type DataExport = v.InferOutput<typeof dataExport>;
export type ExportSection = Exclude<keyof DataExport, 'format' | 'version' | 'exportedAt'>;
