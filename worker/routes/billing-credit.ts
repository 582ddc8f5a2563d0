/**
 * `/api/billing/balance`, `/api/billing/credit-notes/{number}/pdf` and `/api/billing/receipts/{id}/pdf`:
 * the current account's credit, its movements, credit notes and payments, and a credit note's or a
 * receipt's stored PDF. Another account's document answers 404.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { balanceData, creditErrors, creditNoteNumberSchema, paymentIdSchema } from '../../site/shared/api/credit';
import { receiptNumber } from '../../site/shared/domain/balance';
import { balanceQueries, creditNoteOf, paymentOf, toBalance } from '../db/balance';
import type { AppEnv } from '../env';
import { storedCreditNotePdf } from '../lib/credit-notes';
import { ApiError, ok } from '../lib/envelope';
import { namedBatch } from '../lib/named-batch';
import { storedReceiptPdf } from '../lib/receipt-store';
import { pdfResponse } from '../lib/stored-documents';
import { pathParam } from '../middleware/path-param';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';

export const billingCredit = new Hono<AppEnv>()
  .get(
    '/balance',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    describeRoute({
      tags: ['Billing'],
      summary: "Read the account's balance, its movements, credit notes and payments",
      description:
        'Credit from credit notes on paid invoices and from payments above an invoice’s amount; the next invoice uses it first ("Credit applied"). The balance is always the sum of its movements; the newest 50 movements and the newest 50 payments (each with its receipt) are listed.',
      responses: { 200: success('Your balance', balanceData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch(balanceQueries(db, signedIn.accountActor.account));
      return ok(c, toBalance(batch.read((await signedIn.run(batch.statements)).results)));
    },
  )
  .get(
    '/credit-notes/:number/pdf',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    pathParam('number', creditNoteNumberSchema, {
      description: 'The credit note number',
      example: 'NIM-CN-2026-000001',
    }),
    describeRoute({
      tags: ['Billing'],
      summary: 'Download one of the account’s credit notes as a PDF',
      description: 'As stored when it was issued, its SHA-256 checked. Another account’s credit note answers 404.',
      responses: {
        200: {
          description: 'The credit note as a PDF (A4)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        404: failure(creditErrors.creditNoteNotFound),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const number = c.req.valid('param').number;
      const batch = namedBatch({ notes: creditNoteOf(db, signedIn.accountActor.account, number) });
      const [row] = batch.read((await signedIn.run(batch.statements)).results).notes;
      if (!row) throw new ApiError(404, creditErrors.creditNoteNotFound);
      return pdfResponse(await storedCreditNotePdf(c.env.DOCUMENTS, db, row), number);
    },
  )
  .get(
    '/receipts/:id/pdf',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    pathParam('id', paymentIdSchema, {
      description: 'The payment’s id (from the balance’s payments)',
      example: '3f2b8c1e-5a0d-4c1b-9e2f-7d6a5b4c3d2e',
    }),
    describeRoute({
      tags: ['Billing'],
      summary: 'Download the receipt of one of the account’s payments as a PDF',
      description:
        'As stored when the payment was recorded, its SHA-256 checked. Another account’s payment answers 404.',
      responses: {
        200: {
          description: 'The receipt as a PDF (A4)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        404: failure(creditErrors.receiptNotFound),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const id = c.req.valid('param').id;
      const batch = namedBatch({ found: paymentOf(db, signedIn.accountActor.account, id) });
      const { found } = batch.read((await signedIn.run(batch.statements)).results);
      if (!found[0]) throw new ApiError(404, creditErrors.receiptNotFound);
      const bytes = await storedReceiptPdf(c.env.DOCUMENTS, db, id);
      if (!bytes) throw new ApiError(404, creditErrors.receiptNotFound);
      return pdfResponse(bytes, receiptNumber(id));
    },
  );
