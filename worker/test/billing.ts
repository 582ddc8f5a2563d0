/** Billing details for the tests: a US customer (no tax), a German consumer and a German business. */
import { env } from 'cloudflare:workers';
import type { BillingDetailsInput } from '../../site/shared/api/billing';
import { api, freshClient } from './helpers';

export const US_CUSTOMER: BillingDetailsInput = {
  name: 'Ada Lovelace',
  line1: '1 Market Street',
  line2: '',
  postalCode: '94105',
  city: 'San Francisco',
  region: 'CA',
  country: 'US',
  vatNumber: '',
};

export const GERMAN_CONSUMER: BillingDetailsInput = {
  name: 'Jürgen Weiß',
  line1: 'Unter den Linden 1',
  line2: '',
  postalCode: '10117',
  city: 'Berlin',
  region: '',
  country: 'DE',
  vatNumber: '',
};

/** A real number's format and check digits (jsvat's own example of a valid German number). */
export const GERMAN_BUSINESS: BillingDetailsInput = {
  ...GERMAN_CONSUMER,
  name: 'Analytische Maschinen GmbH',
  vatNumber: 'DE136695976',
};

/** Saves billing details through the API; they decide the tax of the customer's next order. */
export async function giveBillingDetails(token: string, details: BillingDetailsInput = US_CUSTOMER) {
  const res = await api('PUT', '/api/billing/details', { token, body: details, headers: freshClient() });
  if (res.status !== 200) throw new Error(`billing details: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Saves billing details straight into D1, for tests that work below the routes. */
export async function storeBillingDetails(userId: string, details: BillingDetailsInput = US_CUSTOMER) {
  const { name, line1, line2, postalCode, city, region, country, vatNumber } = details;
  await env.DB.prepare(
    'INSERT INTO billing_details (account_id, name, line1, line2, postal_code, city, region, country, vat_number, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(userId, name, line1, line2, postalCode, city, region, country, vatNumber || null, Date.now())
    .run();
}
