/**
 * The signed-in customer's orders: checkout with an `Idempotency-Key` (rate limited like cart
 * writes), the list of their orders and one order. The work is in `lib/checkout.ts` and `db/orders.ts`.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { budgetReachedError } from '../../site/shared/api/budget-messages';
import { couponErrors } from '../../site/shared/api/coupons';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  orderData,
  orderErrors,
  orderIdSchema,
  orderListData,
  placeOrderSchema,
} from '../../site/shared/api/orders';
import { orderForRole, orderFrom, orderQueries, ordersOf, toOrderSummaries } from '../db/orders';
import type { AppEnv } from '../env';
import { mailOrderPlaced } from '../lib/billing-mail';
import { checkout } from '../lib/checkout';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { storeIssuedInvoice } from '../lib/invoice-store';
import { namedBatch } from '../lib/named-batch';
import { viesConfig } from '../lib/vat-confirmation';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { requestHeader } from '../middleware/request-header';
import { signedInRoute } from '../middleware/signed-in-route';
import { checkoutCouponLimit } from '../middleware/write-limits';
import { failure, success } from '../openapi/responses';

const EXAMPLE_ID = '0b6a4f0e-3c1d-4a57-9a52-2f7d8e1c9b40';

export const orders = new Hono<AppEnv>()
  .post(
    '/',
    signedInRoute({ action: 'orders:place', tokenScope: 'orders:write', limits: ['cartWrite'] }),
    requestHeader(IDEMPOTENCY_HEADER, idempotencyKeySchema, {
      description:
        'A fresh random value (a UUID) per checkout attempt, sent again unchanged when the same attempt is retried',
      example: EXAMPLE_ID,
    }),
    jsonBody(placeOrderSchema, { couponCode: 'WELCOME10' }),
    checkoutCouponLimit,
    describeRoute({
      tags: ['Orders'],
      summary: 'Check out: turn the cart into an order',
      description:
        'Prices every cart line from the catalog, applies the coupon sent (validated again; omit `couponCode` for none), adds the tax of the billing country, stores the order with its prices frozen, issues its invoice (numbered without gaps) and empties the cart, all or nothing. Needs billing details (PUT /api/billing/details). Retrying with the same key and body answers the same order with 200 and creates nothing.',
      responses: {
        201: success('The order, placed now', orderData),
        200: success('The order this key already placed', orderData),
        400: failure(
          `"${orderErrors.emptyCart}", a missing or malformed \`${IDEMPOTENCY_HEADER}\`, an invalid body, or a coupon that is unknown ("${couponErrors.unknown}"), inactive or expired`,
        ),
        403: failure(
          `The account is suspended: an invoice is unpaid 14 days after its due date ("${orderErrors.suspended('NIM-2026-000123')}")`,
        ),
        409: failure(
          `"${orderErrors.accountChanged}", "${orderErrors.keyReused}", an item in the cart is no longer available, "${orderErrors.billingDetailsMissing}", or, with the budget's stop on, metered items once the month's usage reached the budget ("${budgetReachedError(500)}")`,
        ),
      },
    }),
    async (c) => {
      const key = c.req.valid('header')[IDEMPOTENCY_HEADER.toLowerCase()] ?? '';
      const { db, signedIn } = c.var;
      // Session, role and counter first (one round trip); checkout's reads and its batch follow.
      const { user, account } = await signedIn.runInAccount([]);
      const input = c.req.valid('json');
      // The cart shown was another account's (docs/decisions/one-account-per-request.md).
      if (input.accountId !== undefined && input.accountId !== account.id) {
        throw new ApiError(409, orderErrors.accountChanged);
      }
      const buyer = { userId: user.id, accountId: account.id, address: clientKey(c) };
      const placed = await checkout(signedIn, db, buyer, key, input, viesConfig(c.env));
      if (placed.status === 201) {
        // The invoice's PDF is made and stored once, as issued, before the customer is answered.
        if (placed.order.invoice) await storeIssuedInvoice(c.env.DOCUMENTS, db, placed.order.invoice.number);
        mailOrderPlaced(c, placed.order, placed.customer);
      }
      return ok(c, placed.order, placed.status);
    },
  )
  .get(
    '/',
    signedInRoute({ action: 'orders:read', tokenScope: 'orders:read' }),
    describeRoute({
      tags: ['Orders'],
      summary: "List the account's orders",
      description: 'Newest first.',
      responses: { 200: success("The current account's orders", orderListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ orders: ordersOf(db, signedIn.accountActor.account) });
      const { orders } = batch.read((await signedIn.run(batch.statements)).results);
      return ok(c, { orders: toOrderSummaries(orders, Date.now()) });
    },
  )
  .get(
    '/:id',
    signedInRoute({ action: 'orders:read', tokenScope: 'orders:read' }),
    pathParam('id', orderIdSchema, { description: 'The order id (a UUID)', example: EXAMPLE_ID }),
    describeRoute({
      tags: ['Orders'],
      summary: "Read one of the account's orders",
      description:
        'Another account’s order answers 404, as an unknown id does. A member or viewer reads it without billing data: `billing`, `invoice` and `tax` are null.',
      responses: { 200: success('The order', orderData), 404: failure(orderErrors.notFound) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch(orderQueries(db, signedIn.accountActor.account, c.req.valid('param').id));
      const { results, account } = await signedIn.runInAccount(batch.statements);
      const order = orderFrom(batch.read(results), Date.now());
      if (!order) throw new ApiError(404, orderErrors.notFound);
      return ok(c, orderForRole(order, account.role));
    },
  );
