// Partial payments and payments above what is due (docs/decisions/stored-documents-and-credit-notes.md):
// "Partly paid" with the amount still due, the excess as account credit, a stored receipt, an audit entry.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Balance, creditErrors } from '../../site/shared/api/credit';
import { documentKey, sha256Hex } from '../lib/stored-documents';
import { GERMAN_CONSUMER } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { customerWithCart, invoiceNumberOf, PRO_ANNUAL, placedOrder, readInvoice } from '../test/checkout';
import { api, signedInUser } from '../test/helpers';
import { waitForMail } from '../test/mail';
import { recordPayment } from '../test/operator';

beforeAll(async () => {
  await seedWithInStockService();
});

describe('recording payments', () => {
  it('part of the total reads "Partly paid"; more than the rest pays it and becomes credit; each has a receipt and an audit entry', async () => {
    const user = await customerWithCart(GERMAN_CONSUMER, [PRO_ANNUAL]);
    const order = await placedOrder(user.token);
    const number = invoiceNumberOf(order);

    const part = await recordPayment({ invoiceNumber: number, amountCents: 10000 });
    expect(part.status).toBe(200);
    if (!part.body.success) throw new Error(part.body.error);
    expect(part.body.data.payment).toMatchObject({ amountCents: 10000, appliedCents: 10000, creditCents: 0 });
    expect(await readInvoice(user.token, number)).toMatchObject({
      status: 'partlyPaid',
      paidAt: null,
      paidCents: 10000,
      amountDueCents: 23082,
    });
    const orderRead = await api<{ status: string }>('GET', `/api/orders/${order.id}`, { token: user.token });
    expect(orderRead.body.success && orderRead.body.data.status).toBe('partlyPaid');
    const firstMail = await waitForMail(user.email, 'payment-received');
    expect(firstMail.text).toContain(`$230.82 is still due on invoice ${number}.`);

    const rest = await recordPayment({ invoiceNumber: number, amountCents: 30000 });
    if (!rest.body.success) throw new Error(rest.body.error);
    expect(rest.body.data.payment).toMatchObject({ amountCents: 30000, appliedCents: 23082, creditCents: 6918 });
    expect(rest.body.data.invoice).toMatchObject({ status: 'paid', paidCents: 33082, amountDueCents: 0 });
    const secondMail = await waitForMail(user.email, 'payment-received', 2);
    expect(secondMail.text).toContain('$69.18 above what was due is now credit on your account');

    const balance = await api<Balance>('GET', '/api/billing/balance', { token: user.token });
    expect(balance.body.success && balance.body.data).toMatchObject({
      balanceCents: 6918,
      movements: [{ kind: 'overpayment', amountCents: 6918, document: number }],
    });

    // Each payment has its receipt stored with its hash, and an entry in the account's audit log.
    const { results } = await env.DB.prepare(
      'SELECT id, pdf_sha256 AS hash FROM payments WHERE invoice_number = ? ORDER BY recorded_at',
    )
      .bind(number)
      .all<{ id: string; hash: string }>();
    expect(results).toHaveLength(2);
    for (const { id, hash } of results) {
      const object = await env.DOCUMENTS.get(documentKey('receipts', id, hash));
      expect(await sha256Hex(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0)))).toBe(hash);
    }
    const audit = await env.DB.prepare(
      "SELECT target, detail FROM audit_log WHERE event = 'payment.recorded' AND target = ? ORDER BY seq",
    )
      .bind(number)
      .all<{ target: string; detail: string }>();
    expect(audit.results.map((row) => JSON.parse(row.detail))).toEqual([
      { amountCents: '10000', appliedCents: '10000' },
      { amountCents: '30000', appliedCents: '23082' },
    ]);

    // Nothing is due any more: a further payment is refused.
    expect((await recordPayment({ invoiceNumber: number, amountCents: 100 })).status).toBe(409);
  });

  it('each payment is listed on the balance with its receipt, downloaded as stored; another account gets 404', async () => {
    const user = await customerWithCart(undefined, [PRO_ANNUAL]);
    const number = invoiceNumberOf(await placedOrder(user.token));
    const paid = await recordPayment({ invoiceNumber: number, amountCents: 5000 });
    if (!paid.body.success) throw new Error(paid.body.error);
    const { id, receipt } = paid.body.data.payment;

    const balance = await api<Balance>('GET', '/api/billing/balance', { token: user.token });
    if (!balance.body.success) throw new Error(balance.body.error);
    expect(balance.body.data.payments).toEqual([
      { id, receipt, invoiceNumber: number, recordedAt: expect.any(String), amountCents: 5000 },
    ]);

    const download = (token: string, paymentId: string) =>
      exports.default.fetch(
        new Request(`http://nimbus.test/api/billing/receipts/${paymentId}/pdf`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    const pdf = await download(user.token, id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${receipt}.pdf"`);
    const row = await env.DB.prepare('SELECT pdf_sha256 AS hash FROM payments WHERE id = ?')
      .bind(id)
      .first<{ hash: string }>();
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(await sha256Hex(bytes)).toBe(row?.hash);
    const stored = await env.DOCUMENTS.get(documentKey('receipts', id, String(row?.hash)));
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);

    const stranger = await signedInUser();
    const refused = await download(stranger.token, id);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ success: false, error: creditErrors.receiptNotFound });
    expect((await download(user.token, 'not-a-payment')).status).toBe(400);
  });
});
