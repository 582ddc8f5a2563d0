/**
 * `/api/orders`: checkout and the signed-in customer's orders. Its texts, status labels and header
 * name are in `orders-messages.ts`, without Valibot, re-exported here: the pages import that module,
 * which the build's `orders` chunk takes whole with what it imports.
 */
import * as v from 'valibot';
import { SERVICE_ITEM_KINDS } from '../domain/account-services';
import { SERVICE_CATEGORIES } from '../domain/catalog';
import { INVOICE_STATUSES, TAX_KINDS } from '../domain/invoice-terms';
import { ORDER_STATUSES } from '../domain/orders';
import { BILLING_PERIODS } from '../domain/pricing';
import { defineSchema, emailAnswer, requestObject, timestamp } from './common';
import { couponData } from './coupons';
import { orderErrors } from './orders-messages';

export * from './orders-messages';

/** One per checkout attempt: the browser sends `crypto.randomUUID()`. */
export const idempotencyKeySchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(orderErrors.keyRequired), v.regex(/^[A-Za-z0-9_-]{8,100}$/, orderErrors.keyMalformed)),
);

export const orderIdSchema = /* @__PURE__ */ defineSchema(() =>
  v.pipe(v.string(orderErrors.idMalformed), v.uuid(orderErrors.idMalformed)),
);

/**
 * The coupon the customer applied, sent by code and validated again; omit it for none. `accountId`
 * is the account whose cart was shown (the cart's answer names it): another current account is a 409.
 */
export const placeOrderSchema = /* @__PURE__ */ defineSchema(() =>
  requestObject({
    accountId: v.optional(
      v.pipe(
        v.string(orderErrors.accountMalformed),
        v.uuid(orderErrors.accountMalformed),
        v.description('The account whose cart was shown (GET /api/cart names it); omit it to use the current one'),
      ),
    ),
    couponCode: v.optional(
      v.pipe(
        v.string(orderErrors.couponText),
        v.trim(),
        v.minLength(1, orderErrors.couponText),
        v.maxLength(40, orderErrors.couponTooLong),
        v.toUpperCase(),
      ),
    ),
  }),
);
export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;

// Answers.

const money = (what: string) => v.pipe(v.number(), v.minValue(0), v.description(`${what}, US dollars`));

/** What an order and its line in the list both say about it. */
const orderHead = () => ({
  id: v.pipe(v.string(), v.uuid(), v.description('The order id, for GET /api/orders/{id}')),
  number: v.pipe(v.string(), v.description('Short and human-readable, e.g. NB-7K2M-9QXD')),
  status: v.pipe(
    v.picklist(ORDER_STATUSES),
    v.description(
      '"pendingPayment" until its invoice is paid by bank transfer, then "paid"; "overdue" when unpaid after the due date; "confirmed" for an order without an invoice of its own (monthly items only, whose usage is invoiced on the 1st of each month)',
    ),
  ),
  createdAt: timestamp('When the order was placed'),
});

/** One order line, frozen at checkout: later catalog changes do not reach it. */
export const orderLineData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      itemType: v.pipe(
        v.picklist(SERVICE_ITEM_KINDS),
        v.description('A plan, a catalog service, a VPS size or a GPU instance'),
      ),
      itemId: v.pipe(v.string(), v.description('The catalog id of the item')),
      category: v.nullable(v.picklist(SERVICE_CATEGORIES)),
      name: v.string(),
      billingPeriod: v.picklist(BILLING_PERIODS),
      monthlyPrice: money('The catalog monthly price at checkout'),
      unitPrice: money(
        'What one billing period costs: the monthly price, or the year’s price for annual; 0 for a GPU, billed by the hour',
      ),
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.description('Instances ordered: 1–8 for a GPU, else 1')),
      region: v.pipe(v.nullable(v.string()), v.description('Where it runs; null for lines ordered before regions')),
      hourlyPrice: v.pipe(
        v.nullable(v.number()),
        v.description('A GPU instance: US dollars an hour per instance, billed monthly in arrears; else null'),
      ),
    }),
    v.metadata({ ref: 'OrderLine' }),
  ),
);
export type OrderLine = v.InferOutput<typeof orderLineData>;

export const orderData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      ...orderHead(),
      lines: v.array(orderLineData),
      subtotal: money('Sum of the unit prices'),
      discount: money('The coupon’s discount'),
      tax: v.pipe(
        v.nullable(money('The tax on subtotal minus discount, by the billing country')),
        v.description(
          'The tax on subtotal minus discount, by the billing country; null for a role without billing data',
        ),
      ),
      total: money('Subtotal minus discount plus tax: what the invoice asks for'),
      coupon: v.pipe(v.nullable(couponData), v.description('The coupon as validated at checkout, or null')),
      invoice: v.pipe(
        v.nullable(
          v.strictObject({
            number: v.pipe(v.string(), v.description('e.g. NIM-2026-000001; also the payment reference')),
            status: v.picklist(INVOICE_STATUSES),
            dueAt: timestamp('The due date'),
            paidAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
            tax: v.strictObject({
              kind: v.picklist(TAX_KINDS),
              rateBasisPoints: v.pipe(v.nullable(v.pipe(v.number(), v.integer())), v.description('1900 for 19%')),
              country: v.pipe(v.string(), v.description('The billing country, ISO 3166-1 alpha-2')),
            }),
          }),
        ),
        v.description(
          'The invoice issued at checkout for the annual items; null for an order of monthly items only (their usage is invoiced monthly), for orders placed before invoicing began, and for a role without billing data (member, viewer)',
        ),
      ),
      billing: v.pipe(
        v.nullable(
          v.strictObject({ name: v.string(), email: emailAnswer, companyName: v.string(), address: v.string() }),
        ),
        v.description('Who is billed, as at checkout; null for a role without billing data (member, viewer)'),
      ),
    }),
    v.metadata({ ref: 'Order' }),
  ),
);
export type Order = v.InferOutput<typeof orderData>;

/** A line of the order list: enough for the profile's Orders section. */
export const orderSummaryData = /* @__PURE__ */ defineSchema(() =>
  v.pipe(
    v.strictObject({
      ...orderHead(),
      itemCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
      total: money('Subtotal minus discount plus tax'),
    }),
    v.metadata({ ref: 'OrderSummary' }),
  ),
);
export type OrderSummary = v.InferOutput<typeof orderSummaryData>;

export const orderListData = /* @__PURE__ */ defineSchema(() => v.strictObject({ orders: v.array(orderSummaryData) }));
export type OrderList = v.InferOutput<typeof orderListData>;
