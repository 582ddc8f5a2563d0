/**
 * Checkout: turns the customer's cart into an order, priced here from D1's catalog with the
 * shared pricing module and the coupon validated again. Idempotent per `Idempotency-Key`: the same
 * key and request answer the first order again; the same key with another request is a 409.
 */

import { sql } from 'drizzle-orm';
import type { BillingDetails, Invoice } from '../../site/shared/api/billing';
import { budgetReachedError } from '../../site/shared/api/budget-messages';
import { couponErrors } from '../../site/shared/api/coupons';
import type { PlaceOrderInput } from '../../site/shared/api/orders';
import { type Order, orderErrors } from '../../site/shared/api/orders';
import { creditToApply } from '../../site/shared/domain/balance';
import { dueDate, invoiceTotals, servicePeriod, type TaxRule, taxRule } from '../../site/shared/domain/billing';
import type { Coupon } from '../../site/shared/domain/catalog';
import { budgetReached, usageSoFar } from '../../site/shared/domain/dunning';
import { monthOf, monthWindow } from '../../site/shared/domain/metering';
import { addressLines } from '../../site/shared/domain/postal-address';
import { insertServices } from '../db/account-services';
import { auditEntry } from '../db/audit';
import { applyCredit, balanceRowOf } from '../db/balance';
import { invoiceYear, toBillingDetails } from '../db/billing';
import { cartContents, toCartContents } from '../db/cart-read';
import type { Db } from '../db/client';
import { type CouponRow, couponByCode, couponState } from '../db/coupons';
import { budgetOf, monthServicesOf, suspendingInvoiceOf } from '../db/dunning';
import { cartSignature, findOrder, idempotencyRecord, insertOrder, toCheckoutLines } from '../db/orders';
import { userById } from '../db/users';
import { orderLineOf, orderPrice, servicesOfOrder } from './checkout-services';
import { ApiError } from './envelope';
import { sellerFor, vatEvidence } from './invoice-parties';
import { runNamed } from './named-batch';
import type { SignedIn } from './signed-in';
import { hashToken } from './tokens';
import { confirmAtCheckout, vatNumberExempts } from './vat-confirmation';
import type { ViesConfig } from './vies';

/**
 * A batch is refused when another request changed the cart or used the key in between (or, once
 * in a trillion, the random order number was taken). Each attempt reads everything again.
 */
const ATTEMPTS = 4;

// Crockford's base32: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "NB-7K2M-9QXD": 40 random bits. */
export function newOrderNumber(): string {
  const chars = [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => ALPHABET[byte % 32]).join('');
  return `NB-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** What makes two requests under one key "the same request": the validated body. */
export function requestFingerprint(input: PlaceOrderInput): Promise<string> {
  return hashToken(JSON.stringify({ couponCode: input.couponCode ?? null }));
}

function validCoupon(code: string | undefined, row: CouponRow | undefined): Coupon | null {
  if (code === undefined) return null;
  const state = couponState(row);
  if (state === 'unknown' || !row) throw new ApiError(400, couponErrors.unknown);
  if (state === 'inactive') throw new ApiError(400, couponErrors.inactive);
  if (state === 'expired') throw new ApiError(400, couponErrors.expired);
  return { code: row.code, discountType: row.discountType, discountValue: row.discountValue };
}

/** The order; a new one (201) also names its customer, whom the route mails. */
export type CheckoutResult =
  | { status: 200; order: Order }
  | { status: 201; order: Order; customer: { email: string; name: string; emailVerifiedAt: number | null } };

async function replay(
  db: Db,
  accountId: string,
  record: { fingerprint: string; orderId: string } | undefined,
  fingerprint: string,
): Promise<CheckoutResult | null> {
  if (!record) return null;
  if (record.fingerprint !== fingerprint) throw new ApiError(409, orderErrors.keyReused);
  const order = await findOrder(db, accountId, record.orderId);
  // The key was used for another account's cart (the customer switched): not the same request.
  if (!order) throw new ApiError(409, orderErrors.keyReused);
  return { status: 200, order };
}

/** The buyer block of an invoice: the billing details as they are now, and the account's address. */
export function buyerOf(details: BillingDetails, email: string, tax: TaxRule): Invoice['buyer'] {
  return {
    name: details.name,
    addressLines: addressLines(details),
    vatNumber: details.vatNumber,
    country: details.country,
    email,
    vatConfirmation: vatEvidence(details, tax),
  };
}

/** Who checks out: the signed-in user, for the current account, from a client address (the audit log's). */
export type Buyer = { userId: string; accountId: string; address: string };

/**
 * Places the current account's order and issues its invoice (after `signedIn.run` checked the
 * session, the role and the limits); its write batch carries the request's guard, which checks the
 * role again, and records the order in the account's audit log.
 */
export async function checkout(
  signedIn: SignedIn,
  db: Db,
  buyer: Buyer,
  key: string,
  input: PlaceOrderInput,
  vies: ViesConfig,
): Promise<CheckoutResult> {
  const { userId, accountId } = buyer;
  const fingerprint = await requestFingerprint(input);
  let coupon: Coupon | null | undefined;
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const now = Date.now();
    // Everything checkout reads, in one round trip: the key's record, the coupon, the account, an
    // invoice that suspends it, its budget and this month's metered services, its balance, the cart
    // with the billing details.
    const { records, coupons, users, suspending, budgets, metered, balances, contents } = await runNamed(db, {
      records: idempotencyRecord(db, userId, key),
      coupons: couponByCode(db, input.couponCode ?? ''),
      users: userById(db, userId),
      suspending: suspendingInvoiceOf(db, accountId, now),
      budgets: budgetOf(db, accountId),
      metered: monthServicesOf(db, accountId, monthWindow(monthOf(now))),
      balances: balanceRowOf(db, accountId),
      contents: cartContents(db, accountId),
    });
    const { billing: storedBilling, rows: cartRows } = toCartContents(contents);
    const replayed = await replay(db, accountId, records[0], fingerprint);
    if (replayed) return replayed;
    // An invoice unpaid 14 days after its due date suspends the account until it is paid
    // (docs/decisions/reminders-and-suspension.md).
    const [overdue] = suspending;
    if (overdue) throw new ApiError(403, orderErrors.suspended(overdue.number));
    const cart = toCheckoutLines(cartRows);
    // An empty cart is refused before its coupon is looked at: checkout is no oracle for codes.
    if (cart.length === 0) throw new ApiError(400, orderErrors.emptyCart);
    coupon ??= validCoupon(input.couponCode, coupons[0]);
    const gone = cart.find((line) => !line.item.available || orderPrice(line.item) === null);
    if (gone) throw new ApiError(409, orderErrors.unavailable(gone.item.name));
    const [user] = users;
    if (!user) throw new ApiError(401, 'Authentication required');
    if (!storedBilling) throw new ApiError(409, orderErrors.billingDetailsMissing);
    // With the stop on, metered items wait once the month's usage reached the budget (docs/decisions/spend-budgets.md).
    const [limit] = budgets;
    const metersMore = cart.some((line) => line.billingPeriod === 'monthly');
    if (limit?.stopOrders && metersMore && budgetReached(usageSoFar(metered, now), limit.amountDollars)) {
      throw new ApiError(409, budgetReachedError(limit.amountDollars));
    }
    // An EU VAT number without a VIES confirmation of the last 30 days is asked again first.
    const billingRow = await confirmAtCheckout(vies, db, storedBilling, now);
    const billing = toBillingDetails(billingRow);

    const lines = cart.map(orderLineOf);
    // Annual items are invoiced now for their year; monthly ones are metered and invoiced monthly.
    const invoiced = lines.filter((line) => line.billingPeriod === 'annual');
    // Format and check digits again (a rule change cannot exempt a bad number), and for an EU number
    // a VIES confirmation of the last 30 days (docs/decisions/vat-numbers-confirmed-with-vies.md).
    const tax = taxRule(billing.country, vatNumberExempts(billingRow, now));
    const totals = invoiceTotals(
      invoiced.map((line) => line.unitPriceCents),
      coupon,
      tax,
    );
    // Account credit is used first; a fully credited invoice is not issued (no $0.00 invoice ever).
    const creditCents = invoiced.length > 0 ? creditToApply(balances[0]?.balanceCents ?? 0, totals.totalCents) : 0;
    const fullyCredited = creditCents > 0 && creditCents === totals.totalCents;
    const year = invoiceYear(now);
    const id = crypto.randomUUID();
    const number = newOrderNumber();
    const invoiceBuyer = buyerOf(billing, user.email, tax);
    try {
      const { actor } = signedIn;
      const statements = insertOrder(
        db,
        actor,
        {
          id,
          number,
          userId,
          accountId,
          createdAt: now,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          coupon,
          billing: {
            name: billing.name,
            email: user.email,
            companyName: '',
            address: invoiceBuyer.addressLines.join(', '),
          },
          lines,
        },
        invoiced.length === 0 || fullyCredited
          ? null
          : {
              orderId: id,
              userId,
              accountId,
              orderNumber: number,
              issuedAt: now,
              dueAt: dueDate(now),
              seller: sellerFor(tax),
              buyer: invoiceBuyer,
              lines: invoiced.map((line) => ({
                name: line.name,
                billingPeriod: line.billingPeriod,
                ...servicePeriod(now, line.billingPeriod),
                amountCents: line.unitPriceCents,
              })),
              couponCode: coupon?.code ?? null,
              ...totals,
              tax,
              creditAppliedCents: creditCents,
            },
        { key, fingerprint },
        cartSignature(cart),
      );
      const services = insertServices(db, servicesOfOrder({ id, accountId, createdAt: now }, lines));
      const audit = auditEntry(
        db,
        { account: accountId, user: actor.user, guard: actor.guard },
        { event: 'order.placed', target: number, detail: { total: String(totals.totalCents) } },
        { now, address: buyer.address },
      );
      const credit =
        creditCents === 0
          ? []
          : [
              applyCredit(
                db,
                accountId,
                now,
                creditCents,
                fullyCredited
                  ? sql`${number}`
                  : sql`(SELECT printf('NIM-%d-%06d', year, last) FROM invoice_sequences WHERE year = ${year})`,
              ),
            ];
      await signedIn.runNext([...statements, ...credit, ...services, audit]);
    } catch (error) {
      lastError = error;
      continue;
    }
    const order = await findOrder(db, accountId, id);
    if (!order) throw new Error(`order ${id} missing right after its batch`);
    const { email, name, emailVerifiedAt } = user;
    return { status: 201, order, customer: { email, name, emailVerifiedAt } };
  }
  throw lastError;
}
