/**
 * `POST /api/operator/credit-notes` (`npm run billing:credit`): staff credit one line of an invoice,
 * with a reason: the whole of what is left to credit on it, or part. The credit note keeps the
 * invoice's tax treatment, is stored as a PDF and mailed (lib/credit-notes.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { billingErrors } from '../../site/shared/api/billing';
import { creditErrors, creditNoteData, lineCreditSchema } from '../../site/shared/api/credit';
import { creditTax, lineNetCents } from '../../site/shared/domain/balance';
import { formatDocumentAmount } from '../../site/shared/domain/money';
import { invoiceByNumber } from '../db/billing';
import { CREDIT_NOTE_TOO_LARGE, creditNotesOfInvoice, OPERATOR_ACTOR } from '../db/credit-notes';
import type { AppEnv } from '../env';
import { issueCreditNote } from '../lib/credit-notes';
import { ApiError, ok } from '../lib/envelope';
import { jsonBody } from '../middleware/json-body';
import { requireOperator } from '../middleware/operator';
import { rateLimit } from '../middleware/rate-limit';
import { failure, success } from '../openapi/responses';

export const operatorCredit = new Hono<AppEnv>().post(
  '/credit-notes',
  rateLimit('operator'),
  requireOperator,
  jsonBody(lineCreditSchema, {
    invoiceNumber: 'NIM-2026-000001',
    line: 1,
    amountCents: 1000,
    reason: 'Outage on Nov 3: one day credited',
  }),
  describeRoute({
    tags: ['Operator'],
    summary: 'Credit an invoice line',
    description:
      'For staff, with the operator key. Issues a credit note (`NIM-CN-YYYY-NNNNNN`) for `amountCents` net of the line numbered `line` (from 1), or for all that is left to credit on it, with the reason and the invoice’s tax treatment. What the invoice still owes is lowered first; the rest (a paid invoice) becomes account credit. The customer is mailed; the PDF is stored.',
    responses: {
      201: success('The credit note', creditNoteData),
      404: failure(`"${billingErrors.invoiceNotFound}" or "${creditErrors.lineNotFound}"`),
      409: failure(creditErrors.tooMuch('$10.00 USD')),
    },
  }),
  async (c) => {
    const input = c.req.valid('json');
    const [invoice] = await invoiceByNumber(c.var.db, input.invoiceNumber);
    if (!invoice) throw new ApiError(404, billingErrors.invoiceNotFound);
    const line = invoice.lines[input.line - 1];
    if (!line) throw new ApiError(404, creditErrors.lineNotFound);
    const notes = await creditNotesOfInvoice(c.var.db, invoice.number);
    const credited = notes
      .flatMap((note) => note.lines)
      .filter((credit) => credit.invoiceLine === input.line)
      .reduce((sum, credit) => sum + credit.amountCents, 0);
    const left = lineNetCents(line.amountCents, invoice) - credited;
    const net = input.amountCents ?? left;
    if (net <= 0 || net > left)
      throw new ApiError(409, creditErrors.tooMuch(formatDocumentAmount(Math.max(0, left), 'USD')));
    try {
      const note = await issueCreditNote(c, {
        invoiceNumber: invoice.number,
        serviceId: null,
        issuedAt: Date.now(),
        reason: input.reason,
        lines: [
          {
            name: line.name,
            description: `Line ${input.line} of invoice ${invoice.number}`,
            amountCents: net,
            invoiceLine: input.line,
          },
        ],
        netCents: net,
        taxCents: creditTax(net, { kind: invoice.taxKind, rateBasisPoints: invoice.taxRateBp }),
        actor: OPERATOR_ACTOR,
      });
      return ok(c, note, 201);
    } catch (error) {
      // Another credit of this invoice was issued meanwhile and took what was left.
      if (CREDIT_NOTE_TOO_LARGE.test(String(error)))
        throw new ApiError(409, creditErrors.tooMuch(formatDocumentAmount(0, 'USD')));
      throw error;
    }
  },
);
