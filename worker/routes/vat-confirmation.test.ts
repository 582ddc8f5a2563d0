// EU VAT numbers confirmed with VIES (its local stand-in): when billing details are saved and again at
// a checkout once the confirmation is over 30 days old; only a confirmed number exempts the order, and
// its invoice keeps VIES's date and consultation number.
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BillingDetailsAnswer, BillingDetailsInput } from '../../site/shared/api/billing';
import { site } from '../../site/shared/config';
import { GERMAN_CONSUMER } from '../test/billing';
import { seedWithInStockService } from '../test/catalog';
import { addToCart, customerWithCart, invoiceNumberOf, PRO_ANNUAL, placedOrder, readInvoice } from '../test/checkout';
import { api, freshClient, signedInUser, userIdOf } from '../test/helpers';
import { ageVatCheck, switchVies, vatRowOf } from '../test/vies';

beforeAll(async () => {
  await seedWithInStockService();
});

const SWITCHED = ['DE', 'FR', 'IE', 'NL'];
afterEach(async () => {
  for (const state of SWITCHED) await switchVies(state, 'normal');
});

const business = (country: string, vatNumber: string): BillingDetailsInput => ({
  ...GERMAN_CONSUMER,
  name: 'Analytical Engines',
  country,
  vatNumber,
});

async function saveDetails(token: string, details: BillingDetailsInput) {
  const res = await api<BillingDetailsAnswer>('PUT', '/api/billing/details', {
    token,
    body: details,
    headers: freshClient(),
  });
  expect(res.status).toBe(200);
  if (!res.body.success || !res.body.data.details) throw new Error('not saved');
  return res.body.data.details;
}

/** A customer with the Pro plan in the cart and these details saved; what VIES said about the number. */
async function customerWith(details: BillingDetailsInput) {
  const user = await signedInUser();
  const saved = await saveDetails(user.token, details);
  await addToCart(user.token, PRO_ANNUAL);
  return { user, saved };
}

async function checkoutInvoice(token: string) {
  const order = await placedOrder(token);
  return { order, invoice: await readInvoice(token, invoiceNumberOf(order)) };
}

describe('saving billing details asks VIES about an EU number', () => {
  it.each([
    ['DE', 'DE136695976'],
    ['FR', 'FR40303265045'],
    ['IE', 'IE6388047V'],
    ['NL', 'NL004495445B01'],
  ])('%s: a number VIES confirms is stored with its date and consultation number', async (country, number) => {
    const { user, saved } = await customerWith(business(country, number));
    expect(saved.vatConfirmation).toMatchObject({
      status: 'confirmed',
      requestIdentifier: expect.stringMatching(/^WAPI/),
    });
    const row = await vatRowOf(user.email);
    expect(row).toMatchObject({ vat_number: number, vat_status: 'confirmed' });
    expect(row?.vat_request_id).toBe(saved.vatConfirmation?.requestIdentifier);
    expect(Date.parse(row?.vat_request_date ?? '')).not.toBeNaN();
  });

  it('keeps a number VIES says is not registered, marked so, and charges VAT as for a consumer', async () => {
    // The right format and check digits, and not registered.
    const { user, saved } = await customerWith(business('DE', 'DE100000008'));
    expect(saved.vatNumber).toBe('DE100000008');
    expect(saved.vatConfirmation).toMatchObject({ status: 'notRegistered', requestIdentifier: null });
    const { order, invoice } = await checkoutInvoice(user.token);
    expect(order).toMatchObject({ subtotal: 278, tax: 52.82, total: 330.82 });
    expect(invoice.tax).toEqual({ kind: 'vat', rateBasisPoints: 1900, country: 'DE' });
    expect(invoice.buyer).toMatchObject({ vatNumber: 'DE100000008', vatConfirmation: null });
    // Charged as for a consumer, so the One Stop Shop number that collects it is on the invoice.
    expect(invoice.seller.vatNumber).toBe(site.seller.ossVatNumber);
  });

  it.each([
    ['member state unavailable', 'unavailable'],
    ['too many requests for the member state', 'busy'],
    ['no answer before the timeout', 'slow'],
  ] as const)('%s: the number is kept "unreachable", and checkout charges VAT', async (_, answer) => {
    await switchVies('FR', answer);
    const { user, saved } = await customerWith(business('FR', 'FR40303265045'));
    expect(saved).toMatchObject({ vatNumber: 'FR40303265045', vatConfirmation: { status: 'unreachable' } });
    const { order, invoice } = await checkoutInvoice(user.token);
    // France: 20% of $278 (Pro, a year).
    expect(order).toMatchObject({ tax: 55.6, total: 333.6 });
    expect(invoice.tax.kind).toBe('vat');
    expect((await vatRowOf(user.email))?.vat_status).toBe('unreachable');
  });

  it('asks again at the next checkout once VIES is back, and that order is reverse-charged', async () => {
    await switchVies('IE', 'unavailable');
    const { user } = await customerWith(business('IE', 'IE6388047V'));
    expect((await vatRowOf(user.email))?.vat_status).toBe('unreachable');
    await switchVies('IE', 'normal');
    const { invoice } = await checkoutInvoice(user.token);
    const row = await vatRowOf(user.email);
    expect(row?.vat_status).toBe('confirmed');
    expect(invoice.tax.kind).toBe('reverseCharge');
    expect(invoice.buyer.vatConfirmation).toEqual({
      requestDate: row?.vat_request_date,
      requestIdentifier: row?.vat_request_id,
    });
  });

  it('does not ask VIES about UK or Swiss numbers: format and check digits only', async () => {
    const { user, saved } = await customerWith(business('GB', 'GB980780684'));
    expect(saved.vatConfirmation).toBeNull();
    const { invoice } = await checkoutInvoice(user.token);
    expect(invoice.tax.kind).toBe('reverseCharge');
    expect(invoice.buyer.vatConfirmation).toBeNull();
    // A UK invoice carries our UK VAT registration number.
    expect(invoice.seller.vatNumber).toBe(site.seller.ukVatNumber);
  });
});

describe('checkout confirms again after 30 days', () => {
  it('re-asks VIES when the confirmation is 31 days old, and the invoice carries the new consultation', async () => {
    const { user, saved } = await customerWith(business('NL', 'NL004495445B01'));
    const first = saved.vatConfirmation?.requestIdentifier;
    await ageVatCheck(user.email, 31);
    const { invoice } = await checkoutInvoice(user.token);
    const row = await vatRowOf(user.email);
    expect(row?.vat_request_id).toMatch(/^WAPI/);
    expect(row?.vat_request_id).not.toBe(first);
    expect(invoice.tax.kind).toBe('reverseCharge');
    expect(invoice.buyer.vatConfirmation?.requestIdentifier).toBe(row?.vat_request_id);
    // No seller VAT number of ours applies to an EU business.
    expect(invoice.seller.vatNumber).toBeNull();
  });

  it('does not ask within 30 days: a confirmation 29 days old stands while VIES is down', async () => {
    const { user, saved } = await customerWith(business('NL', 'NL004495445B01'));
    await ageVatCheck(user.email, 29);
    await switchVies('NL', 'unavailable');
    const { invoice } = await checkoutInvoice(user.token);
    expect(invoice.tax.kind).toBe('reverseCharge');
    expect(invoice.buyer.vatConfirmation?.requestIdentifier).toBe(saved.vatConfirmation?.requestIdentifier);
  });

  it('charges VAT when the 31-day-old confirmation cannot be renewed because VIES is down', async () => {
    const { user } = await customerWith(business('NL', 'NL004495445B01'));
    await ageVatCheck(user.email, 31);
    await switchVies('NL', 'unavailable');
    const { order, invoice } = await checkoutInvoice(user.token);
    // The Netherlands: 21% of $278 = $58.38.
    expect(order).toMatchObject({ tax: 58.38, total: 336.38 });
    expect(invoice.buyer.vatConfirmation).toBeNull();
    expect((await vatRowOf(user.email))?.vat_status).toBe('unreachable');
  });

  it('confirms an EU number saved before confirmations existed at its first checkout', async () => {
    const user = await customerWithCart(business('DE', 'DE136695976'));
    // As the migration leaves an older row: a number, and nothing from VIES.
    await env.DB.prepare(
      'UPDATE billing_details SET vat_status = NULL, vat_checked_at = NULL, vat_request_date = NULL, vat_request_id = NULL WHERE account_id = ?',
    )
      .bind(await userIdOf(user.email))
      .run();
    const { invoice } = await checkoutInvoice(user.token);
    expect(invoice.tax.kind).toBe('reverseCharge');
    expect((await vatRowOf(user.email))?.vat_status).toBe('confirmed');
  });
});
