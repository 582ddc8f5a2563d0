/**
 * What the API answers: the `data` of every success envelope, as Valibot schemas. The OpenAPI
 * document is generated from them, the Workers-runtime tests check every answer against that
 * document, and the site's types (Plan, CartItem, Profile…) are inferred from them, so code,
 * document and answers cannot drift. Objects are strict: a field the schema does not name fails.
 * The site imports only their types, so none of this reaches the browser.
 */
import * as v from 'valibot';
import { emailAnswer as email } from './api/common';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES } from './domain/accounts';
import { DISCOUNT_TYPES, SERVICE_CATEGORIES } from './domain/catalog';
import { ORDER_ITEM_TYPES, ORDER_STATUSES } from './domain/orders';
import { BILLING_PERIODS } from './domain/pricing';

const bytes = (what: string) => v.pipe(v.number(), v.integer(), v.minValue(0), v.description(`${what} in bytes`));
const price = v.pipe(
  v.nullable(v.pipe(v.number(), v.minValue(0))),
  v.description('US dollars a month; null means custom pricing (contact sales)'),
);

const planFields = {
  _id: v.string(),
  name: v.string(),
  monthlyPrice: price,
  description: v.string(),
  features: v.array(v.string()),
  cpuCores: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ram: bytes('Memory'),
  storage: bytes('Disk'),
  bandwidth: bytes('Monthly transfer'),
};

export const planData = v.pipe(v.strictObject(planFields), v.metadata({ ref: 'Plan' }));

/** A plan of the public price list: the plan and its hourly rate (R22). */
export const listedPlanData = v.pipe(
  v.strictObject({
    ...planFields,
    hourlyPrice: v.pipe(
      v.nullable(v.pipe(v.number(), v.minValue(0))),
      v.description(
        'US dollars an hour, billed up to monthlyPrice: monthlyPrice ÷ 672 rounded half-up to 3 decimals; null for free and custom-priced plans',
      ),
    ),
  }),
  v.metadata({ ref: 'ListedPlan' }),
);

export const serviceData = v.pipe(
  v.strictObject({
    _id: v.string(),
    category: v.picklist(SERVICE_CATEGORIES),
    name: v.string(),
    monthlyPrice: price,
    description: v.string(),
    features: v.array(v.string()),
    locations: v.pipe(
      v.union([v.array(v.string()), v.literal('All')]),
      v.description('Data centers where it can be ordered, or "All"'),
    ),
    isOutOfStock: v.boolean(),
    cpuCores: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    ram: v.nullable(bytes('Memory')),
    storage: v.nullable(bytes('Disk')),
    bandwidth: v.nullable(bytes('Monthly transfer')),
  }),
  v.metadata({ ref: 'Service' }),
);

/** One cart line: the populated plan or service (the other is null). */
export const cartItemData = v.pipe(
  v.strictObject({
    id: v.string(),
    planId: v.pipe(v.nullable(planData), v.description('The plan of this line, or null')),
    serviceId: v.pipe(v.nullable(serviceData), v.description('The service of this line, or null')),
    category: v.nullable(v.picklist(SERVICE_CATEGORIES)),
    billingPeriod: v.picklist(BILLING_PERIODS),
  }),
  v.metadata({ ref: 'CartItem' }),
);

export const cartData = v.strictObject({ items: v.array(cartItemData) });

export const cartChangeData = v.strictObject({
  itemCount: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Lines in the cart after the change')),
});

export const couponData = v.pipe(
  v.strictObject({
    code: v.string(),
    discountType: v.picklist(DISCOUNT_TYPES),
    discountValue: v.pipe(v.number(), v.gtValue(0), v.description('Percent off, or US dollars off')),
  }),
  v.metadata({ ref: 'Coupon' }),
);

export const contactReceivedData = v.strictObject({ received: v.literal(true) });

const money = (what: string) => v.pipe(v.number(), v.minValue(0), v.description(`${what}, US dollars`));
const orderId = v.pipe(v.string(), v.uuid(), v.description('The order id, for GET /api/orders/{id}'));
const orderNumber = v.pipe(v.string(), v.description('Short and human-readable, e.g. NB-7K2M-9QXD'));
const orderStatus = v.pipe(
  v.picklist(ORDER_STATUSES),
  v.description('"pendingPayment": no payment provider is connected; an invoice follows by e-mail'),
);
const placedAt = v.pipe(v.string(), v.isoTimestamp(), v.description('When the order was placed'));

/** One order line, frozen at checkout: later catalog changes do not reach it. */
export const orderLineData = v.pipe(
  v.strictObject({
    itemType: v.picklist(ORDER_ITEM_TYPES),
    itemId: v.pipe(v.string(), v.description('The plan or service id')),
    category: v.nullable(v.picklist(SERVICE_CATEGORIES)),
    name: v.string(),
    billingPeriod: v.picklist(BILLING_PERIODS),
    monthlyPrice: money('The catalog monthly price at checkout'),
    unitPrice: money('What one billing period costs: the monthly price, or the year’s price for annual'),
  }),
  v.metadata({ ref: 'OrderLine' }),
);

export const orderData = v.pipe(
  v.strictObject({
    id: orderId,
    number: orderNumber,
    status: orderStatus,
    createdAt: placedAt,
    lines: v.array(orderLineData),
    subtotal: money('Sum of the unit prices'),
    discount: money('The coupon’s discount'),
    total: money('Subtotal minus discount'),
    coupon: v.pipe(v.nullable(couponData), v.description('The coupon as validated at checkout, or null')),
    billing: v.strictObject({
      name: v.string(),
      email,
      companyName: v.string(),
      address: v.string(),
    }),
  }),
  v.metadata({ ref: 'Order' }),
);

/** A line of the order list: enough for the profile's Orders section. */
export const orderSummaryData = v.pipe(
  v.strictObject({
    id: orderId,
    number: orderNumber,
    status: orderStatus,
    createdAt: placedAt,
    itemCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    total: money('Subtotal minus discount'),
  }),
  v.metadata({ ref: 'OrderSummary' }),
);

export const orderListData = v.strictObject({ orders: v.array(orderSummaryData) });

// Sessions and sign-in history (R31): GET /api/account/sessions, /api/account/sign-ins.
const at = (what: string) => v.pipe(v.string(), v.isoTimestamp(), v.description(what));
const device = v.pipe(
  v.string(),
  v.description('Browser and system from the user agent at sign-in, e.g. "Chrome on Linux", or "Unknown device"'),
);

/** One live session of the signed-in customer. */
export const listedSessionData = v.pipe(
  v.strictObject({
    id: v.pipe(
      v.string(),
      v.uuid(),
      v.description('Public id, for DELETE /api/account/sessions/{id}; not the token or its hash'),
    ),
    device,
    signedInAt: at('When the session signed in'),
    lastSeenAt: at('When the session was last used, to within 5 minutes (now for the current one)'),
    current: v.pipe(v.boolean(), v.description('True for the session making this request')),
  }),
  v.metadata({ ref: 'ListedSession' }),
);

export const sessionListData = v.strictObject({
  sessions: v.pipe(
    v.array(listedSessionData),
    v.description('Live sessions: the current one first, then the most recently used (at most 50)'),
  ),
});

export const sessionSignedOutData = v.strictObject({
  id: v.pipe(v.string(), v.uuid()),
  current: v.pipe(v.boolean(), v.description('True when it was the session making this request')),
});

export const otherSessionsSignedOutData = v.strictObject({
  signedOut: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('How many other sessions were signed out')),
});

/** One sign-in attempt with the right address: a success, a wrong password or code, or one refused by a limit. */
export const signInData = v.pipe(
  v.strictObject({
    at: at('When it happened'),
    device,
    outcome: v.pipe(
      v.picklist(SIGN_IN_OUTCOMES),
      v.description(
        'success; failure (a wrong password, code or passkey); locked (refused unchecked: too many attempts, 429)',
      ),
    ),
    method: v.pipe(
      v.picklist(SIGN_IN_METHODS),
      v.description(
        'What was checked: the password, an authenticator code, a recovery code, a passkey, or a password-reset link',
      ),
    ),
  }),
  v.metadata({ ref: 'SignIn' }),
);

export const signInListData = v.strictObject({
  signIns: v.pipe(
    v.array(signInData),
    v.description(
      'Newest first: the last 20 successful sign-ins and, kept apart so they never push a success out, the last 20 failed or refused ones',
    ),
  ),
});
