/** The storefront: the catalog seeded from content/catalog/, carts, coupons, and orders. */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DISCOUNT_TYPES, INSTANCE_KINDS, SERVICE_CATEGORIES } from '../../../site/shared/domain/catalog';
import { ORDER_ITEM_TYPES, PLACED_ORDER_STATUSES } from '../../../site/shared/domain/orders';
import { BILLING_PERIODS } from '../../../site/shared/domain/pricing';
import { accounts } from './accounts';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

// Storefront: catalog seeded from content/catalog/, carts, coupons.

export const plans = sqliteTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  monthlyPrice: real('monthly_price'),
  description: text('description').notNull(),
  features: text('features', { mode: 'json' }).$type<string[]>().notNull().default([]),
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
  features: text('features', { mode: 'json' }).$type<string[]>().notNull().default([]),
  locations: text('locations', { mode: 'json' }).$type<string[] | 'All'>().notNull().default('All'),
  isOutOfStock: integer('is_out_of_stock', { mode: 'boolean' }).notNull().default(false),
  cpuCores: integer('cpu_cores'),
  ram: integer('ram'),
  storage: integer('storage'),
  bandwidth: integer('bandwidth'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});

/** VPS sizes and GPU instances (migrations/0018_orderable_instances.sql). */
export const instanceTypes = sqliteTable('instance_types', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: INSTANCE_KINDS }).notNull(),
  name: text('name').notNull(),
  monthlyPrice: real('monthly_price'),
  hourlyPrice: real('hourly_price'),
  description: text('description').notNull(),
  specs: text('specs', { mode: 'json' }).$type<string[]>().notNull().default([]),
  locations: text('locations', { mode: 'json' }).$type<string[] | 'All'>().notNull().default('All'),
  isOutOfStock: integer('is_out_of_stock', { mode: 'boolean' }).notNull().default(false),
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
    /** Whose cart (migrations/0012_teams.sql); `userId` is who added the line. */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').references(() => instanceTypes.id),
    /** GPUs 1–8, everything else 1. */
    count: integer('count').notNull().default(1),
    /** NULL until the customer picks: the first of the item's locations. */
    region: text('region'),
  },
  (table) => [
    uniqueIndex('cart_items_account_plan_idx').on(table.accountId, table.planId),
    uniqueIndex('cart_items_account_service_idx').on(table.accountId, table.serviceId),
    uniqueIndex('cart_items_account_instance_idx').on(table.accountId, table.instanceId),
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
    /** Whose order (migrations/0012_teams.sql); `userId` is who placed it. */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (table) => [index('orders_account_created_idx').on(table.accountId, table.createdAt)],
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
    /** A VPS size or GPU (its itemType is 'service'); null for plans and catalog services. */
    itemKind: text('item_kind', { enum: INSTANCE_KINDS }),
    count: integer('count').notNull().default(1),
    region: text('region'),
    /** A GPU's hourly price in thousandths of a dollar; null otherwise. */
    hourlyRateMills: integer('hourly_rate_mills'),
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
