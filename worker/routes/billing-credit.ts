/**
 * `/api/billing/balance` and `/api/billing/credit-notes/{number}/pdf`: the current account's credit,
 * its movements and credit notes, and a credit note's stored PDF. Another account's note answers 404.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { balanceData, creditErrors, creditNoteNumberSchema } from '../../site/shared/api/credit';
import { balanceQueries, creditNoteOf, toBalance } from '../db/balance';
import type { AppEnv } from '../env';
import { storedCreditNotePdf } from '../lib/credit-notes';
import { ApiError, ok } from '../lib/envelope';
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
      summary: "Read the account's balance, its movements and credit notes",
      description:
        'Credit from credit notes on paid invoices and from payments above an invoice’s amount; the next invoice uses it first ("Credit applied"). The balance is always the sum of its movements; the newest 50 movements are listed.',
      responses: { 200: success('Your balance', balanceData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const { results } = await signedIn.run(balanceQueries(db, signedIn.accountActor.account));
      return ok(c, toBalance(results[0], results[1], results[2]));
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
      const { results } = await signedIn.run([creditNoteOf(db, signedIn.accountActor.account, number)]);
      const [row] = results[0];
      if (!row) throw new ApiError(404, creditErrors.creditNoteNotFound);
      return pdfResponse(await storedCreditNotePdf(c.env.DOCUMENTS, db, row), number);
    },
  );
