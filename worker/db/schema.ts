/**
 * Drizzle schema. The SQL in `migrations/` is the source of truth for D1; `schema.test.ts`
 * proves that every table and column declared here exists there.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Invoice } from '../../site/shared/api/billing';
import {
  ACCOUNT_TOKEN_PURPOSES,
  CHALLENGE_PURPOSES,
  SIGN_IN_METHODS,
  SIGN_IN_OUTCOMES,
} from '../../site/shared/domain/accounts';
import { TAX_KINDS } from '../../site/shared/domain/billing';
import { DISCOUNT_TYPES, SERVICE_CATEGORIES } from '../../site/shared/domain/catalog';
import { CONTACT_CATEGORIES, CONTACT_SOURCES } from '../../site/shared/domain/contact';
import { ORDER_ITEM_TYPES, PLACED_ORDER_STATUSES } from '../../site/shared/domain/orders';
import { BILLING_PERIODS } from '../../site/shared/domain/pricing';

type InvoiceSeller = Invoice['seller'];
type InvoiceBuyer = Invoice['buyer'];
type InvoiceLine = Invoice['lines'][number];

const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch() * 1000)`);

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  companyName: text('company_name').notNull().default(''),
  address: text('address').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
  /** When the address was proved; null while it is not verified. */
  emailVerifiedAt: integer('email_verified_at', { mode: 'number' }),
});

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'number' }),
    // Sessions and sign-in history (migrations/0008_sessions_history.sql).
    /** "Chrome on Linux": parsed from the user agent at sign-in (lib/device.ts); '' when unknown. */
    device: text('device').notNull().default(''),
    /** When the session was last used, written at most every few minutes; null until then. */
    lastSeenAt: integer('last_seen_at', { mode: 'number' }),
    /** The passkey that started it (null after a password sign-in); removing the passkey ends the session. */
    passkeyId: text('passkey_id').references(() => passkeys.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_passkey_idx').on(table.passkeyId).where(sql`${table.passkeyId} IS NOT NULL`),
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_revoked_idx').on(table.revokedAt).where(sql`${table.revokedAt} IS NOT NULL`),
  ],
);

/** The last sign-ins of an account; db/sign-ins.ts keeps the newest 20 successes and, apart, the newest 20 others. */
export const signIns = sqliteTable(
  'sign_ins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    /** 'locked': refused because a limit was reached (429), before anything was checked. */
    outcome: text('outcome', { enum: SIGN_IN_OUTCOMES }).notNull(),
    method: text('method', { enum: SIGN_IN_METHODS }).notNull(),
    device: text('device').notNull(),
  },
  (table) => [index('sign_ins_user_created_idx').on(table.userId, table.createdAt)],
);

/** Single-use tokens mailed to a customer (password reset, e-mail verification); only their SHA-256 is kept. */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

// Passkeys (migrations/0009_passkeys.sql): registered WebAuthn credentials and the
// single-use challenges of their ceremonies (only a SHA-256 of each challenge is kept).
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    backedUp: integer('backed_up', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'number' }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose', { enum: CHALLENGE_PURPOSES }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('webauthn_challenges_expires_idx').on(table.expiresAt)],
);

// Two-factor sign-in (migrations/0007_two_factor.sql): TOTP, recovery codes, sign-in tickets.
/** One authenticator per account; the secret only encrypted (lib/secret-box.ts); `enabledAt` null while pending. */
export const twoFactor = sqliteTable('two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretBox: text('secret_box').notNull(),
  createdAt: integer('created_at', { mode: 'number' }).notNull(),
  enabledAt: integer('enabled_at', { mode: 'number' }),
  /** The last accepted TOTP time step; a code of that step or earlier is refused (replay). */
  lastStep: integer('last_step', { mode: 'number' }),
});

/** Single-use recovery codes; only SHA-256 of account id and code. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** The second step of a sign-in: only the ticket's SHA-256; 5 minutes, single use, five wrong codes lock it. */
export const mfaTickets = sqliteTable(
  'mfa_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: integer('remember_me', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    failedAttempts: integer('failed_attempts', { mode: 'number' }).notNull().default(0),
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (table) => [index('mfa_tickets_user_idx').on(table.userId)],
);

/** Messages from the About and Contact forms; subject and category only come from Contact. */
export const contactMessages = sqliteTable('contact_messages', {
  id: text('id').primaryKey(),
  source: text('source', { enum: CONTACT_SOURCES }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  category: text('category', { enum: CONTACT_CATEGORIES }),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window request counters of `middleware/rate-limit.ts`, one row per bucket and client. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start', { mode: 'number' }).notNull(),
  count: integer('count', { mode: 'number' }).notNull(),
});

// Storefront: catalog seeded from content/catalog/, carts, coupons.
const updatedAt = () => integer('updated_at', { mode: 'number' }).notNull().default(sql`(unixepoch() * 1000)`);

export const plans = sqliteTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  monthlyPrice: real('monthly_price'),
  description: text('description').notNull(),
  features: text('features', { mode: 'json' }).$type<string[]>().notNull(),
  cpuCores: integer('cpu_cores').notNull(),
  ram: integer('ram').notNull(),
  storage: integer('storage').notNull(),
  bandwidth: integer('bandwidth').notNull(),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

export const services = sqliteTable('services', {
  id: text('id').primaryKey(),
  category: text('category', { enum: SERVICE_CATEGORIES }).notNull(),
  name: text('name').notNull(),
  monthlyPrice: real('monthly_price'),
  description: text('description').notNull(),
  features: text('features', { mode: 'json' }).$type<string[]>().notNull(),
  locations: text('locations', { mode: 'json' }).$type<string[] | 'All'>().notNull(),
  isOutOfStock: integer('is_out_of_stock', { mode: 'boolean' }).notNull().default(false),
  cpuCores: integer('cpu_cores'),
  ram: integer('ram'),
  storage: integer('storage'),
  bandwidth: integer('bandwidth'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').references(() => plans.id),
    serviceId: text('service_id').references(() => services.id),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('cart_items_user_plan_idx').on(table.userId, table.planId),
    uniqueIndex('cart_items_user_service_idx').on(table.userId, table.serviceId),
  ],
);

export const coupons = sqliteTable('coupons', {
  code: text('code').primaryKey(),
  discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
  discountValue: real('discount_value').notNull(),
  expiresAt: integer('expires_at', { mode: 'number' }),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

// Orders: frozen at checkout; see migrations/0004_orders.sql for what each column holds.
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PLACED_ORDER_STATUSES }).notNull().default('pendingPayment'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Including the tax: what the invoice asks for. */
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    couponType: text('coupon_type', { enum: DISCOUNT_TYPES }),
    couponValue: real('coupon_value'),
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingCompany: text('billing_company').notNull().default(''),
    billingAddress: text('billing_address').notNull().default(''),
    lineCount: integer('line_count').notNull(),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('orders_user_created_idx').on(table.userId, table.createdAt)],
);

export const orderLines = sqliteTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemType: text('item_type', { enum: ORDER_ITEM_TYPES }).notNull(),
    itemId: text('item_id').notNull(),
    category: text('category', { enum: SERVICE_CATEGORIES }),
    name: text('name').notNull(),
    billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (table) => [uniqueIndex('order_lines_order_position_idx').on(table.orderId, table.position)],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

// Billing: see migrations/0011_billing.sql for what each column holds.
export const billingDetails = sqliteTable('billing_details', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  region: text('region').notNull().default(''),
  country: text('country').notNull(),
  vatNumber: text('vat_number'),
  updatedAt: integer('updated_at', { mode: 'number' }).notNull(),
});

export const invoiceSequences = sqliteTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const invoices = sqliteTable(
  'invoices',
  {
    number: text('number').primaryKey(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: text('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    issuedAt: integer('issued_at', { mode: 'number' }).notNull(),
    dueAt: integer('due_at', { mode: 'number' }).notNull(),
    seller: text('seller', { mode: 'json' }).$type<InvoiceSeller>().notNull(),
    buyer: text('buyer', { mode: 'json' }).$type<InvoiceBuyer>().notNull(),
    lines: text('lines', { mode: 'json' }).$type<InvoiceLine[]>().notNull(),
    couponCode: text('coupon_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxKind: text('tax_kind', { enum: TAX_KINDS }).notNull(),
    taxRateBp: integer('tax_rate_bp'),
    taxCountry: text('tax_country').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: ['USD'] })
      .notNull()
      .default('USD'),
    paidAt: integer('paid_at', { mode: 'number' }),
    paidCents: integer('paid_cents'),
  },
  // (year, sequence) is UNIQUE in the migration: one number per place in a year's sequence.
  (table) => [index('invoices_user_issued_idx').on(table.userId, table.issuedAt)],
);
