/**
 * `/api/billing`: the current account's billing details and invoices, and an invoice as a PDF
 * made from what the invoice froze (lib/invoice-pdf.ts). Another account's invoice answers 404.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  billingDetailsAnswer,
  billingDetailsReadAnswer,
  billingDetailsSchema,
  billingErrors,
  invoiceData,
  invoiceListData,
  invoiceNumberSchema,
} from '../../site/shared/api/billing';
import { auditEntry } from '../db/audit';
import {
  billingDetailsOf,
  billingDraftOf,
  invoiceOf,
  invoicesOf,
  saveBillingDetails,
  toBillingDetails,
  toBillingDraft,
  toInvoice,
  toInvoiceSummary,
} from '../db/billing';
import type { AppEnv } from '../env';
import { clientKey } from '../lib/client-address';
import { ApiError, ok } from '../lib/envelope';
import { storedInvoicePdf } from '../lib/invoice-store';
import { namedBatch } from '../lib/named-batch';
import { signedInUser } from '../lib/signed-in';
import { pdfResponse } from '../lib/stored-documents';
import { askedOfVies, consultVies, viesConfig } from '../lib/vat-confirmation';
import { jsonBody } from '../middleware/json-body';
import { pathParam } from '../middleware/path-param';
import { signedInRoute } from '../middleware/signed-in-route';
import { failure, success } from '../openapi/responses';
import { billingCredit } from './billing-credit';

const EXAMPLE_NUMBER = 'NIM-2026-000001';
const numberParam = pathParam('number', invoiceNumberSchema, {
  description: 'The invoice number',
  example: EXAMPLE_NUMBER,
});

export const billing = new Hono<AppEnv>()
  .get(
    '/details',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    describeRoute({
      tags: ['Billing'],
      summary: "Read the account's billing details",
      description:
        'Who invoices go to; `details` is null until they are given, and `draft` then holds the profile’s company and address for the form to start from. Checkout needs them.',
      responses: { 200: success('Your billing details', billingDetailsReadAnswer) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({
        details: billingDetailsOf(db, signedIn.accountActor.account),
        drafts: billingDraftOf(db, signedInUser),
      });
      const { details, drafts } = batch.read((await signedIn.run(batch.statements)).results);
      const [row] = details;
      if (row) return ok(c, { details: toBillingDetails(row), draft: null });
      return ok(c, { details: null, draft: toBillingDraft(drafts[0]) });
    },
  )
  .put(
    '/details',
    signedInRoute({ action: 'billing:write', limits: ['profileWrite'] }),
    jsonBody(billingDetailsSchema, {
      name: 'Analytical Engines GmbH',
      line1: 'Unter den Linden 1',
      postalCode: '10117',
      city: 'Berlin',
      country: 'DE',
      vatNumber: 'DE136695976',
    }),
    describeRoute({
      tags: ['Billing'],
      summary: "Save the account's billing details",
      description:
        'Name or company, address, country (ISO 3166-1 alpha-2) and an optional VAT number, checked for the country’s format and check digits. An EU number is then confirmed with VIES, the EU’s VAT number service: `vatConfirmation` says whether it confirmed the number, says it is not registered, or could not be reached; only a confirmed EU number (or a UK or Swiss number of the right format) exempts later orders from VAT. The number is kept either way. Invoices already issued keep the details they were issued with.',
      responses: { 200: success('The saved billing details', billingDetailsAnswer) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const actor = signedIn.accountActor;
      const now = Date.now();
      const details = c.req.valid('json');
      // Session, role and limit first: VIES is asked for signed-in requests within the limit only.
      await signedIn.runInAccount([]);
      const check = askedOfVies(details) ? await consultVies(viesConfig(c.env), details.vatNumber, now) : null;
      const batch = namedBatch({
        saved: saveBillingDetails(db, actor, details, check, now),
        audit: auditEntry(
          db,
          actor,
          { event: 'billing.details_changed', detail: { country: details.country } },
          {
            now,
            address: clientKey(c),
          },
        ),
      });
      const [row] = batch.read(await signedIn.runNext(batch.statements)).saved;
      if (!row) throw new ApiError(401, 'Authentication required');
      return ok(c, { details: toBillingDetails(row) });
    },
  )
  .get(
    '/invoices',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    describeRoute({
      tags: ['Billing'],
      summary: "List the account's invoices",
      description: 'Newest first; each order placed since invoicing began has one.',
      responses: { 200: success('Your invoices', invoiceListData) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ invoices: invoicesOf(db, signedIn.accountActor.account) });
      const { invoices } = batch.read((await signedIn.run(batch.statements)).results);
      const now = Date.now();
      return ok(c, { invoices: invoices.map((row) => toInvoiceSummary(row, now)) });
    },
  )
  .get(
    '/invoices/:number',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    numberParam,
    describeRoute({
      tags: ['Billing'],
      summary: "Read one of the account's invoices",
      description: 'Everything the invoice froze at checkout, and whether it is paid.',
      responses: { 200: success('The invoice', invoiceData), 404: failure(billingErrors.invoiceNotFound) },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const batch = namedBatch({ invoice: invoiceOf(db, signedIn.accountActor.account, c.req.valid('param').number) });
      const [row] = batch.read((await signedIn.run(batch.statements)).results).invoice;
      if (!row) throw new ApiError(404, billingErrors.invoiceNotFound);
      return ok(c, toInvoice(row, Date.now()));
    },
  )
  .get(
    '/invoices/:number/pdf',
    signedInRoute({ action: 'billing:read', tokenScope: 'billing:read' }),
    numberParam,
    describeRoute({
      tags: ['Billing'],
      summary: "Download one of the account's invoices as a PDF",
      description:
        'The PDF made when the invoice was issued, as stored (its SHA-256 checked); an invoice issued before documents were stored gets its PDF made and stored on its first download. Another account’s invoice answers 404.',
      responses: {
        200: {
          description: 'The invoice as a PDF (A4)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        404: failure(billingErrors.invoiceNotFound),
      },
    }),
    async (c) => {
      const { db, signedIn } = c.var;
      const number = c.req.valid('param').number;
      const batch = namedBatch({ invoice: invoiceOf(db, signedIn.accountActor.account, number) });
      const [row] = batch.read((await signedIn.run(batch.statements)).results).invoice;
      if (!row) throw new ApiError(404, billingErrors.invoiceNotFound);
      return pdfResponse(await storedInvoicePdf(c.env.DOCUMENTS, db, row), number);
    },
  )
  .route('/', billingCredit);
