/**
 * Billing (docs/decisions/invoices-and-bank-transfer.md): the customer's billing details and
 * invoices on the Billing page, and the details the cart asks for before checkout.
 */
import type { Sent } from '../lib/api';
import { answer, api } from '../lib/api';
import type { BillingDetails, BillingDetailsInput, BillingDraft, InvoiceList } from '../shared/api/billing';
import { billingMessages } from '../shared/api/billing-messages';
import type { Balance } from '../shared/api/credit';
import { balanceMessages } from '../shared/api/credit-messages';
import { LOADING, type Loaded, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';

/** The details, or while there are none the profile's company and address to start from (`draft`). */
type Details = { details: BillingDetails | null; draft: BillingDraft };
export type DetailsState = Loaded<Details>;

export const $billingDetails = loaderAtom<Details>();

const failedTexts = { failed: billingMessages.loadFailed, exception: billingMessages.loadFailed };

export async function loadBillingDetails() {
  $billingDetails.set(LOADING);
  await load(
    $billingDetails,
    answer(api.GET('/api/billing/details', signedIn)),
    ({ details, draft }) => ({ details, draft }),
    failedTexts,
  );
}

/** Saves the details (the values as typed; the server trims and checks them) and keeps what it answered. */
export async function saveBillingDetails(input: BillingDetailsInput): Promise<Sent<BillingDetails>> {
  const result = await answer(api.PUT('/api/billing/details', { ...signedIn, body: input }));
  if (!result.ok) return result;
  const { details } = result.data;
  if (!details) return { ok: false, error: billingMessages.saveFailed };
  $billingDetails.set({ status: 'ready', details, draft: null });
  return { ok: true, data: details };
}

export const $invoices = loaderAtom<InvoiceList>();

export async function loadInvoices() {
  $invoices.set(LOADING);
  await load($invoices, answer(api.GET('/api/billing/invoices', signedIn)), ({ invoices }) => ({ invoices }), {
    failed: billingMessages.invoicesFailed,
    exception: billingMessages.invoicesFailed,
  });
}

export const $balance = loaderAtom<Balance>();

/** The account's credit, its movements and credit notes (docs/decisions/stored-documents-and-credit-notes.md). */
export async function loadBalance() {
  $balance.set(LOADING);
  await load($balance, answer(api.GET('/api/billing/balance', signedIn)), (balance) => balance, {
    failed: balanceMessages.failed,
    exception: balanceMessages.failed,
  });
}
