/** Set-up shared by the monthly run's tests: an owner with billing details, services in a month, what the run wrote. */
import { env } from 'cloudflare:workers';
import { hourlyRateMills } from '../../site/shared/domain/hourly';
import { HOUR_MS, monthWindow } from '../../site/shared/domain/metering';
import type { ServiceRow } from '../db/account-services';
import { getDb } from '../db/client';
import { accountServices } from '../db/schema';
import { storeBillingDetails, US_CUSTOMER } from './billing';
import { signUp, userIdOf } from './helpers';

const db = getDb(env.DB);

export async function owner(details: typeof US_CUSTOMER | null = US_CUSTOMER) {
  const { email } = await signUp({ name: 'Grace Hopper' });
  const id = await userIdOf(email);
  if (details) await storeBillingDetails(id, details);
  return { id, email };
}

export type Item = Partial<ServiceRow> & { monthlyPriceCents: number };

/**
 * Services that run through `month` and end with it unless told otherwise, so no test's services
 * reach another test's month.
 */
export async function services(accountId: string, month: string, items: Item[]) {
  const { start, end } = monthWindow(month);
  const rows: ServiceRow[] = items.map((item) => ({
    id: crypto.randomUUID(),
    accountId,
    orderId: null,
    orderLineId: null,
    itemKind: 'plan',
    itemId: 'pro',
    name: 'Pro',
    count: 1,
    billingPeriod: 'monthly',
    region: 'Frankfurt',
    hourlyRateMills: hourlyRateMills(item.monthlyPriceCents),
    startedAt: item.meteredFrom ?? start - 3 * 24 * HOUR_MS,
    meteredFrom: start - 3 * 24 * HOUR_MS,
    endedAt: end + HOUR_MS,
    state: 'ended',
    ...item,
  }));
  await db.insert(accountServices).values(rows);
}

export const invoicesOf = async (accountId: string) =>
  (
    await env.DB.prepare('SELECT * FROM invoices WHERE account_id = ? ORDER BY sequence').bind(accountId).all<{
      number: string;
      year: number;
      sequence: number;
      usage_month: string;
      lines: string;
      total_cents: number;
      tax_cents: number;
      credit_applied_cents: number;
      order_number: string;
      issued_at: number;
    }>()
  ).results;

export const runRow = (accountId: string, month: string) =>
  env.DB.prepare('SELECT invoice_number, amount_cents FROM usage_invoices WHERE account_id = ? AND month = ?')
    .bind(accountId, month)
    .first<{ invoice_number: string | null; amount_cents: number }>();

export const lastSequence = async (year: number) =>
  (await env.DB.prepare('SELECT last FROM invoice_sequences WHERE year = ?').bind(year).first<{ last: number }>())
    ?.last ?? 0;
