/**
 * The services migration on a database the code before it made: rows in the shapes of 0001–0016
 * (an order invoiced at checkout with a monthly and an annual line, an order from before invoices),
 * then 0017. Every order line becomes a service of the order's account, started at the order's time;
 * orders and invoices stay as they were.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';

const db = env.SERVICES_UPGRADE_DB;
const ORDERED_AT = Date.UTC(2026, 0, 31, 10, 30, 0, 250);
const OLD_ORDER_AT = Date.UTC(2025, 5, 1, 8);

const rows = async <T>(query: string, ...values: unknown[]) =>
  (
    await db
      .prepare(query)
      .bind(...values)
      .all<T>()
  ).results;

const oldShape = [
  `INSERT INTO users (id, name, email, password_hash, updated_at) VALUES ('u1', 'Ada', 'ada@example.com', 'x', 1)`,
  `INSERT INTO accounts (id, kind, name, created_at) VALUES ('t1', 'team', 'Lab', 1)`,
  `INSERT INTO orders (id, number, user_id, account_id, status, billing_name, billing_email, line_count, created_at,
     subtotal_cents, total_cents) VALUES ('o1', 'NB-0000-0001', 'u1', 't1', 'pendingPayment', 'Ada', 'ada@example.com', 2, ${ORDERED_AT}, 15400, 15400)`,
  `INSERT INTO order_lines (id, order_id, position, item_type, item_id, category, name, billing_period, monthly_price_cents, unit_price_cents)
     VALUES ('l1', 'o1', 0, 'plan', 'developer', NULL, 'Developer', 'monthly', 1200, 1200)`,
  `INSERT INTO order_lines (id, order_id, position, item_type, item_id, category, name, billing_period, monthly_price_cents, unit_price_cents)
     VALUES ('l2', 'o1', 1, 'service', 'kvm-2', 'kvmVps', 'KVM 2', 'annual', 1500, 14400)`,
  `INSERT INTO invoice_sequences (year, last) VALUES (2026, 1)`,
  `INSERT INTO invoices (number, year, sequence, order_id, user_id, order_number, issued_at, due_at, seller, buyer, lines,
     subtotal_cents, discount_cents, net_cents, tax_kind, tax_country, tax_cents, total_cents, account_id)
     VALUES ('NIM-2026-000001', 2026, 1, 'o1', 'u1', 'NB-0000-0001', ${ORDERED_AT}, ${ORDERED_AT}, '{}', '{}', '[]',
     15600, 0, 15600, 'none', 'US', 0, 15600, 't1')`,
  `INSERT INTO orders (id, number, user_id, account_id, status, billing_name, billing_email, line_count, created_at)
     VALUES ('o0', 'NB-0000-0000', 'u1', 'u1', 'pendingPayment', 'Ada', 'ada@example.com', 1, ${OLD_ORDER_AT})`,
  `INSERT INTO order_lines (id, order_id, position, item_type, item_id, category, name, billing_period, monthly_price_cents, unit_price_cents)
     VALUES ('l0', 'o0', 0, 'plan', 'starter', NULL, 'Starter', 'monthly', 500, 500)`,
];

type ServiceRow = {
  id: string;
  account_id: string;
  order_id: string;
  order_line_id: string;
  item_kind: string;
  item_id: string;
  name: string;
  count: number;
  billing_period: string;
  region: string | null;
  monthly_price_cents: number;
  hourly_rate_mills: number;
  started_at: number;
  metered_from: number;
  ended_at: number | null;
  state: string;
};

let ordersBefore: unknown[] = [];
let invoicesBefore: unknown[] = [];

beforeAll(async () => {
  await applyD1Migrations(
    db,
    env.TEST_MIGRATIONS.filter((migration) => migration.name < '0017'),
  );
  await db.batch(oldShape.map((statement) => db.prepare(statement)));
  ordersBefore = await rows('SELECT * FROM orders ORDER BY id');
  invoicesBefore = await rows('SELECT * FROM invoices ORDER BY number');
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
});

describe('upgrading a database made before services', () => {
  it('applied 0017 last', async () => {
    const applied = await rows<{ name: string }>('SELECT name FROM d1_migrations ORDER BY id');
    expect(applied.map((row) => row.name)).toContain('0017_services.sql');
  });

  it('makes every order line a service of its order’s account, started at the order’s time', async () => {
    const services = await rows<ServiceRow>('SELECT * FROM account_services ORDER BY id');
    expect(services.map((row) => row.order_line_id)).toEqual(['l0', 'l1', 'l2']);
    const [old, monthly, annual] = services;
    expect(monthly).toMatchObject({
      account_id: 't1',
      order_id: 'o1',
      item_kind: 'plan',
      item_id: 'developer',
      name: 'Developer',
      count: 1,
      billing_period: 'monthly',
      region: null,
      monthly_price_cents: 1200,
      hourly_rate_mills: 18,
      started_at: ORDERED_AT,
      ended_at: null,
      state: 'active',
    });
    expect(annual).toMatchObject({
      account_id: 't1',
      billing_period: 'annual',
      item_kind: 'service',
      started_at: ORDERED_AT,
    });
    expect(annual?.metered_from).toBe(ORDERED_AT);
    // $15 ÷ 672 = 0.02232… → $0.022; $5 ÷ 672 = 0.00744… → $0.007.
    expect(annual?.hourly_rate_mills).toBe(22);
    expect(old).toMatchObject({
      account_id: 'u1',
      started_at: OLD_ORDER_AT,
      metered_from: OLD_ORDER_AT,
      hourly_rate_mills: 7,
    });
  });

  it('counts a monthly line’s hours from the end of the month its invoice paid for', async () => {
    const [monthly] = await rows<ServiceRow>(`SELECT * FROM account_services WHERE order_line_id = 'l1'`);
    // SQLite's "+1 month" from January 31 is March 3 (February has no 31st): the customer keeps the days between.
    expect(monthly?.metered_from).toBe(Date.UTC(2026, 2, 3, 10, 30, 0, 250));
  });

  it('leaves the orders and invoices as they were', async () => {
    const invoices = await rows<Record<string, unknown>>('SELECT * FROM invoices ORDER BY number');
    // Later migrations' columns (usage month, stored PDF, credit) start empty.
    expect(invoices.map(({ usage_month, pdf_sha256, credit_applied_cents, credited_cents, ...rest }) => rest)).toEqual(
      invoicesBefore,
    );
    expect(invoices.every((row) => row.pdf_sha256 === null && row.credit_applied_cents === 0)).toBe(true);
    expect(invoices.every((row) => row.usage_month === null)).toBe(true);
    expect(await rows('SELECT * FROM orders ORDER BY id')).toEqual(ordersBefore);
    expect(await rows('SELECT * FROM usage_invoices')).toEqual([]);
  });
});
