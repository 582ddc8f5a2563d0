// Issued documents are made once, stored in R2 with their hash in D1, and served as stored
// (docs/decisions/stored-documents-and-credit-notes.md); D1 triggers keep an issued invoice as issued.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice, type NewInvoice } from '../db/billing';
import { getDb } from '../db/client';
import { runNamed } from '../lib/named-batch';
import { documentErrors, documentKey, sha256Hex } from '../lib/stored-documents';
import { GERMAN_CONSUMER } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { customerWithCart, invoiceNumberOf, PRO_ANNUAL, placedOrder } from '../test/checkout';
import { userIdOf } from '../test/helpers';

beforeAll(async () => {
  await seedWithInStockService();
});

/** An invoice as checkout wrote them before documents were stored: no PDF, no hash. */
function oldInvoice(accountId: string, email: string): NewInvoice {
  const issuedAt = Date.now();
  return {
    orderId: null,
    userId: accountId,
    accountId,
    orderNumber: 'NB-OLD0-0001',
    issuedAt,
    dueAt: issuedAt + 14 * 86_400_000,
    seller: {
      name: 'Nimbus Cloud, Inc.',
      addressLines: ['548 Market Street'],
      vatNumber: null,
      email: 'billing@nimbus.example',
      bank: { name: 'Bank', iban: 'DE00', bic: 'BIC' },
    },
    buyer: {
      name: 'Ada Lovelace',
      addressLines: ['1 Pine St'],
      vatNumber: null,
      country: 'US',
      email,
      vatConfirmation: null,
    },
    lines: [
      { name: 'Pro', billingPeriod: 'annual', periodStart: '2026-01-01', periodEnd: '2026-12-31', amountCents: 27800 },
    ],
    couponCode: null,
    subtotalCents: 27800,
    discountCents: 0,
    netCents: 27800,
    taxCents: 0,
    totalCents: 27800,
    tax: { kind: 'none', country: 'US' },
  };
}

function fetchPdf(token: string, number: string) {
  return exports.default.fetch(
    new Request(`http://nimbus.test/api/billing/invoices/${number}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
}

async function recordedHash(number: string) {
  const row = await env.DB.prepare('SELECT pdf_sha256 AS hash FROM invoices WHERE number = ?')
    .bind(number)
    .first<{ hash: string | null }>();
  return row?.hash ?? null;
}

async function storedBytes(number: string, hash: string) {
  const object = await env.DOCUMENTS.get(documentKey('invoices', number, hash));
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

describe('an invoice issued at checkout', () => {
  it('is stored once with its hash and served as stored; bytes that do not match are an error, never a redraw', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [PRO_ANNUAL]);
    const number = invoiceNumberOf(await placedOrder(user.token));
    const hash = await recordedHash(number);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await storedBytes(number, hash ?? '');
    expect(stored && (await sha256Hex(stored))).toBe(hash);

    const first = new Uint8Array(await (await fetchPdf(user.token, number)).arrayBuffer());
    const second = new Uint8Array(await (await fetchPdf(user.token, number)).arrayBuffer());
    expect(first).toEqual(stored);
    expect(second).toEqual(stored);
    expect(await recordedHash(number)).toBe(hash);

    // Someone changes the stored bytes: the download refuses them and draws nothing new.
    const key = documentKey('invoices', number, hash ?? '');
    await env.DOCUMENTS.put(key, new TextEncoder().encode('%PDF-1.7 not the invoice'));
    const damaged = await fetchPdf(user.token, number);
    expect(damaged.status).toBe(500);
    expect(await damaged.json()).toEqual({ success: false, error: documentErrors.damaged });
    expect(await recordedHash(number)).toBe(hash);
    await env.DOCUMENTS.delete(key);
    expect((await fetchPdf(user.token, number)).status).toBe(500);
  });
});

describe('an invoice issued before documents were stored', () => {
  it('is made and stored on its first download, then served as stored', async () => {
    const user = await customerWithCart(undefined, []);
    const userId = await userIdOf(user.email);
    const db = getDb(env.DB);
    const { invoice: inserted } = await runNamed(db, issueInvoice(db, oldInvoice(userId, user.email)));
    expect(inserted.meta.changes).toBe(1);
    const row = await env.DB.prepare('SELECT number FROM invoices WHERE account_id = ? ORDER BY sequence DESC')
      .bind(userId)
      .first<{ number: string }>();
    const number = row?.number ?? '';
    expect(await recordedHash(number)).toBeNull();

    const first = await fetchPdf(user.token, number);
    expect(first.status).toBe(200);
    const bytes = new Uint8Array(await first.arrayBuffer());
    const hash = await recordedHash(number);
    expect(hash).toBe(await sha256Hex(bytes));
    const again = new Uint8Array(await (await fetchPdf(user.token, number)).arrayBuffer());
    expect(again).toEqual(bytes);
  });
});

describe('D1 keeps an issued invoice as issued', () => {
  it('refuses changing its document fields, its recorded hash, or deleting it; payment state may be recorded', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [PRO_ANNUAL]);
    const number = invoiceNumberOf(await placedOrder(user.token));
    const refused = /an issued invoice cannot be changed/;
    for (const change of [
      'total_cents = total_cents + 1',
      'due_at = due_at + 1',
      "buyer = '{}'",
      'lines = lines',
      `pdf_sha256 = '${'0'.repeat(64)}'`,
      'credit_applied_cents = 5',
    ]) {
      const update = env.DB.prepare(`UPDATE invoices SET ${change} WHERE number = ?`).bind(number).run();
      if (change === 'lines = lines') await expect(update).resolves.toBeDefined();
      else await expect(update).rejects.toThrow(refused);
    }
    await expect(env.DB.prepare('DELETE FROM invoices WHERE number = ?').bind(number).run()).rejects.toThrow(
      /an issued invoice cannot be deleted/,
    );
    await env.DB.prepare('UPDATE invoices SET paid_cents = 100, credited_cents = 50 WHERE number = ?')
      .bind(number)
      .run();
    const row = await env.DB.prepare('SELECT paid_cents, credited_cents FROM invoices WHERE number = ?')
      .bind(number)
      .first();
    expect(row).toEqual({ paid_cents: 100, credited_cents: 50 });
  });
});
