/**
 * The teams migration on a database the code before it made: `worker/test/fixtures/pre-teams.sql` is
 * `wrangler d1 export` of a local database after customers signed up, filled carts, saved billing
 * details and checked out (one invoice paid) through that code's API. Nothing may be lost: every row
 * is still there and reads as its customer's personal account's.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingDetailsOf, invoicesOf, toBillingDetails } from './billing';
import { cartRowsWithCatalog } from './cart';
import { getDb } from './client';
import { ordersOf, toOrderSummaries } from './orders';

const db = env.UPGRADE_DB;
const KEPT = [
  'users',
  'sessions',
  'sign_ins',
  'account_tokens',
  'cart_items',
  'orders',
  'order_lines',
  'idempotency_keys',
  'invoices',
  'invoice_sequences',
  'billing_details',
  'rate_limits',
];

/** Tables a later migration renamed, by their name in the dump. */
const RENAMED: Record<string, string> = { account_tokens: 'links' };

const rows = async <T>(query: string, ...values: unknown[]) =>
  (
    await db
      .prepare(query)
      .bind(...values)
      .all<T>()
  ).results;
const count = async (table: string) => (await rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n;

/**
 * The dump's statements (each ends with ";" at the end of a line, and the next starts a line in
 * capitals), tables made before any row goes in: the export lists a table before the tables its
 * foreign keys name, which SQLite needs to exist when a row is inserted.
 */
function statements(dump: string): string[] {
  const all = dump
    .split(/;\r?\n(?=[A-Z])/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter(Boolean);
  const rank = (statement: string) => (/^PRAGMA/.test(statement) ? 0 : /^CREATE TABLE/.test(statement) ? 1 : 2);
  return all
    .map((statement, index) => ({ statement, index }))
    .sort((a, b) => rank(a.statement) - rank(b.statement) || a.index - b.index)
    .map(({ statement }) => statement);
}

const before: Record<string, number | undefined> = {};
let billingBefore: Record<string, unknown>[] = [];
let cartBefore: { id: string; user_id: string }[] = [];
let ordersBefore: { id: string; user_id: string; number: string; total_cents: number }[] = [];

beforeAll(async () => {
  await db.batch(statements(env.PRE_TEAMS_DUMP).map((statement) => db.prepare(statement)));
  const applied = await rows<{ name: string }>('SELECT name FROM d1_migrations ORDER BY id');
  expect(applied.at(-1)?.name).toBe('0011_billing.sql');
  for (const table of KEPT) before[table] = await count(table);
  billingBefore = await rows('SELECT * FROM billing_details ORDER BY user_id');
  cartBefore = await rows('SELECT id, user_id FROM cart_items ORDER BY id');
  ordersBefore = await rows('SELECT id, user_id, number, total_cents FROM orders ORDER BY id');
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
});

describe('upgrading a database made before teams', () => {
  it('had customers, carts, billing details, orders and invoices to move', () => {
    expect(before.users).toBeGreaterThanOrEqual(4);
    expect(before.orders).toBe(2);
    expect(before.invoices).toBe(2);
    expect(billingBefore.length).toBeGreaterThanOrEqual(2);
    expect(cartBefore.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every row of every table', async () => {
    for (const table of KEPT)
      expect({ table, n: await count(RENAMED[table] ?? table) }).toEqual({ table, n: before[table] });
  });

  it('gives every customer a personal account they own, with their id', async () => {
    const accounts = await rows<{ id: string; kind: string; role: string; user_id: string }>(
      `SELECT a.id, a.kind, m.role, m.user_id FROM users u
       JOIN accounts a ON a.id = u.id JOIN memberships m ON m.account_id = a.id ORDER BY u.id`,
    );
    expect(accounts).toHaveLength(before.users ?? 0);
    for (const account of accounts)
      expect(account).toEqual({ ...account, kind: 'personal', role: 'owner', user_id: account.id });
  });

  it("moves carts, orders, invoices and billing details to the customer's personal account", async () => {
    const cart = await rows<{ id: string; account_id: string }>('SELECT id, account_id FROM cart_items ORDER BY id');
    expect(cart).toEqual(cartBefore.map(({ id, user_id }) => ({ id, account_id: user_id })));
    const orders = await rows<{ id: string; account_id: string; user_id: string }>(
      'SELECT id, account_id, user_id FROM orders ORDER BY id',
    );
    expect(orders).toEqual(ordersBefore.map(({ id, user_id }) => ({ id, account_id: user_id, user_id })));
    const invoices = await rows<{ unmatched: number }>(
      'SELECT count(*) AS unmatched FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.account_id IS NOT o.account_id',
    );
    expect(invoices[0]?.unmatched).toBe(0);
    const billing = await rows<Record<string, unknown>>('SELECT * FROM billing_details ORDER BY account_id');
    // Nothing from VIES yet (migrations/0016_vat_confirmation.sql): checkout asks before it exempts.
    const notAsked = { vat_status: null, vat_checked_at: null, vat_request_date: null, vat_request_id: null };
    expect(billing).toEqual(
      billingBefore.map(({ user_id, ...rest }) => ({ account_id: user_id, ...rest, ...notAsked })),
    );
  });

  it('reads the same through the product’s queries, acting for the personal account', async () => {
    const drizzle = getDb(db);
    const buyers = [...new Set(ordersBefore.map((order) => order.user_id))];
    expect(buyers).toHaveLength(2);
    for (const userId of buyers) {
      const orders = toOrderSummaries(await ordersOf(drizzle, userId), Date.now());
      const placed = ordersBefore.filter((order) => order.user_id === userId);
      expect(orders.map((order) => order.number)).toEqual(placed.map((order) => order.number));
      expect(orders.map((order) => Math.round(order.total * 100))).toEqual(placed.map((order) => order.total_cents));
      expect(await invoicesOf(drizzle, userId)).toHaveLength(1);
      const [details] = await billingDetailsOf(drizzle, userId);
      expect(details && toBillingDetails(details).country).toMatch(/^(US|DE)$/);
    }
    // The paid invoice reads as paid, the other as awaiting payment.
    const statuses = (await ordersOf(drizzle, buyers[0] ?? '')).concat(await ordersOf(drizzle, buyers[1] ?? ''));
    expect(statuses.map((row) => row.paidAt !== null).sort()).toEqual([false, true]);
    for (const { user_id } of cartBefore)
      expect((await cartRowsWithCatalog(drizzle, user_id)).length).toBeGreaterThan(0);
  });

  it('gives a customer who signs up afterwards a personal account too', async () => {
    const id = crypto.randomUUID();
    await db
      .prepare('INSERT INTO users (id, name, email, password_hash, updated_at) VALUES (?, ?, ?, ?, ?)')
      .bind(id, 'New Customer', `${id}@example.com`, 'x', Date.now())
      .run();
    expect(await rows('SELECT kind FROM accounts WHERE id = ?', id)).toEqual([{ kind: 'personal' }]);
    expect(await rows('SELECT role FROM memberships WHERE account_id = ? AND user_id = ?', id, id)).toEqual([
      { role: 'owner' },
    ]);
  });
});
