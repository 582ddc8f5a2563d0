/**
 * `/api/operator`: what the company's staff do with the operator key: record a bank transfer against
 * an invoice (`npm run billing:payment`) and credit an invoice line (`npm run billing:credit`,
 * routes/operator-credit.ts). A payment may be part of what is due (the invoice reads "Partly paid")
 * or more (the rest becomes account credit); each gets a stored receipt PDF, a mail and an audit entry.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { billingErrors, paymentSchema } from '../../site/shared/api/billing';
import { paymentAnswer } from '../../site/shared/api/credit';
import { invoiceByNumber, toInvoice } from '../db/billing';
import { recordPayment } from '../db/payments';
import { userById } from '../db/users';
import type { AppEnv } from '../env';
import { mailPaymentReceived } from '../lib/billing-mail';
import { receiptNumber } from '../lib/correction-pdfs';
import { ApiError, ok } from '../lib/envelope';
import { storedReceiptPdf } from '../lib/receipt-store';
import { jsonBody } from '../middleware/json-body';
import { requireOperator } from '../middleware/operator';
import { rateLimit } from '../middleware/rate-limit';
import { failure, success } from '../openapi/responses';
import { operatorCredit } from './operator-credit';

export const operator = new Hono<AppEnv>()
  .post(
    '/payments',
    rateLimit('operator'),
    requireOperator,
    jsonBody(paymentSchema, { invoiceNumber: 'NIM-2026-000001', amountCents: 11900 }),
    describeRoute({
      tags: ['Operator'],
      summary: 'Record a bank transfer against an invoice',
      description:
        'For staff, with the operator key. The amount (cents) goes to what the invoice still owes: less leaves it "Partly paid" with the rest due, the whole of it makes it "Paid" (its order too), and anything above becomes account credit, used first on the next invoice. The customer is mailed a receipt; its PDF is stored; the account’s audit log records the payment.',
      responses: {
        200: success('The invoice as it now stands and how the payment was split', paymentAnswer),
        404: failure(billingErrors.invoiceNotFound),
        409: failure(billingErrors.alreadyPaid),
      },
    }),
    async (c) => {
      const { invoiceNumber, amountCents } = c.req.valid('json');
      const { db } = c.var;
      const now = Date.now();
      const id = crypto.randomUUID();
      // One batch works out what is due at that moment, so two records sent at once cannot both settle it.
      const payment = await recordPayment(db, id, invoiceNumber, amountCents, now);
      const [row] = await invoiceByNumber(db, invoiceNumber);
      if (!row) throw new ApiError(404, billingErrors.invoiceNotFound);
      if (!payment) throw new ApiError(409, billingErrors.alreadyPaid);
      await storedReceiptPdf(c.env.DOCUMENTS, db, id).catch((error: unknown) =>
        console.error('Storing receipt', id, 'failed; its first download stores it', error),
      );
      const invoice = toInvoice(row, now);
      const [user] = row.userId ? await userById(db, row.userId) : [];
      // A month's invoice has no user who ordered it: its receipt goes to the address it was made out to.
      const customer = user ?? { email: row.buyer.email, name: '', emailVerifiedAt: null };
      const creditCents = payment.amountCents - payment.appliedCents;
      mailPaymentReceived(c, customer, invoice, { ...payment, creditCents });
      return ok(c, {
        invoice,
        payment: {
          id,
          receipt: receiptNumber(id),
          amountCents: payment.amountCents,
          appliedCents: payment.appliedCents,
          creditCents,
        },
      });
    },
  )
  .route('/', operatorCredit);
