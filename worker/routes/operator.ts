/**
 * `/api/operator`: what the company's staff do with the operator key (`npm run billing:payment`):
 * record a bank transfer against an invoice. The amount must be the invoice's total; the order then
 * reads "Paid" and the customer gets a receipt.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { billingErrors, invoiceData, paymentSchema } from '../../site/shared/api/billing';
import { toDollars } from '../../site/shared/domain/billing';
import { formatMoney } from '../../site/shared/domain/money';
import { invoiceByNumber, recordPayment, toInvoice } from '../db/billing';
import { userById } from '../db/users';
import type { AppEnv } from '../env';
import { mailPaymentReceived } from '../lib/billing-mail';
import { ApiError, ok } from '../lib/envelope';
import { jsonBody } from '../middleware/json-body';
import { requireOperator } from '../middleware/operator';
import { rateLimit } from '../middleware/rate-limit';
import { failure, success } from '../openapi/responses';

export const operator = new Hono<AppEnv>().post(
  '/payments',
  rateLimit('operator'),
  requireOperator,
  jsonBody(paymentSchema, { invoiceNumber: 'NIM-2026-000001', amountCents: 11900 }),
  describeRoute({
    tags: ['Operator'],
    summary: 'Record a bank transfer against an invoice',
    description:
      'For staff, with the operator key. The amount (cents) must be the invoice’s total; the invoice then shows the payment date, its order reads "Paid", and the customer is mailed a receipt.',
    responses: {
      200: success('The paid invoice', invoiceData),
      404: failure(billingErrors.invoiceNotFound),
      409: failure(`"${billingErrors.alreadyPaid}", or the amount is not the invoice’s total`),
    },
  }),
  async (c) => {
    const { invoiceNumber, amountCents } = c.req.valid('json');
    const db = c.var.db;
    const [found] = await invoiceByNumber(db, invoiceNumber);
    if (!found) throw new ApiError(404, billingErrors.invoiceNotFound);
    if (found.paidAt !== null) throw new ApiError(409, billingErrors.alreadyPaid);
    if (found.totalCents !== amountCents) {
      throw new ApiError(409, billingErrors.amountMismatch(formatMoney(toDollars(found.totalCents))));
    }
    const now = Date.now();
    // The update checks both again, so two records of one payment sent at once pay it once.
    const [paid] = await recordPayment(db, invoiceNumber, amountCents, now);
    if (!paid) throw new ApiError(409, billingErrors.alreadyPaid);
    const invoice = toInvoice(paid, now);
    const [customer] = paid.userId ? await userById(db, paid.userId) : [];
    if (customer && invoice.paidAt) {
      mailPaymentReceived(c, customer, { ...invoice, paidAt: invoice.paidAt });
    }
    return ok(c, invoice);
  },
);
