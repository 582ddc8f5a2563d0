// Credit notes (docs/decisions/stored-documents-and-credit-notes.md): their own gap-free series under
// concurrent issue, cancelling an annual service credits its unused months, the operator credits a
// line, and D1 keeps an issued note as issued.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingErrors } from '../../site/shared/api/billing';
import { type Balance, type CreditNote, creditErrors } from '../../site/shared/api/credit';
import type { ServiceList } from '../../site/shared/api/services';
import { documentKey, sha256Hex } from '../lib/stored-documents';
import { GERMAN_CONSUMER } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import {
  addToCart,
  currentYear,
  customerWithCart,
  invoiceNumberOf,
  PRO_ANNUAL,
  placedOrder,
  readInvoice,
} from '../test/checkout';
import { api, freshClient } from '../test/helpers';
import { waitForMail } from '../test/mail';
import { creditLine, recordPayment } from '../test/operator';

beforeAll(async () => {
  await seedWithInStockService();
});

/** A German consumer's Pro, annual: $278 + 19% VAT = $330.82. Cancelled at once, 11 months of 12 are unused. */
const ELEVEN_TWELFTHS = { net: 25483, tax: 4842, total: 30325 };

async function annualCustomer() {
  const user = await customerWithCart(GERMAN_CONSUMER, [PRO_ANNUAL]);
  const number = invoiceNumberOf(await placedOrder(user.token));
  const services = await api<ServiceList>('GET', '/api/services', { token: user.token });
  if (!services.body.success) throw new Error(services.body.error);
  const [service] = services.body.data.services;
  if (!service) throw new Error('no service');
  return { user, number, serviceId: service.id };
}

const cancel = (token: string, id: string) =>
  api('POST', `/api/services/${id}/cancel`, { token, body: {}, headers: freshClient() });

async function balanceOf(token: string): Promise<Balance> {
  const res = await api<Balance>('GET', '/api/billing/balance', { token });
  if (!res.body.success) throw new Error(res.body.error);
  return res.body.data;
}

async function noteRow(number: string) {
  return env.DB.prepare('SELECT * FROM credit_notes WHERE number = ?').bind(number).first<Record<string, unknown>>();
}

describe('cancelling an annual service', () => {
  it('of an unpaid invoice: a credit note of the unused months lowers what is due; mailed, stored, listed', async () => {
    const { user, number, serviceId } = await annualCustomer();
    expect((await cancel(user.token, serviceId)).status).toBe(200);

    const balance = await balanceOf(user.token);
    expect(balance.balanceCents).toBe(0);
    expect(balance.movements).toEqual([]);
    const [listed] = balance.creditNotes;
    expect(listed).toMatchObject({ invoiceNumber: number, totalCents: ELEVEN_TWELFTHS.total, currency: 'USD' });
    expect(listed?.number).toMatch(new RegExp(`^NIM-CN-${currentYear()}-\\d{6}$`));
    const row = await noteRow(listed?.number ?? '');
    expect(row).toMatchObject({
      net_cents: ELEVEN_TWELFTHS.net,
      tax_kind: 'vat',
      tax_rate_bp: 1900,
      tax_country: 'DE',
      tax_cents: ELEVEN_TWELFTHS.tax,
      to_balance_cents: 0,
      service_id: serviceId,
    });
    expect(await readInvoice(user.token, number)).toMatchObject({
      status: 'pendingPayment',
      creditedCents: ELEVEN_TWELFTHS.total,
      amountDueCents: 33082 - ELEVEN_TWELFTHS.total,
    });

    const mail = await waitForMail(user.email, 'credit-note');
    expect(mail.subject).toContain(listed?.number);
    expect(mail.text).toContain('$303.25');
    expect(mail.text).toContain(`$303.25 USD is taken off what was due on invoice ${number}.`);

    const hash = String(row?.pdf_sha256);
    const stored = await env.DOCUMENTS.get(documentKey('credit-notes', listed?.number ?? '', hash));
    const bytes = new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(await sha256Hex(bytes)).toBe(hash);
    const pdf = await exports.default.fetch(
      new Request(`http://nimbus.test/api/billing/credit-notes/${listed?.number}/pdf`, {
        headers: { authorization: `Bearer ${user.token}` },
      }),
    );
    expect(pdf.status).toBe(200);
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(bytes);
  });

  it('of a paid invoice: the credit becomes account credit; the service is credited once', async () => {
    const { user, number, serviceId } = await annualCustomer();
    expect((await recordPayment({ invoiceNumber: number, amountCents: 33082 })).status).toBe(200);
    expect((await cancel(user.token, serviceId)).status).toBe(200);
    expect((await cancel(user.token, serviceId)).status).toBe(409);

    const balance = await balanceOf(user.token);
    expect(balance.balanceCents).toBe(ELEVEN_TWELFTHS.total);
    expect(balance.creditNotes).toHaveLength(1);
    expect(balance.movements).toEqual([
      {
        at: expect.any(String),
        kind: 'creditNote',
        amountCents: ELEVEN_TWELFTHS.total,
        document: balance.creditNotes[0]?.number,
      },
    ]);
    expect(await readInvoice(user.token, number)).toMatchObject({
      status: 'paid',
      creditedCents: 0,
      amountDueCents: 0,
    });
  });
});

describe('the next invoice uses the credit first', () => {
  it('"Credit applied" lowers what is due; an order the credit covers gets no invoice', async () => {
    const { user, number, serviceId } = await annualCustomer();
    expect((await recordPayment({ invoiceNumber: number, amountCents: 33082 })).status).toBe(200);
    expect((await cancel(user.token, serviceId)).status).toBe(200);

    // Pro again, $330.82: the $303.25 of credit is applied, $27.57 is due.
    await addToCart(user.token, PRO_ANNUAL);
    const next = invoiceNumberOf(await placedOrder(user.token));
    expect(await readInvoice(user.token, next)).toMatchObject({
      totalCents: 33082,
      creditAppliedCents: ELEVEN_TWELFTHS.total,
      amountDueCents: 33082 - ELEVEN_TWELFTHS.total,
    });
    let balance = await balanceOf(user.token);
    expect(balance.balanceCents).toBe(0);
    expect(balance.movements.map(({ kind, amountCents, document }) => [kind, amountCents, document])).toEqual([
      ['applied', -ELEVEN_TWELFTHS.total, next],
      ['creditNote', ELEVEN_TWELFTHS.total, balance.creditNotes[0]?.number],
    ]);
    const pdf = await exports.default.fetch(
      new Request(`http://nimbus.test/api/billing/invoices/${next}/pdf`, {
        headers: { authorization: `Bearer ${user.token}` },
      }),
    );
    expect(pdf.status).toBe(200);

    // Paying the rest, with $500.00: the excess is credit, and it covers a Starter year in full.
    expect((await recordPayment({ invoiceNumber: next, amountCents: 50000 })).status).toBe(200);
    balance = await balanceOf(user.token);
    const credit = 50000 - (33082 - ELEVEN_TWELFTHS.total);
    expect(balance.balanceCents).toBe(credit);
    await addToCart(user.token, { planId: 'starter', billingPeriod: 'annual' });
    const covered = await placedOrder(user.token);
    expect(covered.invoice).toBeNull();
    const due = Math.round(covered.total * 100);
    expect(due).toBeGreaterThan(0);
    balance = await balanceOf(user.token);
    expect(balance.balanceCents).toBe(credit - due);
    expect(balance.movements[0]).toMatchObject({ kind: 'applied', amountCents: -due, document: covered.number });
  });
});

describe('the operator credits an invoice line', () => {
  it('50 credits of one invoice at once get distinct, consecutive numbers of their own series', async () => {
    const { number } = await annualCustomer();
    const year = currentYear();
    const before =
      (
        await env.DB.prepare('SELECT last FROM credit_note_sequences WHERE year = ?')
          .bind(year)
          .first<{ last: number }>()
      )?.last ?? 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        creditLine({ invoiceNumber: number, line: 1, amountCents: 100, reason: `Goodwill ${i + 1}` }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((res) => (res.body.success ? res.body.data.number : ''));
    console.log(`CREDIT-NOTE-RACE ${numbers.join(' ')}`);
    const sequences = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    for (const n of numbers) expect(n.startsWith(`NIM-CN-${year}-`)).toBe(true);

    // More than is left on the line is refused and takes no number.
    const left = 27800 - 50 * 100;
    const tooMuch = await creditLine({ invoiceNumber: number, line: 1, amountCents: left + 1, reason: 'Too much' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toEqual({ success: false, error: creditErrors.tooMuch('$228.00 USD') });
    // The rest of the line, without an amount: the note has the invoice's tax treatment.
    const rest = await creditLine({ invoiceNumber: number, line: 1, reason: 'Refund of the rest' });
    expect(rest.status).toBe(201);
    const note = rest.body.success ? rest.body.data : ({} as CreditNote);
    expect(Number(note.number.slice(-6))).toBe(before + 51);
    expect(note).toMatchObject({ invoiceNumber: number, netCents: left, taxCents: 4332, totalCents: left + 4332 });
    expect(note.tax).toEqual({ kind: 'vat', rateBasisPoints: 1900, country: 'DE' });
    expect((await creditLine({ invoiceNumber: number, line: 1, amountCents: 1, reason: 'x' })).status).toBe(409);
  }, 60_000);

  it('answers 404 for an unknown invoice or line, 400 without a reason', async () => {
    const { number } = await annualCustomer();
    const unknown = await creditLine({ invoiceNumber: 'NIM-1999-000001', line: 1, reason: 'x' });
    expect(unknown.body).toEqual({ success: false, error: billingErrors.invoiceNotFound });
    const line = await creditLine({ invoiceNumber: number, line: 2, reason: 'x' });
    expect(line.status).toBe(404);
    expect(line.body).toEqual({ success: false, error: creditErrors.lineNotFound });
    const reason = await creditLine({ invoiceNumber: number, line: 1, reason: '  ' });
    expect(reason.status).toBe(400);
    expect(reason.body).toMatchObject({ success: false, fields: { reason: creditErrors.reasonRequired } });
  });
});

describe('D1 keeps an issued credit note as issued', () => {
  it('refuses changing or deleting it, and changing or deleting a balance movement', async () => {
    const { user, number, serviceId } = await annualCustomer();
    expect((await recordPayment({ invoiceNumber: number, amountCents: 33082 })).status).toBe(200);
    await cancel(user.token, serviceId);
    const [note] = (await balanceOf(user.token)).creditNotes;
    const n = note?.number ?? '';
    await expect(
      env.DB.prepare('UPDATE credit_notes SET total_cents = 1 WHERE number = ?').bind(n).run(),
    ).rejects.toThrow(/an issued credit note cannot be changed/);
    await expect(env.DB.prepare('DELETE FROM credit_notes WHERE number = ?').bind(n).run()).rejects.toThrow(
      /an issued credit note cannot be deleted/,
    );
    await expect(
      env.DB.prepare('UPDATE balance_movements SET amount_cents = 1 WHERE document = ?').bind(n).run(),
    ).rejects.toThrow(/a balance movement cannot be changed/);
    await expect(env.DB.prepare('DELETE FROM balance_movements WHERE document = ?').bind(n).run()).rejects.toThrow(
      /a balance movement cannot be deleted/,
    );
  });
});
